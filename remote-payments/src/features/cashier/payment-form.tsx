import { FormattedMessage } from 'react-intl';
import { useEffect, useMemo, type ReactElement } from 'react';
import { AmountField, Form, MaskedField, SelectField, SubmitButton, TextField } from '@oyna/ui';
import {
  isDropdownField,
  NUMERIC_OBJECT_TYPES,
  paymentFieldRule,
  useAppDispatch,
  useAppSelector,
  type PaymentDetailField,
  type ShellState,
} from '@oyna/contracts';
import { isPaymentsMessageKey, type PaymentsMessageKey } from '../../messages';
import {
  detailRequested,
  formClosed,
  modeOf,
  selectPayments,
  submitRequested,
  type Operation,
  type PaymentsRootState,
} from './payments-slice';
import { openInNewTab } from './payments-saga';
import './payments.css';

/** spec §2: the fields that get a paste-from-clipboard button. */
const PASTE_KEYS = new Set(['Iban', 'CardNo']);

/** The label of a field: our text for the keys we know, the key itself otherwise. */
function labelOf(key: string): PaymentsMessageKey | ReactElement {
  const id = `payments.field.${key}`;
  return isPaymentsMessageKey(id) ? id : <>{key}</>;
}

/** A key for this form's submits: a double click or a retried request makes one payment. */
function newRequestKey(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * One field of a payment method, rendered by its objectType (spec §2): a dropdown with a
 * 'Select' first option when `option` is present; an input mask with the mask as placeholder
 * when `mask` is set; a number with the ₺ prefix for Int, Long and Decimal; text otherwise.
 * Iban and CardNo get the paste button. Every field is required (spec §5).
 */
export function PaymentField({ field }: { field: PaymentDetailField }) {
  const common = { name: field.key, label: labelOf(field.key), validate: paymentFieldRule(field) };
  const paste = PASTE_KEYS.has(field.key);
  if (isDropdownField(field)) {
    return (
      <SelectField
        {...common}
        options={(field.option ?? []).map((o) => ({ value: o.id, label: <>{o.name}</> }))}
      />
    );
  }
  if (field.mask) return <MaskedField {...common} mask={field.mask} paste={paste} />;
  if (NUMERIC_OBJECT_TYPES.includes(field.objectType)) {
    return <AmountField {...common} scale={field.objectType === 'Decimal' ? 2 : 0} />;
  }
  return <TextField {...common} paste={paste} autoComplete="off" />;
}

function OperationView({ operation }: { operation: Operation }) {
  if (operation.type === 'Iframe') {
    return (
      <div className="payments-operation" data-testid="payments-continue">
        <p>
          <FormattedMessage id="payments.continue.text" />
        </p>
        <button
          type="button"
          className="payments-button"
          onClick={() => openInNewTab(operation.url)}
        >
          <FormattedMessage id="payments.continue.button" />
        </button>
      </div>
    );
  }
  return (
    <div className="payments-operation" role="status" data-testid="payments-message">
      {/* spec §2 Deposit result: a congratulations icon, drawn (an emoji needs a font phones lack) */}
      <svg
        className="payments-congrats-icon"
        viewBox="0 0 48 48"
        width="48"
        height="48"
        aria-hidden="true"
      >
        <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.18" />
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="payments-congrats-title">
        <FormattedMessage id="payments.congratulations" />
      </p>
      <p>{operation.message}</p>
    </div>
  );
}

const SKELETON_FIELDS = 3;

/**
 * The dynamic deposit / withdraw dialog of spec §2, opened with a method's id and type: loads
 * the fields (`payment/detail`), renders them from @oyna/ui, keeps submit disabled until every
 * field is valid (spec §5), sends the request of spec §3, and hides the form once an operation
 * is active (spec §4).
 */
export function PaymentForm({ id, type }: { id: number; type: 1 | 2 }) {
  const dispatch = useAppDispatch();
  const form = useAppSelector((s: ShellState & PaymentsRootState) => selectPayments(s).form);
  const requestKey = useMemo(newRequestKey, [id, type]);

  useEffect(() => {
    dispatch(detailRequested({ id, type }));
    return () => {
      dispatch(formClosed());
    };
  }, [dispatch, id, type]);

  if (form.operation) return <OperationView operation={form.operation} />;
  if (form.status !== 'ready' || form.id !== id) {
    const busy = form.status === 'loading' || form.status === 'idle' || form.id !== id;
    return (
      <div className="payments-form" aria-busy={busy}>
        {Array.from({ length: SKELETON_FIELDS }, (_, i) => (
          <div key={i} className="payments-field-skeleton" aria-hidden="true" />
        ))}
      </div>
    );
  }
  const mode = modeOf(type);
  return (
    <Form<Record<string, unknown>>
      onSubmit={(values) => {
        // Returns nothing: final-form would read a returned object as submit errors.
        dispatch(submitRequested({ id, type, values, requestKey }));
      }}
    >
      {({ handleSubmit }) => (
        <form className="payments-form" onSubmit={handleSubmit} noValidate>
          {form.fields.map((field) => (
            <PaymentField key={field.key} field={field} />
          ))}
          <SubmitButton label={`payments.submit.${mode}`} pending={form.pending} />
        </form>
      )}
    </Form>
  );
}
