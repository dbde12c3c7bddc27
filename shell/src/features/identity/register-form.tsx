import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckboxField, Form, PhoneField, SelectField, SubmitButton, TextField } from '@oyna/ui';
import {
  formatMoney,
  selectTrialBonusAmount,
  useAppDispatch,
  useAppSelector,
  validateRegister,
} from '@oyna/contracts';
import { DialogLink } from './dialog-link';
import { countriesRequested, registerSubmitted } from './identity-slice';
import { initialRegisterValues, type RegisterFormValues } from './register-payload';
import { useIdentity } from './use-identity';

/**
 * spec §2 Registration form: country select, default Türkiye, filled from auth/form (spec §4:
 * the countries appear after 300 ms; until then the select waits).
 */
function CountrySelect() {
  const { countries } = useIdentity();
  return (
    <SelectField
      name="country"
      label="auth.field.country"
      options={(countries ?? []).map((c) => ({ value: String(c.id), label: <>{c.name}</> }))}
      placeholder={
        countries ? 'auth.register.countryPlaceholder' : 'auth.register.countriesLoading'
      }
      busy={!countries}
    />
  );
}

/**
 * spec §2 Registration form and §5 Register rules: name, surname, username, email, password,
 * confirm password, phone (prefix 90), TC No, birth day/month/year, country, the trial bonus box
 * when the trial amount is above 0, and 'Are you already a member? Sign In Now!'.
 */
export function RegisterForm() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const { pending } = useIdentity();
  const trialAmount = useAppSelector(selectTrialBonusAmount);

  useEffect(() => {
    dispatch(countriesRequested());
  }, [dispatch]);

  return (
    <Form<RegisterFormValues>
      initialValues={initialRegisterValues}
      onSubmit={(values) => {
        dispatch(
          registerSubmitted({ ...values, trialBonus: trialAmount > 0 && values.trialBonus }),
        );
      }}
      validate={validateRegister}
      render={({ handleSubmit }) => (
        <form className="identity-form" onSubmit={handleSubmit} noValidate>
          <div className="identity-grid">
            <TextField name="name" label="auth.field.name" autoComplete="given-name" />
            <TextField name="surname" label="auth.field.surname" autoComplete="family-name" />
            <TextField name="username" label="auth.field.username" autoComplete="username" />
            <TextField name="email" label="auth.field.email" type="email" autoComplete="email" />
            <TextField
              name="password"
              label="auth.field.password"
              type="password"
              autoComplete="new-password"
            />
            <TextField
              name="password2"
              label="auth.field.password2"
              type="password"
              autoComplete="new-password"
            />
            <PhoneField />
            <TextField name="PersonalNo" label="auth.field.personalNo" type="numeric" />
          </div>
          <fieldset className="birth-date">
            <legend>
              <FormattedMessage id="auth.field.birthDate" />
            </legend>
            <div className="identity-grid">
              <TextField name="birthDateDay" label="auth.field.birthDateDay" type="numeric" />
              <TextField name="birthDateMonth" label="auth.field.birthDateMonth" type="numeric" />
              <TextField name="birthDateYear" label="auth.field.birthDateYear" type="numeric" />
            </div>
          </fieldset>
          <CountrySelect />
          {/* spec §2: the trial bonus checkbox shows only when the trial amount is above 0 */}
          {trialAmount > 0 ? (
            <CheckboxField
              name="trialBonus"
              label="auth.field.trialBonus"
              labelValues={{ amount: formatMoney(trialAmount, intl.locale) }}
            />
          ) : null}
          <SubmitButton label="auth.register.submit" pending={pending} />
          <div className="identity-links">
            <DialogLink to="login" messageId="auth.register.signInLink" />
          </div>
        </form>
      )}
    />
  );
}
