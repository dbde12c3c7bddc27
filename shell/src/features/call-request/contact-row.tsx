import { useId } from 'react';
import { Field } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CONTACT_TYPE_PLACEHOLDERS,
  ContactType,
  callRequestRules,
  enumValues,
  type MessageKey,
} from '@oyna/contracts';
import { FieldError } from './field-error';

/**
 * One contact of the call request (spec §3: type plus contact value): a type select (Phone,
 * Whatsapp, Telegram, Email) and a value whose placeholder is the type's own example.
 */
export function ContactRow({
  name,
  index,
  onRemove,
}: {
  name: string;
  index: number;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const legend = intl.formatMessage({ id: 'content.callRequest.contact' }, { index: index + 1 });
  return (
    <fieldset className="call-contact" data-testid="call-contact">
      <legend>{legend}</legend>
      <Field<number | string> name={`${name}.type`} validate={callRequestRules.contactType}>
        {({ input, meta }) => (
          <div className="call-field">
            <label htmlFor={`${id}-type`}>
              <FormattedMessage id="callRequest.field.contactType" />
            </label>
            <select
              {...input}
              id={`${id}-type`}
              value={String(input.value ?? '')}
              onChange={(e) => input.onChange(e.target.value === '' ? '' : Number(e.target.value))}
              aria-invalid={Boolean(meta.touched && meta.error)}
              aria-describedby={meta.touched && meta.error ? `${id}-type-error` : undefined}
            >
              <option value="">{intl.formatMessage({ id: 'callRequest.select' })}</option>
              {enumValues(ContactType).map((t) => (
                <option key={t} value={t}>
                  {intl.formatMessage({ id: `contactType.${t}` as MessageKey })}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-type-error`} meta={meta} />
          </div>
        )}
      </Field>
      <Field<number | string> name={`${name}.type`} subscription={{ value: true }}>
        {({ input: typeInput }) => (
          <Field<string> name={`${name}.contact`} validate={callRequestRules.contact}>
            {({ input, meta }) => (
              <div className="call-field">
                <label htmlFor={`${id}-contact`}>
                  <FormattedMessage id="callRequest.field.contact" />
                </label>
                <input
                  {...input}
                  id={`${id}-contact`}
                  type="text"
                  autoComplete="off"
                  placeholder={
                    CONTACT_TYPE_PLACEHOLDERS[Number(typeInput.value) as ContactType] ?? ''
                  }
                  aria-invalid={Boolean(meta.touched && meta.error)}
                  aria-describedby={meta.touched && meta.error ? `${id}-contact-error` : undefined}
                />
                <FieldError id={`${id}-contact-error`} meta={meta} />
              </div>
            )}
          </Field>
        )}
      </Field>
      <button type="button" className="call-contact__remove" onClick={onRemove}>
        <FormattedMessage id="callRequest.removeContact" />
      </button>
    </fieldset>
  );
}
