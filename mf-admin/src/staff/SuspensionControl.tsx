import { useState } from 'react';
import { Modal } from '@travel/shared-ui/modal';
import { toast } from '@travel/shared-ui/toast';
import type { StaffMember } from './api/getStaff';
import { useChangeSuspension, type SuspensionAction } from './api/suspendStaff';

const CONFIRM: Record<SuspensionAction, { title: (name: string) => string; body: string; button: string }> = {
  suspend: {
    title: (name) => `Suspend ${name}?`,
    body: 'They are signed out at once and cannot sign in until reinstated.',
    button: 'Suspend',
  },
  reinstate: {
    title: (name) => `Reinstate ${name}?`,
    body: 'They can sign in again with their password and two-step sign-in.',
    button: 'Reinstate',
  },
};

/** Suspend or Reinstate one member, confirmed first; the API's refusal (409) said beside the button. */
export function SuspensionControl({ member }: { member: StaffMember }) {
  const change = useChangeSuspension();
  const [confirming, setConfirming] = useState(false);
  const action: SuspensionAction = member.suspended ? 'reinstate' : 'suspend';

  const onConfirm = async () => {
    setConfirming(false);
    try {
      const reply = await change.mutate(member.id, action);
      toast.success(reply.message);
    } catch {
      // The refusal is shown from the mutation's state.
    }
  };

  return (
    <>
      <button
        type="button"
        className="tp-button tp-button--secondary"
        disabled={change.status === 'pending'}
        onClick={() => setConfirming(true)}
      >
        {CONFIRM[action].button}
      </button>
      {change.status === 'error' && (
        <p className="stf__error" role="alert">
          {change.message}
        </p>
      )}
      {confirming && (
        <Modal
          title={CONFIRM[action].title(member.name)}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <button type="button" className="tp-button tp-button--secondary" onClick={() => setConfirming(false)}>
                Go back
              </button>
              <button type="button" className="tp-button" onClick={() => void onConfirm()}>
                {CONFIRM[action].button}
              </button>
            </>
          }
        >
          <p>{CONFIRM[action].body}</p>
        </Modal>
      )}
    </>
  );
}
