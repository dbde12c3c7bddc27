import { screen } from '@testing-library/react';
import { renderForm } from '../test/render-form';
import { SelectField } from './select-field';

const methods = [
  { value: 1, label: <>Havale</> },
  { value: 2, label: <>Papara</> },
];

describe('SelectField (spec §2 "Select" first option, spec §5 dropdowns required)', () => {
  it("starts with 'Select' in English and 'Seçiniz' in Turkish", () => {
    for (const locale of ['en', 'tr'] as const) {
      const { unmount } = renderForm(
        <SelectField name="method" label="test.method" options={methods} />,
        { locale },
      );
      const select = screen.getByRole('combobox', { name: 'Method' });
      expect(select).toHaveValue('');
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        locale === 'en' ? 'Select' : 'Seçiniz',
        'Havale',
        'Papara',
      ]);
      unmount();
    }
  });

  it('is required when the field is, and hands the form the option value as it was given', async () => {
    const { user, values } = renderForm(
      <SelectField name="method" label="test.method" options={methods} required />,
    );
    const select = screen.getByRole('combobox', { name: 'Method' });
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    await user.selectOptions(select, '2');
    expect(values()).toEqual({ method: 2 });
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    await user.selectOptions(select, '');
    await user.tab();
    expect(select).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('waits, disabled and busy, while its options load', () => {
    renderForm(<SelectField name="country" label="auth.field.country" options={[]} busy />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('aria-busy', 'true');
  });
});
