import { FormattedMessage, useIntl } from 'react-intl';
import { SelectField, TextField, useField } from '@oyna/ui';
import {
  CONTACT_TYPE_PLACEHOLDERS,
  ContactType,
  callRequestRules,
  enumValues,
  isEnumValue,
} from '@oyna/contracts';

const CONTACT_TYPES = enumValues(ContactType).map((t) => ({
  value: t,
  label: `contactType.${t}`,
}));

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
  const type = useField<number | ''>(`${name}.type`, { subscription: { value: true } }).input.value;
  const legend = intl.formatMessage({ id: 'content.callRequest.contact' }, { index: index + 1 });
  return (
    <fieldset className="call-contact" data-testid="call-contact">
      <legend>{legend}</legend>
      <SelectField
        name={`${name}.type`}
        label="callRequest.field.contactType"
        options={CONTACT_TYPES}
        validate={callRequestRules.contactType}
      />
      <TextField
        name={`${name}.contact`}
        label="callRequest.field.contact"
        autoComplete="off"
        placeholder={isEnumValue(ContactType, type) ? CONTACT_TYPE_PLACEHOLDERS[type] : ''}
        validate={callRequestRules.contact}
      />
      <button type="button" className="call-contact__remove" onClick={onRemove}>
        <FormattedMessage id="callRequest.removeContact" />
      </button>
    </fieldset>
  );
}
