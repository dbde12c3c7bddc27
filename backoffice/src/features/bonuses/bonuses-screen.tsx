import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import type { StaffRole } from '@oyna/contracts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectRole } from '../../lib/session/session-slice';
import {
  cancelRequested,
  decisionRequested,
  grantRequested,
  loadRequested,
  offerEdited,
  offerRequested,
  selectBonuses,
} from './bonuses-slice';
import { ClaimsPanel } from './claims-panel';
import { DeskPanel } from './desk-panel';
import { OffersPanel } from './offers-panel';
import '../../components/tables.css';
import './bonuses.css';

// Who may do what, as the api's role table says (api/src/modules/staff/roles.ts).
const READ_CLAIMS: readonly StaffRole[] = ['owner', 'support', 'auditor'];
const DECIDE: readonly StaffRole[] = ['owner', 'support'];
const EDIT_OFFERS: readonly StaffRole[] = ['owner'];

/**
 * Bonuses (the back office › bonuses): the pending claims (approve or reject), granting and
 * cancelling a bonus by hand (support within its cap), and the offers (the owner edits).
 */
export function BonusesScreen() {
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectRole);
  const bonuses = useAppSelector(selectBonuses);
  const may = (roles: readonly StaffRole[]) => role !== null && roles.includes(role);
  const readClaims = may(READ_CLAIMS);
  useEffect(() => {
    dispatch(loadRequested({ requests: readClaims }));
  }, [dispatch, readClaims]);
  return (
    <section className="bo-page bo-bonus">
      <header className="bo-page__head">
        <div>
          <h1>
            <FormattedMessage id="bo.bonus.title" />
          </h1>
          <p className="bo-dim">
            <FormattedMessage id="bo.bonus.intro" />
          </p>
        </div>
        <div className="bo-page__actions">
          <button
            type="button"
            className="bo-button bo-button--ghost"
            onClick={() => dispatch(loadRequested({ requests: readClaims }))}
          >
            <FormattedMessage id="bo.bonus.refresh" />
          </button>
        </div>
      </header>
      <div className="bo-bonus__grid">
        {readClaims ? (
          <ClaimsPanel
            rows={bonuses.requests.rows}
            status={bonuses.requests.status}
            error={bonuses.requests.error}
            canDecide={may(DECIDE)}
            busy={bonuses.busy}
            onDecide={(id, approve, note) =>
              dispatch(decisionRequested({ id, approve, ...(note ? { note } : {}) }))
            }
          />
        ) : null}
        {may(DECIDE) ? (
          <DeskPanel
            offers={bonuses.offers.rows}
            busy={bonuses.busy}
            done={bonuses.done}
            refusal={bonuses.deskError}
            last={bonuses.lastBonus}
            onGrant={(body) => dispatch(grantRequested(body))}
            onCancel={(body) => dispatch(cancelRequested(body))}
          />
        ) : null}
      </div>
      <OffersPanel
        rows={bonuses.offers.rows}
        status={bonuses.offers.status}
        error={bonuses.offers.error}
        canEdit={may(EDIT_OFFERS)}
        editing={bonuses.editing}
        busy={bonuses.busy === 'offer'}
        onEdit={(code) => dispatch(offerEdited(code))}
        onSave={(body) => dispatch(offerRequested(body))}
      />
    </section>
  );
}
