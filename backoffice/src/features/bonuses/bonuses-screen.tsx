import { useEffect } from 'react';
import { TextButton } from '../../components/text-button';
import { ScreenHead } from '../../components/screen-head';
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
      <ScreenHead title="bo.bonus.title" intro="bo.bonus.intro">
        <TextButton
          label="bo.bonus.refresh"
          onClick={() => dispatch(loadRequested({ requests: readClaims }))}
        />
      </ScreenHead>
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
