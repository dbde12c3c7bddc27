import { screen } from '@testing-library/react';
import { renderForm } from '../test/render-form';
import { AmountField, parseAmount } from './amount-field';

describe('AmountField (spec §2 lira prefix, spec §9 tr-TR with 2 decimals)', () => {
  it('shows the ₺ prefix, groups as tr-TR and hands the form a number', async () => {
    const { user, values } = renderForm(<AmountField name="amount" label="test.amount" required />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input.closest('.ui-field')).toHaveTextContent('₺');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, '1234,56');
    expect(input).toHaveValue('1.234,56');
    expect(values()).toEqual({ amount: 1234.56 });
  });

  it('allows 2 decimals only, or none when the scale is 0', async () => {
    const { user, values } = renderForm(
      <>
        <AmountField name="amount" label="test.amount" />
        <AmountField name="count" label="test.count" scale={0} />
      </>,
    );
    await user.type(screen.getByLabelText('Amount'), '10,999');
    expect(screen.getByLabelText('Amount')).toHaveValue('10,99');
    await user.type(screen.getByLabelText('Count'), '12,5');
    expect(values()).toEqual({ amount: 10.99, count: 125 });
  });

  it('gives the form nothing while empty, so required applies', async () => {
    const { user, values } = renderForm(<AmountField name="amount" label="test.amount" required />);
    const input = screen.getByLabelText('Amount');
    await user.type(input, '5');
    await user.clear(input);
    await user.tab();
    expect(values()).toEqual({});
    expect(input).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('reads tr-TR text as typed', () => {
    expect(parseAmount('1.234,5')).toBe(1234.5);
    expect(parseAmount('12,')).toBe(12);
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('abc')).toBeUndefined();
  });
});
