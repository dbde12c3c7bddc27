import { FormattedMessage, useIntl } from 'react-intl';
import { Panel } from '../../components/panel';
import { Form, TextField } from '@oyna/ui';
import { required, type AdminBonusRequest, type ValidationError } from '@oyna/contracts';
import { money, when } from '../../lib/format';

interface DecisionValues {
  note?: string;
  approve?: boolean;
}

const REQUIRED = required();

/** A rejection needs a note (the player reads it); an approval may leave it empty. */
function validate(values: DecisionValues): { note?: ValidationError } {
  if (values.approve !== false) return {};
  const blank = REQUIRED((values.note ?? '').trim());
  return blank ? { note: blank } : {};
}

/** One claim: who, which offer, how much, when; approve or reject it with a note. */
function Claim({
  row,
  canDecide,
  busy,
  onDecide,
}: {
  row: AdminBonusRequest;
  canDecide: boolean;
  busy: boolean;
  onDecide: (approve: boolean, note: string) => void;
}) {
  const intl = useIntl();
  return (
    <li className="bo-claim" data-testid={`bo-claim-${row.id}`}>
      <div className="bo-claim__facts">
        <strong>{row.username}</strong>
        <span>{row.offer}</span>
        <span className="bo-num">{money(intl, row.amount)}</span>
        <span className="bo-dim bo-small">{when(intl, row.requestedAt)}</span>
      </div>
      {canDecide ? (
        <Form<DecisionValues>
          key={row.id}
          validate={validate}
          onSubmit={(values) => onDecide(values.approve !== false, (values.note ?? '').trim())}
          render={({ handleSubmit, form }) => {
            const submitAs = (approve: boolean) => {
              form.change('approve', approve);
              void form.submit();
            };
            return (
              <form onSubmit={handleSubmit} noValidate className="bo-claim__form">
                <TextField
                  name="note"
                  label="bo.bonus.noteFor"
                  labelValues={{ player: row.username }}
                />
                <div className="bo-claim__buttons">
                  <button
                    type="button"
                    className="bo-button bo-button--ok"
                    disabled={busy}
                    onClick={() => submitAs(true)}
                    aria-label={intl.formatMessage(
                      { id: 'bo.bonus.approveFor' },
                      { player: row.username },
                    )}
                  >
                    <FormattedMessage id="bo.bonus.approve" />
                  </button>
                  <button
                    type="button"
                    className="bo-button bo-button--danger"
                    disabled={busy}
                    onClick={() => submitAs(false)}
                    aria-label={intl.formatMessage(
                      { id: 'bo.bonus.rejectFor' },
                      { player: row.username },
                    )}
                  >
                    <FormattedMessage id="bo.bonus.reject" />
                  </button>
                </div>
              </form>
            );
          }}
        />
      ) : null}
    </li>
  );
}

/** The pending bonus claims, oldest first, each with its decision. */
export function ClaimsPanel({
  rows,
  status,
  error,
  canDecide,
  busy,
  onDecide,
}: {
  rows: AdminBonusRequest[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string;
  canDecide: boolean;
  busy: string | null;
  onDecide: (id: number, approve: boolean, note: string) => void;
}) {
  const oldestFirst = [...rows].sort((a, b) =>
    a.requestedAt < b.requestedAt ? -1 : a.requestedAt > b.requestedAt ? 1 : a.id - b.id,
  );
  return (
    <Panel id="bo-claims" title="bo.bonus.requests">
      {canDecide ? (
        <p className="bo-dim bo-small">
          <FormattedMessage id="bo.bonus.noteHint" />
        </p>
      ) : null}
      {status === 'failed' ? (
        <p className="bo-error" role="alert">
          <FormattedMessage id="bo.bonus.loadFailed" values={{ message: error }} />
        </p>
      ) : null}
      {status === 'ready' && rows.length === 0 ? (
        <p className="bo-dim">
          <FormattedMessage id="bo.bonus.requestsNone" />
        </p>
      ) : null}
      <ul className="bo-claims">
        {oldestFirst.map((row) => (
          <Claim
            key={row.id}
            row={row}
            canDecide={canDecide}
            busy={busy === `decide:${row.id}`}
            onDecide={(approve, note) => onDecide(row.id, approve, note)}
          />
        ))}
      </ul>
    </Panel>
  );
}
