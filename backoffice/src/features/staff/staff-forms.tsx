import { FormattedMessage, useIntl } from 'react-intl';
import { Panel } from '../../components/panel';
import { TextButton } from '../../components/text-button';
import { Form, SelectField, SubmitButton, TextField, type SelectOption } from '@oyna/ui';
import {
  email as emailRule,
  registerRules,
  type StaffCreate,
  type StaffMember,
  type StaffRole,
} from '@oyna/contracts';
import { ConfirmButton } from '../../components/confirm-button';
import type { StaffChange } from './staff-slice';

/** The contracts' STAFF_ROLES (its schema module never reaches a page bundle). */
export const ROLES: readonly StaffRole[] = [
  'owner',
  'cashier',
  'content',
  'support',
  'risk',
  'auditor',
];
export const ROLE_OPTIONS: SelectOption<StaffRole>[] = ROLES.map((r) => ({
  value: r,
  label: `bo.role.${r}`,
}));

/** Stable rule instances: a field re-registers when its rule changes. */
const EMAIL = emailRule();
/** Staff passwords follow the players' policy (the back office › staff identity). */
const PASSWORD = registerRules.password;

/** A new staff member: e-mail, name, role and an initial password (owner). */
export function CreateStaffForm({
  formKey,
  pending,
  onCreate,
}: {
  formKey: number;
  pending: boolean;
  onCreate: (member: StaffCreate) => void;
}) {
  return (
    <Panel id="bo-staff-create" title="bo.staff.create">
      <Form<{ email: string; name: string; role: StaffRole | ''; password: string }>
        key={formKey}
        onSubmit={(v) => {
          if (v.role)
            onCreate({ email: v.email, name: v.name, role: v.role, password: v.password });
        }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate className="bo-staff__form">
            <TextField name="email" type="email" label="bo.staff.email" validate={EMAIL} required />
            <TextField name="name" label="bo.staff.name" required />
            <SelectField name="role" label="bo.staff.role" options={ROLE_OPTIONS} required />
            <TextField
              name="password"
              type="password"
              label="bo.staff.initialPassword"
              autoComplete="new-password"
              validate={PASSWORD}
              required
            />
            <SubmitButton label="bo.staff.createSubmit" pending={pending} />
          </form>
        )}
      />
    </Panel>
  );
}

/**
 * What an owner does to one staff member: another role, disable or enable (their sessions end),
 * a new password, a new two-factor enrolment at the next login.
 */
export function ManageMember({
  member,
  formKey,
  pending,
  onChange,
  onClose,
}: {
  member: StaffMember;
  formKey: number;
  pending: boolean;
  onChange: (change: StaffChange) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const name = { name: member.name };
  return (
    <section className="bo-panel bo-staff__manage" aria-labelledby="bo-staff-manage">
      <header className="bo-page__head">
        <h2 id="bo-staff-manage">
          <FormattedMessage id="bo.staff.manageTitle" values={name} />
        </h2>
        <TextButton label="bo.staff.close" onClick={onClose} />
      </header>
      <Form<{ role: StaffRole | '' }>
        key={`role-${formKey}`}
        initialValues={{ role: member.role }}
        onSubmit={(v) => {
          if (v.role) onChange({ kind: 'role', id: member.id, role: v.role });
        }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate className="bo-filters">
            <SelectField name="role" label="bo.staff.role" options={ROLE_OPTIONS} required />
            <SubmitButton label="bo.staff.saveRole" pending={pending} />
          </form>
        )}
      />
      <Form<{ password: string }>
        key={`password-${formKey}`}
        onSubmit={(v) => {
          onChange({ kind: 'password', id: member.id, password: v.password });
        }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate className="bo-filters">
            <TextField
              name="password"
              type="password"
              label="bo.staff.newPassword"
              autoComplete="new-password"
              validate={PASSWORD}
              required
            />
            <SubmitButton label="bo.staff.setPassword" pending={pending} />
          </form>
        )}
      />
      <div className="bo-staff__actions">
        <ConfirmButton
          label={member.disabled ? 'bo.staff.enable' : 'bo.staff.disable'}
          question={member.disabled ? 'bo.staff.enableQuestion' : 'bo.staff.disableQuestion'}
          values={name}
          yes={member.disabled ? 'bo.staff.enableYes' : 'bo.staff.disableYes'}
          danger={!member.disabled}
          disabled={pending}
          onConfirm={() => onChange({ kind: 'disable', id: member.id, disabled: !member.disabled })}
        />
        <ConfirmButton
          label="bo.staff.resetTwoFactor"
          question="bo.staff.resetTwoFactorQuestion"
          values={name}
          yes="bo.staff.resetTwoFactorYes"
          danger
          disabled={pending}
          onConfirm={() => onChange({ kind: 'twoFactor', id: member.id })}
        />
      </div>
      <p className="bo-dim bo-small">{intl.formatMessage({ id: 'bo.staff.manageHint' })}</p>
    </section>
  );
}
