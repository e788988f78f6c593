import { useState } from 'react';
import { QueryState } from '@travel/shared-ui/api';
import { LoadError, Spinner } from '@travel/shared-ui/components';
import { Modal } from '@travel/shared-ui/modal';
import { toast } from '@travel/shared-ui/toast';
import { STAFF_ROLE_LABELS } from '@travel/contracts/admin';
import { formatDateTime } from '../common/format';
import { useStaffInvitations, type StaffInvitation } from './api/getStaffInvitations';
import { useRevokeStaffInvitation } from './api/revokeStaffInvitation';

/** The invitations not yet accepted, each with Revoke (confirmed first: its link stops working). */
export function PendingInvitations() {
  const invitations = useStaffInvitations();
  const revoke = useRevokeStaffInvitation();
  const [confirming, setConfirming] = useState<StaffInvitation | null>(null);

  const onRevoke = async (invitation: StaffInvitation) => {
    setConfirming(null);
    try {
      const reply = await revoke.mutate(invitation.id);
      toast.success(reply.message);
    } catch {
      // The refusal is shown from the mutation's state.
    }
  };

  return (
    <section aria-labelledby="stf-pending" className="stf__pending">
      <h2 id="stf-pending">Pending invitations</h2>
      {revoke.status === 'error' && (
        <p className="stf__error" role="alert">
          {revoke.message}
        </p>
      )}
      <QueryState
        query={invitations}
        loading={<Spinner label="Loading invitations…" />}
        error={<LoadError message="Could not load the invitations." onRetry={invitations.retry} />}
        isEmpty={(list) => list.length === 0}
        empty={<p className="sup__empty">No invitations are waiting.</p>}
      >
        {(list) => (
          <ul className="stf__invitations">
            {list.map((invitation) => (
              <li key={invitation.id}>
                <span translate="no">{invitation.email}</span>{' '}
                <span className="stf__current">
                  {`${invitation.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ')} · expires ${formatDateTime(invitation.expiresAt)}`}
                </span>{' '}
                <button
                  type="button"
                  className="tp-button tp-button--secondary"
                  aria-label={`Revoke the invitation to ${invitation.email}`}
                  disabled={revoke.status === 'pending'}
                  onClick={() => setConfirming(invitation)}
                >
                  Revoke
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {confirming && (
        <Modal
          title="Revoke this invitation?"
          onClose={() => setConfirming(null)}
          actions={
            <>
              <button type="button" className="tp-button tp-button--secondary" onClick={() => setConfirming(null)}>
                Go back
              </button>
              <button type="button" className="tp-button" onClick={() => void onRevoke(confirming)}>
                Revoke invitation
              </button>
            </>
          }
        >
          <p>{`The link sent to ${confirming.email} will stop working.`}</p>
        </Modal>
      )}
    </section>
  );
}
