import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable, HiddenHead } from '../../components/data-table';
import { Loading, ScreenHead } from '../../components/screen-head';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { when } from '../../lib/format';
import { selectRole } from '../../lib/session/session-slice';
import { CreateStaffForm, ManageMember } from './staff-forms';
import {
  createdTokenDismissed,
  memberSelected,
  selectStaffAdmin,
  staffChangeRequested,
  staffCreateRequested,
  staffRequested,
  tokenCreateRequested,
  tokenRevokeRequested,
} from './staff-slice';
import { TokensPanel } from './tokens-panel';
import '../../components/tables.css';
import './staff.css';

/**
 * Staff (the back office › staff identity): the staff members and the machine tokens. The owner
 * creates staff, changes roles, disables, resets a password or the two-factor, and creates and
 * revokes tokens; an auditor reads the same lists.
 */
export function StaffScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const staff = useAppSelector(selectStaffAdmin);
  const owner = useAppSelector(selectRole) === 'owner';
  useEffect(() => {
    dispatch(staffRequested());
  }, [dispatch]);
  const selected = staff.members.find((m) => m.id === staff.selectedId) ?? null;
  return (
    <section className="bo-page bo-staff">
      <ScreenHead title="bo.staff.title" intro="bo.staff.intro" />
      {staff.status === 'loading' ? <Loading /> : null}
      {staff.status === 'failed' ? (
        <p className="bo-error" role="alert">
          {staff.error || intl.formatMessage({ id: 'bo.app.networkError' })}
        </p>
      ) : null}
      {staff.status === 'ready' ? (
        <>
          <DataTable
            label={intl.formatMessage({ id: 'bo.staff.title' })}
            columns={[
              'bo.staff.name',
              'bo.staff.email',
              'bo.staff.role',
              'bo.staff.twoFactor',
              'bo.staff.state',
              'bo.staff.created',
            ]}
            extra={owner ? <HiddenHead label="bo.staff.manage" /> : null}
          >
            <tbody>
              {staff.members.map((m) => (
                <tr key={m.id} aria-current={m.id === staff.selectedId || undefined}>
                  <th scope="row">{m.name}</th>
                  <td>{m.email}</td>
                  <td>{intl.formatMessage({ id: `bo.role.${m.role}` })}</td>
                  <td>
                    <FormattedMessage id={m.twoFactor ? 'bo.staff.on' : 'bo.staff.off'} />
                  </td>
                  <td>
                    <FormattedMessage id={m.disabled ? 'bo.staff.disabled' : 'bo.staff.active'} />
                  </td>
                  <td className="bo-nowrap">{when(intl, m.createdAt)}</td>
                  {owner ? (
                    <td>
                      <button
                        type="button"
                        className="bo-button bo-button--ghost"
                        aria-label={intl.formatMessage(
                          { id: 'bo.staff.manageTitle' },
                          { name: m.name },
                        )}
                        onClick={() => dispatch(memberSelected(m.id))}
                      >
                        <FormattedMessage id="bo.staff.manage" />
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </DataTable>
          <div className="bo-staff__grid">
            {owner && selected ? (
              <ManageMember
                key={selected.id}
                member={selected}
                formKey={staff.saved}
                pending={staff.pending}
                onChange={(change) => dispatch(staffChangeRequested(change))}
                onClose={() => dispatch(memberSelected(null))}
              />
            ) : null}
            {owner ? (
              <CreateStaffForm
                formKey={staff.saved}
                pending={staff.pending}
                onCreate={(member) => dispatch(staffCreateRequested(member))}
              />
            ) : null}
            <TokensPanel
              tokens={staff.tokens}
              created={staff.createdToken}
              canManage={owner}
              formKey={staff.saved}
              pending={staff.pending}
              onCreate={(name, role) => dispatch(tokenCreateRequested({ name, role }))}
              onRevoke={(id) => dispatch(tokenRevokeRequested(id))}
              onDismiss={() => dispatch(createdTokenDismissed())}
            />
          </div>
        </>
      ) : null}
    </section>
  );
}
