/**
 * @jest-environment jsdom
 */
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StakeSelector, stakeLadder } from './stake-selector';

function Harness({ min, max, step = 1 }: { min: number; max: number; step?: number }) {
  const options = stakeLadder(min, max, step);
  const [value, setValue] = useState(options[0] ?? min);
  return (
    <StakeSelector
      value={value}
      options={options}
      onChange={setValue}
      label="Stake"
      lowerLabel="Lower the stake"
      raiseLabel="Raise the stake"
    />
  );
}

describe('stake selector', () => {
  it('offers the ladder within the session’s limits, on the step, with both limits', () => {
    expect(stakeLadder(150, 2000, 10)).toEqual([150, 200, 500, 1000, 2000]);
    expect(stakeLadder(100, 100)).toEqual([100]);
    expect(stakeLadder(300, 70_000)).toEqual([
      300, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 70_000,
    ]);
  });

  it('never steps below the minimum nor above the maximum', async () => {
    const user = userEvent.setup();
    render(<Harness min={150} max={1000} step={10} />);
    const lower = screen.getByRole('button', { name: 'Lower the stake' });
    const raise = screen.getByRole('button', { name: 'Raise the stake' });
    const value = screen.getByRole('status');
    expect(value).toHaveTextContent('₺1,50');
    expect(lower).toBeDisabled();
    await user.click(raise);
    await user.click(raise);
    await user.click(raise);
    expect(value).toHaveTextContent('₺10,00');
    expect(raise).toBeDisabled();
    await user.click(lower);
    expect(value).toHaveTextContent('₺5,00');
    expect(lower).toBeEnabled();
  });
});
