import { useState, type FormEvent } from 'react';
import { QueryState } from '@travel/shared-ui/api';
import { LoadError, Spinner } from '@travel/shared-ui/components';
import { CheckboxField } from '@travel/shared-ui/fields';
import { STAFF_INVITE_MESSAGES, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@travel/contracts/admin';
import { selectCurrentUser, useAppSelector } from '@travel/shared-ui/store';
import { AdminOnly } from '../access/AdminOnly';
import { useStaff, type StaffMember, type StaffQuery } from './api/getStaff';
import { useSetStaffRoles } from './api/setStaffRoles';
import { InviteStaffForm } from './InviteStaffForm';
import { PendingInvitations } from './PendingInvitations';
import { SuspensionControl } from './SuspensionControl';
import '../suppliers/SuppliersPage.css';
import './StaffPage.css';

function loadErrorMessage(query: StaffQuery): string {
  if (query.status !== 'error') return '';
  if (query.httpStatus === 401) return 'Your session has ended. Log in again to see the staff.';
  // An invited member before two-step sign-in is on: the API says what to do first.
  if (query.httpStatus === 403 && query.message === STAFF_INVITE_MESSAGES.enrolFirst) return query.message;
  if (query.httpStatus === 403) return 'Only a Super Admin can see the staff and change their roles.';
  return 'Could not load the staff.';
}

const rolesText = (roles: readonly StaffRole[]) =>
  roles.length === 0 ? 'No role' : roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ');

/**
 * One member: their roles as checkboxes, saved together, the API's answer (or refusal) said beneath; and Suspend or
 * Reinstate (not for yourself).
 */
function StaffRolesForm({ member, isMe }: { member: StaffMember; isMe: boolean }) {
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const [saved, setSaved] = useState('');
  const save = useSetStaffRoles();
  const changed = roles.length !== member.roles.length || roles.some((role) => !member.roles.includes(role));

  const toggle = (role: StaffRole, on: boolean) => {
    setSaved('');
    setRoles((current) => STAFF_ROLES.filter((r) => (r === role ? on : current.includes(r))));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    try {
      const answer = await save.mutate(member.id, roles);
      setRoles(answer.staff.roles);
      setSaved(answer.message);
    } catch {
      // The refusal is shown from the mutation's state.
    }
  };

  const id = `staff-${member.id}`;
  return (
    <form className="stf__form" onSubmit={submit} aria-labelledby={`${id}-name`}>
      <fieldset>
        <legend id={`${id}-name`}>
          <span translate="no">{member.name}</span>{' '}
          <span className="stf__email" translate="no">
            {member.email}
          </span>
          {member.suspended && <span className="stf__suspended"> Suspended</span>}
        </legend>
        <p className="stf__current">{`Now: ${rolesText(member.roles)}`}</p>
        <div className="stf__roles">
          {STAFF_ROLES.map((role) => (
            <CheckboxField
              key={role}
              id={`${id}-${role}`}
              name={role}
              label={STAFF_ROLE_LABELS[role]}
              checked={roles.includes(role)}
              onChange={(event) => toggle(role, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <div className="stf__actions">
        <button type="submit" className="tp-button" disabled={!changed || save.status === 'pending'}>
          {save.status === 'pending' ? 'Saving…' : 'Save roles'}
        </button>
        {save.status === 'error' && (
          <p className="stf__error" role="alert">
            {save.message}
          </p>
        )}
        {saved && (
          <p className="stf__saved" role="status">
            {saved}
          </p>
        )}
        {!isMe && <SuspensionControl member={member} />}
      </div>
    </form>
  );
}

function Staff() {
  const staff = useStaff();
  const me = useAppSelector(selectCurrentUser);
  return (
    <div className="tp-page sup">
      <header className="sup__header">
        <div>
          <h1>Staff and roles</h1>
          <p className="sup__subtitle">
            Each staff member and the roles they hold. A role gives a set of permissions; someone with several roles may
            do what any of them allows. Staff join by invitation; a suspended member is signed out at once. Every change
            is recorded in the audit log.
          </p>
        </div>
      </header>
      {staff.status === 'success' && (
        <div className="stf__invites">
          <InviteStaffForm />
          <PendingInvitations />
        </div>
      )}
      <section aria-labelledby="stf-heading" aria-busy={staff.status === 'loading'}>
        <h2 id="stf-heading" className="tp-visually-hidden">
          Staff members
        </h2>
        <QueryState
          query={staff}
          loading={<Spinner label="Loading staff…" />}
          error={<LoadError message={loadErrorMessage(staff)} onRetry={staff.retry} />}
          isEmpty={(list) => list.length === 0}
          empty={<p className="sup__empty">There are no staff accounts.</p>}
        >
          {(list) => (
            <ul className="stf__list">
              {list.map((member) => (
                <li key={member.id}>
                  <StaffRolesForm member={member} isMe={member.id === me?.id} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}

/**
 * /admin-staff: every staff member with their roles, a change of them, suspension, and invitations (`staff.manage`).
 */
export default function StaffPage() {
  return (
    <AdminOnly>
      <Staff />
    </AdminOnly>
  );
}
