import { act, screen } from '@testing-library/react';
import { PHONE_MASK } from '@oyna/contracts';
import { renderForm } from '../test/render-form';
import { loadMaskInput, type MaskInputComponent } from './mask-input';
import { MaskedField } from './masked-field';

// The mask library as it arrives over the network: absent at first, then here.
const arrival: { component: MaskInputComponent | undefined; listeners: (() => void)[] } = {
  component: undefined,
  listeners: [],
};
jest.mock('./mask-input', () => {
  const actual = jest.requireActual('./mask-input');
  const { useSyncExternalStore } = jest.requireActual('react');
  return {
    ...actual,
    useMaskInput: () =>
      useSyncExternalStore(
        (listener: () => void) => {
          arrival.listeners.push(listener);
          return () => undefined;
        },
        () => arrival.component,
      ),
  };
});

async function arrive() {
  const component = await loadMaskInput();
  act(() => {
    arrival.component = component;
    for (const listener of arrival.listeners) listener();
  });
}

describe('MaskedField while react-imask loads (loaded on first use)', () => {
  it('shows a plain input in the same box, keeps what was typed, then masks it', async () => {
    const { user, values } = renderForm(
      <MaskedField name="phone" label="auth.field.phone" mask={PHONE_MASK} unmask />,
    );
    const plain = screen.getByLabelText('Phone');
    expect(plain).toHaveClass('ui-input');
    expect(plain).toHaveAttribute('aria-busy', 'true');
    expect(plain).toHaveAttribute('placeholder', PHONE_MASK);
    await user.type(plain, '5321234567');
    expect(values()).toEqual({ phone: '5321234567' });

    await arrive();
    const masked = screen.getByLabelText('Phone');
    expect(masked).toHaveClass('ui-input');
    expect(masked).not.toHaveAttribute('aria-busy');
    expect(masked).toHaveValue('532 123 45 67');
    expect(values()).toEqual({ phone: '5321234567' });
  });
});
