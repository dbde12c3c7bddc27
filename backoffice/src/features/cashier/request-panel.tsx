import { FormattedMessage, useIntl } from 'react-intl';
import { TextButton } from '../../components/text-button';
import { Form, TextAreaField } from '@oyna/ui';
import { required, type AdminPaymentRecord, type ValidationError } from '@oyna/contracts';
import { Activity } from './activity';
import type { Decision } from './cashier-slice';
import { money, when } from '../../lib/format';
import { kindOf } from './money';

interface DecisionValues {
  reason?: string;
  decision?: Decision;
}

const REQUIRED = required();

/** The payment fields' names as the cashier reads them; any other field shows its own key. */
const FIELD_LABELS: Record<string, FormatjsIntl.Message['ids']> = {
  FullName: 'bo.cashier.field.FullName',
  Iban: 'bo.cashier.field.Iban',
  BankId: 'bo.cashier.field.BankId',
  AccountNo: 'bo.cashier.field.AccountNo',
  CardNo: 'bo.cashier.field.CardNo',
  CardHolder: 'bo.cashier.field.CardHolder',
};

/**
 * A rejection needs a reason (the player reads it), and so does clearing an identity review (the
 * audit keeps it); an approval may leave it empty.
 */
function validate(values: DecisionValues): { reason?: ValidationError } {
  if (values.decision !== 'reject' && values.decision !== 'kycClear') return {};
  const blank = REQUIRED((values.reason ?? '').trim());
  return blank ? { reason: blank } : {};
}

/** One request: its details, the player's recent activity, approve or reject with a reason. */
export function RequestPanel({
  payment,
  activity,
  deciding,
  onDecide,
}: {
  payment: AdminPaymentRecord;
  activity: AdminPaymentRecord[];
  deciding: boolean;
  onDecide: (decision: Decision, reason: string) => void;
}) {
  const intl = useIntl();
  // What the player filled in (spec §3 payment fields), the amount already shown above.
  const details = Object.entries(payment.detail ?? {}).filter(
    ([k, v]) => k !== 'Amount' && (typeof v === 'string' || typeof v === 'number'),
  );
  return (
    <article className="bo-request" aria-labelledby="bo-request-title" data-testid="bo-request">
      <header className="bo-request__head">
        <h2 id="bo-request-title">
          {payment.username} · {money(intl, payment.amount)}
        </h2>
        <span className={`bo-badge bo-badge--${payment.type === 2 ? 'out' : 'in'}`}>
          <FormattedMessage id={kindOf(payment.type)} />
        </span>
      </header>
      <dl className="bo-facts">
        <dt>
          <FormattedMessage id="bo.cashier.player" />
        </dt>
        <dd>{payment.username}</dd>
        <dt>
          <FormattedMessage id="bo.cashier.amount" />
        </dt>
        <dd>{money(intl, payment.amount)}</dd>
        <dt>
          <FormattedMessage id="bo.cashier.method" />
        </dt>
        <dd>{payment.method}</dd>
        <dt>
          <FormattedMessage id="bo.cashier.requested" />
        </dt>
        <dd>{when(intl, payment.createdAt)}</dd>
        {payment.reference ? (
          <>
            <dt>
              <FormattedMessage id="bo.cashier.reference" />
            </dt>
            <dd>{payment.reference}</dd>
          </>
        ) : null}
        {details.map(([key, value]) => (
          <div key={key} className="bo-facts__row">
            <dt>{key in FIELD_LABELS ? intl.formatMessage({ id: FIELD_LABELS[key]! }) : key}</dt>
            <dd>{String(value)}</dd>
          </div>
        ))}
        {payment.kycClearedBy ? (
          <div className="bo-facts__row">
            <dt>
              <FormattedMessage id="bo.cashier.kycClearedBy" />
            </dt>
            <dd>{payment.kycClearedBy}</dd>
          </div>
        ) : null}
      </dl>
      {payment.awaiting === 'secondApproval' ? (
        <p className="bo-hold" role="status" data-testid="bo-awaiting">
          <FormattedMessage
            id="bo.cashier.awaiting.secondApproval"
            values={{
              who: payment.firstApprovedBy ?? '—',
              when: payment.firstApprovedAt ? when(intl, payment.firstApprovedAt) : '—',
            }}
          />
        </p>
      ) : null}
      {payment.awaiting === 'kycReview' ? (
        <p className="bo-hold" role="status" data-testid="bo-awaiting">
          <FormattedMessage id="bo.cashier.awaiting.kycReview" />
        </p>
      ) : null}
      <Activity items={activity} />
      <Form<DecisionValues>
        key={payment.id}
        onSubmit={(values) => {
          onDecide(values.decision ?? 'approve', values.reason ?? '');
        }}
        validate={validate}
        render={({ handleSubmit, form }) => {
          const submitAs = (decision: Decision) => {
            form.change('decision', decision);
            void form.submit();
          };
          return (
            <form onSubmit={handleSubmit} noValidate className="bo-decision">
              <TextAreaField name="reason" label="bo.cashier.reason" rows={2} />
              <p className="bo-dim bo-small">
                <FormattedMessage id="bo.cashier.reasonHint" />
              </p>
              <div className="bo-decision__buttons">
                {payment.awaiting === 'kycReview' ? (
                  <TextButton
                    label="bo.cashier.kycClear"
                    kind="main"
                    disabled={deciding}
                    onClick={() => submitAs('kycClear')}
                  />
                ) : null}
                <button
                  type="button"
                  className="bo-button bo-button--ok"
                  disabled={deciding || payment.awaiting === 'kycReview'}
                  onClick={() => submitAs('approve')}
                >
                  <FormattedMessage id="bo.cashier.approve" />
                </button>
                <button
                  type="button"
                  className="bo-button bo-button--danger"
                  disabled={deciding}
                  onClick={() => submitAs('reject')}
                >
                  <FormattedMessage id="bo.cashier.reject" />
                </button>
              </div>
            </form>
          );
        }}
      />
    </article>
  );
}
