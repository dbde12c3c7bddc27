import { FormattedMessage, useIntl } from 'react-intl';
import { Panel } from '../../components/panel';
import { TextButton } from '../../components/text-button';
import { DataTable } from '../../components/data-table';
import { Form, SelectField, SubmitButton, TextField } from '@oyna/ui';
import {
  validationError,
  type StaffRole,
  type StaffTokenCreated,
  type StaffTokenInfo,
} from '@oyna/contracts';
import { ConfirmButton } from '../../components/confirm-button';
import { when } from '../../lib/format';
import { ROLE_OPTIONS } from './staff-forms';

/** StaffTokenCreateSchema: lower-case letters, digits, dot, dash, underscore; 60 at most. */
const TOKEN_NAME = (value: unknown) =>
  typeof value === 'string' && value !== '' && !/^[a-z0-9][a-z0-9._-]{0,59}$/.test(value)
    ? validationError('alphanumeric')
    : undefined;

/**
 * Machine tokens: one per integration, named and scoped to a role; the secret is shown once, at
 * creation (the api keeps only its hash), and a token can be revoked.
 */
export function TokensPanel({
  tokens,
  created,
  canManage,
  formKey,
  pending,
  onCreate,
  onRevoke,
  onDismiss,
}: {
  tokens: StaffTokenInfo[];
  created: StaffTokenCreated | null;
  canManage: boolean;
  formKey: number;
  pending: boolean;
  onCreate: (name: string, role: StaffRole) => void;
  onRevoke: (id: number) => void;
  onDismiss: () => void;
}) {
  const intl = useIntl();
  return (
    <Panel id="bo-tokens-title" title="bo.staff.tokens">
      {created ? (
        <div className="bo-secret" role="status" data-testid="bo-token-secret">
          <p>
            <FormattedMessage id="bo.staff.tokenOnce" values={{ name: created.name }} />
          </p>
          <code className="bo-secret__value">{created.token}</code>
          <TextButton label="bo.staff.tokenSaved" onClick={onDismiss} />
        </div>
      ) : null}
      {canManage ? (
        <Form<{ name: string; role: StaffRole | '' }>
          key={formKey}
          onSubmit={(v) => {
            if (v.role) onCreate(v.name, v.role);
          }}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate className="bo-filters">
              <TextField name="name" label="bo.staff.tokenName" validate={TOKEN_NAME} required />
              <SelectField name="role" label="bo.staff.tokenRole" options={ROLE_OPTIONS} required />
              <SubmitButton label="bo.staff.tokenCreate" pending={pending} />
            </form>
          )}
        />
      ) : null}
      {tokens.length === 0 ? (
        <p className="bo-dim">
          <FormattedMessage id="bo.list.empty" />
        </p>
      ) : (
        <DataTable
          columns={['bo.staff.tokenName', 'bo.staff.role', 'bo.staff.created', 'bo.staff.state']}
        >
          <tbody>
            {tokens.map((t) => (
              <tr key={t.id}>
                <th scope="row">{t.name}</th>
                <td>{intl.formatMessage({ id: `bo.role.${t.role}` })}</td>
                <td className="bo-nowrap">{when(intl, t.createdAt)}</td>
                <td>
                  {t.revoked ? (
                    <FormattedMessage id="bo.staff.revoked" />
                  ) : canManage ? (
                    <ConfirmButton
                      label="bo.staff.revoke"
                      question="bo.staff.revokeQuestion"
                      values={{ name: t.name }}
                      yes="bo.staff.revokeYes"
                      danger
                      disabled={pending}
                      onConfirm={() => onRevoke(t.id)}
                    />
                  ) : (
                    <FormattedMessage id="bo.staff.active" />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Panel>
  );
}
