import { useEffect, useId } from 'react';
import { DialogLink } from './dialog-link';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  formatMoney,
  PHONE_PREFIX,
  selectTrialBonusAmount,
  useAppDispatch,
  useAppSelector,
  validateRegister,
} from '@oyna/contracts';
import { FieldError, MaskedField, TextField } from './form-field';
import { countriesRequested, registerSubmitted } from './identity-slice';
import { initialRegisterValues, type RegisterFormValues } from './register-payload';
import { useIdentity } from './use-identity';

/** spec §2/§9: the phone is typed as 10 digits after the fixed prefix 90. */
const PHONE_MASK = '(000) 000 00 00';

/** spec §2 Registration form: country select, default Türkiye, filled from auth/form. */
function CountrySelect() {
  const id = useId();
  const intl = useIntl();
  const { countries } = useIdentity();
  return (
    <Field<string> name="country">
      {({ input, meta }) => (
        <div className={`form-field${meta.touched && meta.error ? ' form-field--invalid' : ''}`}>
          <label htmlFor={id}>
            <FormattedMessage id="auth.field.country" />
          </label>
          <select
            {...input}
            id={id}
            disabled={!countries}
            aria-busy={!countries}
            aria-invalid={Boolean(meta.touched && meta.error)}
            aria-describedby={meta.touched && meta.error ? `${id}-error` : undefined}
          >
            {countries ? (
              <>
                <option value="">
                  {intl.formatMessage({ id: 'auth.register.countryPlaceholder' })}
                </option>
                {countries.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </>
            ) : (
              <option value={input.value}>
                {intl.formatMessage({ id: 'auth.register.countriesLoading' })}
              </option>
            )}
          </select>
          <FieldError id={`${id}-error`} meta={meta} />
        </div>
      )}
    </Field>
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
      render={({ handleSubmit, invalid }) => (
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
            <MaskedField
              name="phone"
              label="auth.field.phone"
              mask={PHONE_MASK}
              unmask
              autoComplete="tel-national"
              placeholder="(5__) ___ __ __"
              prefix={
                <span
                  aria-label={intl.formatMessage(
                    { id: 'auth.register.phonePrefix' },
                    { prefix: PHONE_PREFIX },
                  )}
                >
                  +{PHONE_PREFIX}
                </span>
              }
            />
            <TextField name="PersonalNo" label="auth.field.personalNo" inputMode="numeric" />
          </div>
          <fieldset className="birth-date">
            <legend>
              <FormattedMessage id="auth.field.birthDate" />
            </legend>
            <div className="identity-grid">
              <TextField name="birthDateDay" label="auth.field.birthDateDay" inputMode="numeric" />
              <TextField
                name="birthDateMonth"
                label="auth.field.birthDateMonth"
                inputMode="numeric"
              />
              <TextField
                name="birthDateYear"
                label="auth.field.birthDateYear"
                inputMode="numeric"
              />
            </div>
          </fieldset>
          <CountrySelect />
          {/* spec §2: the trial bonus checkbox shows only when the trial amount is above 0 */}
          {trialAmount > 0 ? (
            <label className="checkbox-field">
              <Field<boolean> name="trialBonus" type="checkbox" component="input" />
              <FormattedMessage
                id="auth.field.trialBonus"
                values={{ amount: formatMoney(trialAmount, intl.locale) }}
              />
            </label>
          ) : null}
          <button type="submit" className="btn btn-primary" disabled={invalid || pending}>
            <FormattedMessage id="auth.register.submit" />
          </button>
          <div className="identity-links">
            <DialogLink to="login" messageId="auth.register.signInLink" />
          </div>
        </form>
      )}
    />
  );
}
