import { screen } from '@testing-library/react';
import { PHONE_MASK, SMS_CODE_MASK, phoneVerificationRules } from '@oyna/contracts';
import { renderForm } from '../test/render-form';
import { MaskedField } from './masked-field';
import { PhoneField, SmsCodeField } from './phone-field';

describe('MaskedField (spec §2: an input mask with the mask as placeholder)', () => {
  it('masks the phone as it is typed, shows the mask as placeholder and hands over the digits', async () => {
    const { user, values } = renderForm(
      <MaskedField name="phone" label="auth.field.phone" mask={PHONE_MASK} unmask prefix="+90" />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('placeholder', '000 000 00 00');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '5321234567');
    expect(input).toHaveValue('532 123 45 67');
    expect(values()).toEqual({ phone: '5321234567' });
  });

  it('drops what the mask does not accept', async () => {
    const { user } = renderForm(
      <MaskedField name="phone" label="auth.field.phone" mask={PHONE_MASK} unmask />,
    );
    await user.type(screen.getByLabelText('Phone'), '5321abc');
    expect(screen.getByLabelText('Phone')).toHaveValue('532 1');
  });

  it('keeps the masked text when not unmasked, and shows its first error in both languages', async () => {
    for (const locale of ['en', 'tr'] as const) {
      const { user, values, unmount } = renderForm(
        <MaskedField
          name="code"
          label="auth.field.code"
          mask={SMS_CODE_MASK}
          validate={phoneVerificationRules.code}
        />,
        { locale },
      );
      const input = screen.getByLabelText(locale === 'en' ? 'SMS Code' : 'SMS Kodu');
      expect(input).toHaveAttribute('placeholder', '00-00-00');
      await user.type(input, '12345');
      await user.tab();
      expect(input).toHaveValue('12-34-5');
      expect(values()).toEqual({ code: '12-34-5' });
      expect(input).toHaveAccessibleDescription(
        locale === 'en' ? 'Must be exactly 6 characters' : 'Tam olarak 6 karakter olmalıdır',
      );
      unmount();
    }
  });

  it('formats a value the form already holds', () => {
    renderForm(<MaskedField name="phone" label="auth.field.phone" mask={PHONE_MASK} unmask />, {
      initialValues: { phone: '5551234567' },
    });
    expect(screen.getByLabelText('Phone')).toHaveValue('555 123 45 67');
  });
});

describe('PhoneField and SmsCodeField (the contracts masks, spec §9)', () => {
  it('types the phone after the fixed +90 through the one phone mask', async () => {
    const { user, values } = renderForm(<PhoneField />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.closest('.ui-field')).toHaveTextContent('+90');
    await user.type(input, '5439876543');
    expect(input).toHaveValue('543 987 65 43');
    expect(values()).toEqual({ phone: '5439876543' });
  });

  it('masks the SMS code as 00-00-00', async () => {
    const { user } = renderForm(<SmsCodeField name="code" />);
    await user.type(screen.getByLabelText('SMS Code'), '123456');
    expect(screen.getByLabelText('SMS Code')).toHaveValue('12-34-56');
    expect(screen.getByLabelText('SMS Code')).toHaveAttribute('autocomplete', 'one-time-code');
  });
});
