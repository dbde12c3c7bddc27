import { useEffect, useMemo, type ReactElement } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  AmountField,
  CheckboxField,
  Form,
  MaskedField,
  SelectField,
  SubmitButton,
  TextField,
} from '@oyna/ui';
import {
  amountBetween,
  chain,
  formatMoney,
  isDropdownField,
  NUMERIC_OBJECT_TYPES,
  paymentFieldRule,
  useAppDispatch,
  useAppSelector,
  validationError,
  type BalanceData,
  type FieldValidator,
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
import { paymentCalls } from './payment-calls';
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
export function PaymentField({
  field,
  rule,
}: {
  field: PaymentDetailField;
  /** A rule beyond the field's own (a withdrawal's amount: at most the cash). */
  rule?: FieldValidator;
}) {
  const own = paymentFieldRule(field);
  const common = {
    name: field.key,
    label: labelOf(field.key),
    validate: rule ? chain(own, rule) : own,
  };
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

/** The field a withdrawal's amount is typed in (the gateways' field lists name it so). */
const AMOUNT_KEY = 'Amount';

/** spec §1 promotions and bonuses: what a withdrawal reads of the balance — cash and bonus. */
interface Withdrawable {
  cash: number;
  bonus: number;
}

/** `user/balance` for a withdrawal; an older api's answer without the parts is all cash. */
function withdrawableOf(data: (Partial<BalanceData> & { balance: number }) | null) {
  if (!data) return null;
  const bonus = typeof data.bonus === 'number' ? data.bonus : 0;
  return { cash: typeof data.cash === 'number' ? data.cash : data.balance - bonus, bonus };
}

/**
 * spec §1: withdrawable = cash only. The amount is at most the cash (spec §5: the message names
 * both ends, in tr-TR money as every amount, spec §9).
 */
function atMostCash(cash: number): FieldValidator {
  const range = amountBetween(0.01, Math.max(cash, 0));
  return (value, all) =>
    range(value, all)
      ? validationError('amountRange', { min: formatMoney(0.01), max: formatMoney(cash) })
      : undefined;
}

/** A withdrawal while a bonus is active: the notice and the box that confirms the forfeit. */
function ForfeitNotice({ bonus }: { bonus: number }) {
  return (
    <div className="payments-bonus-notice" data-testid="payments-bonus-notice">
      <p>
        {bonus > 0 ? (
          <FormattedMessage id="payments.bonus.notice" values={{ amount: formatMoney(bonus) }} />
        ) : (
          <FormattedMessage id="payments.bonus.noticeOpenBets" />
        )}
      </p>
      <CheckboxField name="forfeitBonus" label="payments.bonus.confirm" />
    </div>
  );
}

/**
 * The dynamic deposit / withdraw dialog of spec §2, opened with a method's id and type: loads
 * the fields (`payment/detail`), renders them from @oyna/ui, keeps submit disabled until every
 * field is valid (spec §5), sends the request of spec §3, and hides the form once an operation
 * is active (spec §4).
 */
export function PaymentForm({ id, type }: { id: number; type: 1 | 2 }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const form = useAppSelector((s: ShellState & PaymentsRootState) => selectPayments(s).form);
  const requestKey = useMemo(newRequestKey, [id, type]);
  const mode = modeOf(type);
  // spec §1 promotions and bonuses: a withdrawal reads the balance's parts afresh.
  const balance = paymentCalls.useCall('getBalance', undefined, {
    key: 'withdraw',
    enabled: mode === 'withdraw',
  });
  const balanceSettled = balance.status === 'ready' || balance.status === 'error';
  const wallet: Withdrawable | null =
    mode === 'withdraw' && balance.status === 'ready' ? withdrawableOf(balance.data) : null;
  // The confirm box shows when the balance holds bonus money, and also when the api asked for the
  // confirmation (a bonus of ₺0 whose open stakes may still win bonus money): the form never
  // withholds the box the api waits for.
  const forfeitAsked = mode === 'withdraw' ? (form.forfeitAsked ?? null) : null;
  const mustForfeit = wallet !== null && (wallet.bonus > 0 || forfeitAsked !== null);
  const forfeitMoney = wallet !== null && wallet.bonus > 0 ? wallet.bonus : (forfeitAsked ?? 0);
  const cash = wallet?.cash ?? null;
  const amountRule = useMemo(() => (cash === null ? undefined : atMostCash(cash)), [cash]);

  useEffect(() => {
    dispatch(detailRequested({ id, type }));
    return () => {
      dispatch(formClosed());
    };
  }, [dispatch, id, type]);

  if (form.operation) return <OperationView operation={form.operation} />;
  const waiting = form.status !== 'ready' || form.id !== id;
  if (waiting || (mode === 'withdraw' && !balanceSettled)) {
    const busy = form.status === 'loading' || form.status === 'idle' || form.id !== id || !waiting;
    return (
      <div className="payments-form" aria-busy={busy}>
        {Array.from({ length: SKELETON_FIELDS }, (_, i) => (
          <div key={i} className="payments-field-skeleton" aria-hidden="true" />
        ))}
      </div>
    );
  }
  return (
    <Form<Record<string, unknown>>
      // spec §5: no submit while invalid — with a bonus active, until the forfeit is confirmed.
      validate={(values) =>
        mustForfeit && values.forfeitBonus !== true
          ? { forfeitBonus: validationError('required') }
          : {}
      }
      onSubmit={(values) => {
        // Returns nothing: final-form would read a returned object as submit errors.
        dispatch(
          submitRequested({
            id,
            type,
            values,
            requestKey,
            ...(mustForfeit && values.forfeitBonus === true ? { forfeitBonus: true } : {}),
          }),
        );
      }}
    >
      {({ handleSubmit }) => (
        <form className="payments-form" onSubmit={handleSubmit} noValidate>
          {form.fields.map((field) =>
            wallet && field.key === AMOUNT_KEY ? (
              <div key={field.key} className="payments-amount">
                <PaymentField field={field} rule={amountRule} />
                <p className="payments-withdrawable" data-testid="payments-withdrawable">
                  {intl.formatMessage(
                    { id: 'payments.withdrawable' },
                    { amount: formatMoney(wallet.cash) },
                  )}
                </p>
              </div>
            ) : (
              <PaymentField key={field.key} field={field} />
            ),
          )}
          {mustForfeit ? <ForfeitNotice bonus={forfeitMoney} /> : null}
          <SubmitButton label={`payments.submit.${mode}`} pending={form.pending} />
        </form>
      )}
    </Form>
  );
}
