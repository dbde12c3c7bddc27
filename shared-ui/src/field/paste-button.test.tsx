import { screen } from '@testing-library/react';
import { renderForm } from '../test/render-form';
import { MaskedField } from './masked-field';
import { TextField } from './text-field';

/** Replaces the clipboard; call it after rendering, as user-event's setup installs its own. */
function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

const denied = () => jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));

describe('paste-from-clipboard button (spec §2: Iban and CardNo fields)', () => {
  it('fills the field with the clipboard text', async () => {
    const { user, values } = renderForm(<TextField name="Iban" label="test.iban" paste required />);
    setClipboard({ readText: jest.fn().mockResolvedValue('  TR120006200000000000000001  ') });
    await user.click(screen.getByRole('button', { name: 'Paste Iban' }));
    expect(screen.getByRole('textbox', { name: 'Iban' })).toHaveValue('TR120006200000000000000001');
    expect(values()).toEqual({ Iban: 'TR120006200000000000000001' });
  });

  it('pastes through the mask of a masked field', async () => {
    const { user, values } = renderForm(
      <MaskedField name="CardNo" label="test.iban" mask="0000 0000 0000 0000" paste />,
    );
    setClipboard({ readText: jest.fn().mockResolvedValue('4111111111111111') });
    await user.click(screen.getByRole('button', { name: 'Paste Iban' }));
    expect(screen.getByRole('textbox', { name: 'Iban' })).toHaveValue('4111 1111 1111 1111');
    expect(values()).toEqual({ CardNo: '4111 1111 1111 1111' });
  });

  it.each([
    ['en', 'Paste Iban', 'Access to the clipboard was denied; type the value instead'],
    ['tr', 'Yapıştır Iban', 'Panoya erişim reddedildi; değeri elle yazınız'],
  ] as const)(
    'says so in %s when the browser refuses the clipboard',
    async (locale, name, text) => {
      const { user } = renderForm(<TextField name="Iban" label="test.iban" paste />, { locale });
      setClipboard({ readText: denied() });
      await user.click(screen.getByRole('button', { name }));
      expect(screen.getByRole('status')).toHaveTextContent(text);
      const field = screen.getByRole('textbox', { name: 'Iban' });
      expect(field).toHaveAccessibleDescription(text);
      expect(field).toHaveValue('');
    },
  );

  it('says so when this browser has no clipboard to read', async () => {
    const { user } = renderForm(<TextField name="Iban" label="test.iban" paste />);
    setClipboard(undefined);
    await user.click(screen.getByRole('button', { name: 'Paste Iban' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'This browser cannot read the clipboard; type the value instead',
    );
  });

  it('says so when the clipboard holds no text', async () => {
    const { user } = renderForm(<TextField name="Iban" label="test.iban" paste />);
    setClipboard({ readText: jest.fn().mockResolvedValue('   ') });
    await user.click(screen.getByRole('button', { name: 'Paste Iban' }));
    expect(screen.getByRole('status')).toHaveTextContent('There is no text in the clipboard');
  });
});
