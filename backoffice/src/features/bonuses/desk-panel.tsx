import { FormattedMessage, useIntl } from 'react-intl';
import { Panel } from '../../components/panel';
import { AmountField, Form, SelectField, TextField } from '@oyna/ui';
import {
  digitsOnly,
  maxLength,
  type AdminBonusCancel,
  type AdminBonusGrant,
  type AdminBonusOffer,
  type AdminPlayerBonus,
} from '@oyna/contracts';
import { money } from '../../lib/format';

interface GrantValues {
  username?: string;
  offer?: string;
  amount?: number;
  reason?: string;
}

interface CancelValues {
  username?: string;
  bonusId?: string;
  reason?: string;
}

const REASON = maxLength(1000);
const USERNAME = maxLength(200);
const DIGITS = digitsOnly();

/** The api's refusal of this form's last try (a support grant above the cap, an unknown player). */
function Refusal({
  title,
  message,
}: {
  title: 'bo.bonus.grantRefused' | 'bo.bonus.cancelRefused';
  message: string;
}) {
  const intl = useIntl();
  return (
    <div className="bo-refusal" role="alert">
      <strong>
        <FormattedMessage id={title} />
      </strong>
      <p>{message || intl.formatMessage({ id: 'bo.app.networkError' })}</p>
    </div>
  );
}

/**
 * Granting a bonus by hand (under an offer's terms; support up to its cap, the api says so when
 * refused) and cancelling a player's active bonus, each with a reason the audit keeps.
 */
export function DeskPanel({
  offers,
  busy,
  done,
  refusal,
  last,
  onGrant,
  onCancel,
}: {
  offers: AdminBonusOffer[];
  busy: string | null;
  done: number;
  refusal: { action: 'grant' | 'cancel'; message: string } | null;
  last: AdminPlayerBonus | null;
  onGrant: (body: AdminBonusGrant) => void;
  onCancel: (body: AdminBonusCancel) => void;
}) {
  const intl = useIntl();
  const lang = intl.locale.startsWith('en') ? 'en' : 'tr';
  const options = offers
    .filter((o) => o.enabled)
    .map((o) => ({
      value: o.code,
      label: <>{`${lang === 'en' ? o.titleEn : o.titleTr} (${o.code})`}</>,
    }));
  return (
    <div className="bo-bonus__desk">
      <Panel id="bo-grant" title="bo.bonus.grant">
        <p className="bo-dim bo-small">
          <FormattedMessage id="bo.bonus.grantHint" />
        </p>
        <Form<GrantValues>
          key={`grant-${done}`}
          onSubmit={(v) =>
            onGrant({
              username: (v.username ?? '').trim(),
              offer: v.offer ?? '',
              ...(v.amount !== undefined ? { amount: v.amount } : {}),
              reason: (v.reason ?? '').trim(),
            })
          }
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate className="bo-bonus__form">
              <TextField
                name="username"
                label="bo.bonus.username"
                autoComplete="off"
                required
                validate={USERNAME}
              />
              <SelectField
                name="offer"
                label="bo.bonus.offerField"
                placeholder="bo.bonus.offerField"
                required
                options={options}
              />
              <AmountField name="amount" label="bo.bonus.amountOptional" />
              <TextField name="reason" label="bo.bonus.reason" required validate={REASON} />
              <button type="submit" className="bo-button" disabled={busy === 'grant'}>
                <FormattedMessage id="bo.bonus.grantSubmit" />
              </button>
            </form>
          )}
        />
        {refusal?.action === 'grant' ? (
          <Refusal title="bo.bonus.grantRefused" message={refusal.message} />
        ) : null}
      </Panel>
      <Panel id="bo-cancel" title="bo.bonus.cancel">
        <p className="bo-dim bo-small">
          <FormattedMessage id="bo.bonus.cancelHint" />
        </p>
        <Form<CancelValues>
          key={`cancel-${done}`}
          onSubmit={(v) =>
            onCancel({
              username: (v.username ?? '').trim(),
              ...(v.bonusId ? { bonusId: Number(v.bonusId) } : {}),
              reason: (v.reason ?? '').trim(),
            })
          }
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate className="bo-bonus__form">
              <TextField
                name="username"
                label="bo.bonus.username"
                autoComplete="off"
                required
                validate={USERNAME}
              />
              <TextField name="bonusId" label="bo.bonus.bonusId" type="numeric" validate={DIGITS} />
              <TextField name="reason" label="bo.bonus.reason" required validate={REASON} />
              <button
                type="submit"
                className="bo-button bo-button--danger"
                disabled={busy === 'cancel'}
              >
                <FormattedMessage id="bo.bonus.cancelSubmit" />
              </button>
            </form>
          )}
        />
        {refusal?.action === 'cancel' ? (
          <Refusal title="bo.bonus.cancelRefused" message={refusal.message} />
        ) : null}
      </Panel>
      {last ? (
        <p className="bo-dim bo-small" role="status">
          <FormattedMessage
            id="bo.bonus.last"
            values={{
              player: last.username,
              offer: last.offer,
              amount: money(intl, last.amount),
              status: last.status,
            }}
          />
        </p>
      ) : null}
    </div>
  );
}
