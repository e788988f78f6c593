import { useState } from 'react';
import { apiErrorStatus } from '@travel/shared-ui/api';
import { Modal } from '@travel/shared-ui/modal';
import { toast } from '@travel/shared-ui/toast';
import { can, type StaffRole } from '@travel/contracts/admin';
import type { StaffDisruptionDetail } from '@travel/contracts/disruptions';
import { useStepUp } from '../access/useStepUp';
import { reloadDisruption, useAnswerDisruption, type StaffAnswer } from './api/disruptions';
import { Flights } from './disruptionTexts';

/** Each answer: its button, and the confirmation that says what it does for the traveller. */
const ANSWERS = {
  accept: {
    button: 'Accept the new schedule',
    title: 'Accept the new schedule for the traveller?',
    body: "The airline is told the traveller accepts its new schedule, and the traveller is emailed their new e-ticket, as if they had answered. This can't be undone.",
  },
  alternative: {
    button: 'Move to the chosen flight',
    title: 'Move the traveller to the chosen flight?',
    body: "The airline moves the booking to the flight chosen, at no cost to the traveller, who is emailed their new e-ticket, as if they had answered. This can't be undone.",
  },
  cancel: {
    button: 'Cancel and refund in full',
    title: 'Cancel the booking and refund in full?',
    body: "The booking is cancelled at the airline and everything the traveller paid is refunded to their original payment method; they are emailed, as if they had answered. This can't be undone.",
  },
} as const;

/**
 * The three answers staff give for the traveller, each behind a confirmation: accept and another flight need
 * `complaints.work`, cancel for a full refund `refunds.initiate` (the API checks the same). The API's refusal (a
 * 409: answered already, the deadline passed …) is shown as it says it, and the change is read again.
 */
export function DisruptionActions({
  disruption,
  roles,
}: {
  disruption: StaffDisruptionDetail;
  roles: readonly StaffRole[];
}) {
  const answer = useAnswerDisruption();
  const [confirming, setConfirming] = useState<StaffAnswer | null>(null);
  const [alternativeId, setAlternativeId] = useState('');
  // Cancelling refunds: the API may ask for the second factor again first (#40).
  const stepUp = useStepUp();
  if (disruption.state !== 'awaiting') return null;

  const mayWork = can(roles, 'complaints.work');
  const mayRefund = can(roles, 'refunds.initiate');
  const allows = (action: 'accept' | 'change' | 'cancel') => disruption.actions.includes(action);
  const chosen = disruption.alternatives.find((alternative) => alternative.id === alternativeId);

  const onConfirm = async (given: StaffAnswer) => {
    setConfirming(null);
    try {
      const reply = await stepUp.guard(() => answer.mutate(disruption.id, given));
      if (reply.message) toast.success(reply.message);
    } catch (error) {
      if (apiErrorStatus(error) === 409) reloadDisruption(disruption.id);
    }
  };

  return (
    <section className="dsr__panel" aria-labelledby="dsr-answer">
      <h2 id="dsr-answer">Answer for the traveller</h2>
      {stepUp.dialog}
      {answer.status === 'error' && (
        <p role="alert" className="tp-field__error">
          {answer.message}
        </p>
      )}
      {!mayWork && !mayRefund && <p className="dsr__note">You may see this change but not answer it.</p>}
      {mayWork && allows('change') && (
        <fieldset className="dsr__alternatives">
          <legend>Another flight</legend>
          {disruption.alternativesError && <p className="dsr__note">{disruption.alternativesError}</p>}
          {!disruption.alternativesError && disruption.alternatives.length === 0 && (
            <p className="dsr__note">The airline offers no other flight just now.</p>
          )}
          {disruption.alternatives.map((alternative) => (
            <label key={alternative.id}>
              <input
                type="radio"
                name="dsr-alternative"
                value={alternative.id}
                checked={alternativeId === alternative.id}
                onChange={() => setAlternativeId(alternative.id)}
              />
              <span>
                <Flights slices={alternative.slices} />
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="dsr__actions">
        {mayWork && allows('accept') && (
          <button
            type="button"
            className="tp-button"
            disabled={answer.status === 'pending'}
            onClick={() => setConfirming({ action: 'accept' })}
          >
            {ANSWERS.accept.button}
          </button>
        )}
        {mayWork && allows('change') && disruption.alternatives.length > 0 && (
          <button
            type="button"
            className="tp-button tp-button--secondary"
            disabled={answer.status === 'pending' || !chosen}
            onClick={() => chosen && setConfirming({ action: 'alternative', alternativeId: chosen.id })}
          >
            {ANSWERS.alternative.button}
          </button>
        )}
        {mayRefund && allows('cancel') && (
          <button
            type="button"
            className="tp-button tp-button--secondary"
            disabled={answer.status === 'pending'}
            onClick={() => setConfirming({ action: 'cancel' })}
          >
            {ANSWERS.cancel.button}
          </button>
        )}
      </div>
      {mayWork && !mayRefund && allows('cancel') && (
        <p className="dsr__note">Cancelling for a full refund needs the permission to start refunds.</p>
      )}
      {answer.status === 'pending' && <p role="status">Answering for the traveller…</p>}
      {confirming && (
        <Modal
          title={ANSWERS[confirming.action].title}
          onClose={() => setConfirming(null)}
          actions={
            <>
              <button type="button" className="tp-button tp-button--secondary" onClick={() => setConfirming(null)}>
                Go back
              </button>
              <button type="button" className="tp-button" onClick={() => void onConfirm(confirming)}>
                {ANSWERS[confirming.action].button}
              </button>
            </>
          }
        >
          <p>{ANSWERS[confirming.action].body}</p>
          {confirming.action === 'alternative' && chosen && (
            <p>
              <Flights slices={chosen.slices} />
            </p>
          )}
        </Modal>
      )}
    </section>
  );
}
