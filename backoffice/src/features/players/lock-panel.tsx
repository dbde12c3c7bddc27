import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Panel } from '../../components/panel';
import { TextButton } from '../../components/text-button';
import { Form, SubmitButton, TextAreaField } from '@oyna/ui';
import { lengthBetween, type BackofficePlayerProfile } from '@oyna/contracts';
import { when } from '../../lib/format';

/** PlayerLockSchema: a reason of 3 to 1000 characters (TEXT_MAX.message). */
const REASON_RULE = lengthBetween(3, 1000);

/**
 * Lock or unlock the account with a reason, confirmed in a second step: a lock logs the player
 * out everywhere and refuses their login until an unlock (both audited with the reason).
 */
export function LockPanel({
  profile,
  pending,
  onConfirm,
}: {
  profile: BackofficePlayerProfile;
  pending: boolean;
  onConfirm: (locked: boolean, reason: string) => void;
}) {
  const intl = useIntl();
  const { player } = profile;
  const locking = !player.locked;
  const [confirming, setConfirming] = useState<string | null>(null);
  const yesRef = useRef<HTMLButtonElement>(null);
  // The confirmation replaces the form: the keyboard's focus goes to its answer.
  useEffect(() => {
    if (confirming !== null) yesRef.current?.focus();
  }, [confirming]);
  return (
    <Panel id="bo-lock-title" title="bo.players.lockTitle" className="bo-lock">
      {player.lock ? (
        <p className="bo-lock__state" data-testid="bo-lock-state">
          <FormattedMessage
            id="bo.players.lockedBy"
            values={{
              by: player.lock.by,
              at: when(intl, player.lock.at),
              reason: player.lock.reason,
            }}
          />
        </p>
      ) : (
        <p className="bo-dim">
          <FormattedMessage id="bo.players.notLocked" />
        </p>
      )}
      {confirming === null ? (
        <Form<{ reason: string }>
          // A new form after each lock or unlock: the reason starts empty again.
          key={String(player.locked)}
          onSubmit={(values) => {
            setConfirming(values.reason.trim());
          }}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate className="bo-lock__form">
              <TextAreaField
                name="reason"
                label={locking ? 'bo.players.lockReason' : 'bo.players.unlockReason'}
                validate={REASON_RULE}
                required
              />
              <SubmitButton
                label={locking ? 'bo.players.lock' : 'bo.players.unlock'}
                pending={pending}
                className={locking ? 'bo-button--danger' : undefined}
              />
            </form>
          )}
        />
      ) : (
        <div className="bo-confirm" role="alertdialog" aria-labelledby="bo-lock-confirm">
          <p id="bo-lock-confirm">
            <FormattedMessage
              id={locking ? 'bo.players.lockConfirm' : 'bo.players.unlockConfirm'}
              values={{ player: player.username, reason: confirming }}
            />
          </p>
          <div className="bo-page__actions">
            <button
              ref={yesRef}
              type="button"
              className={`bo-button ${locking ? 'bo-button--danger' : 'bo-button--ok'}`}
              disabled={pending}
              onClick={() => {
                onConfirm(locking, confirming);
                setConfirming(null);
              }}
            >
              <FormattedMessage id={locking ? 'bo.players.lockYes' : 'bo.players.unlockYes'} />
            </button>
            <TextButton label="bo.players.cancel" onClick={() => setConfirming(null)} />
          </div>
        </div>
      )}
    </Panel>
  );
}
