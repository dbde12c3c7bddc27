import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Loading } from '../../components/screen-head';
import { Link, useParams } from '@oyna/ui/router';
import type { StaffRole } from '@oyna/contracts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectRole } from '../../lib/session/session-slice';
import { ActivityTabs } from './activity-tabs';
import { LockPanel } from './lock-panel';
import { NotesPanel } from './notes-panel';
import { ProfileFacts } from './profile-facts';
import {
  activityRequested,
  lockRequested,
  noteRequested,
  profileRequested,
  selectPlayers,
} from './players-slice';
import '../../components/tables.css';
import './players.css';

/** Who may act here, as the api's role table says (api/src/modules/staff/roles.ts). */
const NOTE_ROLES: readonly StaffRole[] = ['owner', 'cashier', 'support', 'risk'];
const LOCK_ROLES: readonly StaffRole[] = ['owner', 'support', 'risk'];

/**
 * A player's profile (the back office › players): who they are, balances, protection
 * (read-only), lock and unlock with a reason, staff notes, and their activity lists.
 */
export function PlayerProfileScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectRole);
  const { profile, activity, pending, notesAdded } = useAppSelector(selectPlayers);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  useEffect(() => {
    if (!valid) return;
    dispatch(profileRequested(id));
    dispatch(activityRequested({ id, name: 'notes' }));
  }, [dispatch, id, valid]);
  const data = profile.id === id ? profile.data : null;
  const may = (roles: readonly StaffRole[]) => role !== null && roles.includes(role);
  return (
    <section className="bo-page bo-profile">
      <p className="bo-small">
        <Link to="/players">
          <FormattedMessage id="bo.players.back" />
        </Link>
      </p>
      {!valid || profile.status === 'failed' ? (
        <p className="bo-error" role="alert">
          {!valid
            ? intl.formatMessage({ id: 'bo.players.notFound' })
            : profile.error || intl.formatMessage({ id: 'bo.app.networkError' })}
        </p>
      ) : null}
      {valid && !data && profile.status === 'loading' ? <Loading /> : null}
      {data ? (
        <>
          <header className="bo-profile__head">
            <h1>
              {data.player.username}{' '}
              <span className="bo-dim bo-profile__code">#{data.player.usercode}</span>
            </h1>
            <span
              className={`bo-badge ${data.player.locked ? 'bo-badge--out' : 'bo-badge--in'}`}
              data-testid="bo-player-state"
            >
              <FormattedMessage
                id={data.player.locked ? 'bo.players.lockedBadge' : 'bo.players.activeBadge'}
              />
            </span>
          </header>
          <div className="bo-profile__grid">
            <ProfileFacts profile={data} />
            <div className="bo-profile__side">
              {may(LOCK_ROLES) ? (
                <LockPanel
                  profile={data}
                  pending={pending.lock}
                  onConfirm={(locked, reason) => dispatch(lockRequested({ id, locked, reason }))}
                />
              ) : null}
              <NotesPanel
                notes={activity.notes}
                pending={pending.note}
                formKey={notesAdded}
                canWrite={may(NOTE_ROLES)}
                onAdd={(text) => dispatch(noteRequested({ id, text }))}
                onPage={(skip) => dispatch(activityRequested({ id, name: 'notes', skip }))}
              />
            </div>
          </div>
          <ActivityTabs id={id} canEndSessions={may(LOCK_ROLES)} />
        </>
      ) : null}
    </section>
  );
}
