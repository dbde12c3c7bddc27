import { useCallback, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  FieldArray,
  Form,
  SubmitButton,
  TextAreaField,
  TextField,
  arrayMutators,
  useErrorText,
} from '@oyna/ui';
import {
  ContactType,
  callRequestRules,
  canAddContact,
  contactsWarning,
  useAppDispatch,
  useAppSelector,
  type CallRequest,
  type ShellState,
} from '@oyna/contracts';
import { Dialog } from '../../components/dialog/dialog';
import { ContactRow } from './contact-row';
import {
  callRequestSubmitted,
  selectCallRequestSending,
  type CallRequestState,
} from './call-request-slice';
import './call-request.css';

type CallRequestRootState = ShellState & { callRequest: CallRequestState };

interface FormValues {
  name: string;
  message: string;
  contacts: { type: number | ''; contact: string }[];
}

const INITIAL: FormValues = {
  name: '',
  message: '',
  contacts: [{ type: ContactType.Phone, contact: '' }],
};

/** The wire payload of spec §3 Call request (types as numbers, values trimmed). */
export function toCallRequest(values: FormValues): CallRequest {
  return {
    name: values.name.trim(),
    message: values.message.trim(),
    contacts: (values.contacts ?? []).map((c) => ({
      type: Number(c.type) as CallRequest['contacts'][number]['type'],
      contact: c.contact.trim(),
    })),
  };
}

/**
 * spec §2/§5 call request form (dialog size 'call', up to 454 px): name, message and 1–5
 * contacts; the two warnings of §5 beside the contact list; Save Request disabled until every
 * field is valid; `cms/callme`, whose message shows as a toast (call-request-saga.ts).
 */
export function CallRequestDialog({ onClose }: { onClose: () => void }) {
  const errorText = useErrorText();
  const id = useId();
  const dispatch = useAppDispatch();
  const sending = useAppSelector((s: CallRequestRootState) => selectCallRequestSending(s));
  const submit = useCallback(
    (values: FormValues) => {
      dispatch(callRequestSubmitted(toCallRequest(values)));
    },
    [dispatch],
  );

  return (
    <Dialog title={<FormattedMessage id="callRequest.title" />} size="call" onClose={onClose}>
      <Form<FormValues>
        onSubmit={submit}
        initialValues={INITIAL}
        mutators={{ ...arrayMutators }}
        subscription={{}}
      >
        {({ handleSubmit }) => (
          <form className="call-form" onSubmit={handleSubmit} noValidate>
            <TextField
              name="name"
              label="callRequest.field.name"
              autoComplete="name"
              validate={callRequestRules.name}
            />
            <TextAreaField
              name="message"
              label="callRequest.field.message"
              validate={callRequestRules.message}
            />
            <FieldArray name="contacts" validate={(value) => callRequestRules.contacts(value, {})}>
              {({ fields }) => {
                const count = fields.length;
                const warning = contactsWarning(count);
                return (
                  <div className="call-contacts" role="group" aria-labelledby={`${id}-contacts`}>
                    <h3 id={`${id}-contacts`} className="call-contacts__title">
                      <FormattedMessage id="callRequest.field.contacts" />
                    </h3>
                    {fields.map((name, index) => (
                      <ContactRow
                        key={name}
                        name={name}
                        index={index}
                        onRemove={() => fields.remove(index)}
                      />
                    ))}
                    {warning ? (
                      // spec §5: 'Maksimum 5 iletişim bilgisi ekleyebilirsiniz' at the limit,
                      // 'En az bir iletişim bilgisi eklemelisiniz' with none.
                      <p className="call-contacts__warning" role="status">
                        {errorText(warning)}
                      </p>
                    ) : null}
                    <button
                      type="button"
                      className="call-contacts__add"
                      disabled={!canAddContact(count)}
                      onClick={() => fields.push({ type: '', contact: '' })}
                    >
                      <FormattedMessage id="callRequest.addContact" />
                    </button>
                  </div>
                );
              }}
            </FieldArray>
            <SubmitButton label="callRequest.submit" pending={sending} />
          </form>
        )}
      </Form>
    </Dialog>
  );
}
