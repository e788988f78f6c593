import { useState } from 'react';
import type { DisruptionAlternative, DisruptionReply, FlightDisruption } from '@travel/contracts/disruptions';
import { useAnswerDisruption, type DisruptionAnswer } from './api/answerDisruption';
import { refreshAlternatives } from './api/getAlternatives';
import { AlternativesPicker } from './AlternativesPicker';
import { ConfirmAnswer } from './ConfirmAnswer';
import { FlightSlices } from './FlightSlices';

export interface Answered {
  reply: DisruptionReply;
  /** The flight chosen instead, when the answer was another flight (the API's view does not repeat it). */
  alternative?: DisruptionAlternative;
}

type Confirming =
  { action: 'accept' } | { action: 'cancel' } | { action: 'change'; alternative: DisruptionAlternative };

/**
 * What the traveller may answer to an open change, as the supplier allows (`actions`): keep the new schedule, take
 * another flight it offers, or cancel for a full refund. Each is confirmed in a dialog before it is sent; the API's
 * refusal (a 409: answered already, the deadline passed, the flight no longer offered) is shown as it words it.
 */
export function ChangeChoices({
  disruption,
  token,
  onAnswered,
}: {
  disruption: FlightDisruption;
  token?: string;
  onAnswered(answered: Answered): void;
}) {
  const answer = useAnswerDisruption();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [picking, setPicking] = useState(false);
  const allowed = (action: FlightDisruption['actions'][number]) => disruption.actions.includes(action);
  const pending = answer.status === 'pending';

  async function send() {
    if (!confirming) return;
    const sent: DisruptionAnswer =
      confirming.action === 'change'
        ? { action: 'change', alternativeId: confirming.alternative.id }
        : { action: confirming.action };
    const reply = await answer.mutate(disruption.reference, disruption.id, token, sent).catch(() => undefined);
    setConfirming(null);
    // Refused: the flight may be offered no longer (the API says to choose again), so the list is asked again.
    if (!reply && confirming.action === 'change') refreshAlternatives(disruption.reference, disruption.id);
    if (reply) onAnswered({ reply, alternative: confirming.action === 'change' ? confirming.alternative : undefined });
  }

  return (
    <section aria-labelledby="schedule-change-choices" className="schedule-change__choices">
      <h2 id="schedule-change-choices">What would you like to do?</h2>
      {answer.status === 'error' && (
        <p role="alert" className="trips-error">
          {answer.message}
        </p>
      )}
      {allowed('accept') && (
        <div className="schedule-change__choice">
          <h3>Keep the new schedule</h3>
          <p>Fly as the airline changed it. We confirm it with the airline and email you a new e-ticket.</p>
          <button type="button" className="tp-button" onClick={() => setConfirming({ action: 'accept' })}>
            Accept the new schedule
          </button>
        </div>
      )}
      {allowed('change') && (
        <div className="schedule-change__choice">
          <h3>Take another flight</h3>
          <p>Choose one of the flights the airline offers instead, at no cost to you.</p>
          <button
            type="button"
            className="tp-button tp-button--secondary"
            aria-expanded={picking}
            aria-controls="schedule-change-alternatives"
            onClick={() => setPicking((open) => !open)}
          >
            See other flights
          </button>
          <div id="schedule-change-alternatives">
            {picking && (
              <AlternativesPicker
                disruption={disruption}
                token={token}
                onChoose={(alternative) => setConfirming({ action: 'change', alternative })}
              />
            )}
          </div>
        </div>
      )}
      {allowed('cancel') && (
        <div className="schedule-change__choice">
          <h3>Cancel for a full refund</h3>
          <p>
            Everything you paid, our fees included, goes back to your original payment method: not as travel credit.
          </p>
          <button
            type="button"
            className="tp-button tp-button--secondary"
            onClick={() => setConfirming({ action: 'cancel' })}
          >
            Cancel for a full refund
          </button>
        </div>
      )}
      {confirming?.action === 'accept' && (
        <ConfirmAnswer
          title="Accept the new schedule?"
          confirmLabel="Yes, accept it"
          pending={pending}
          onConfirm={send}
          onClose={() => setConfirming(null)}
        >
          <p>Your booking keeps the airline&apos;s new schedule, and we email you a new e-ticket.</p>
          <FlightSlices slices={disruption.after} label="Your flight after the change" />
        </ConfirmAnswer>
      )}
      {confirming?.action === 'change' && (
        <ConfirmAnswer
          title="Change to this flight?"
          confirmLabel="Yes, change my flight"
          pending={pending}
          onConfirm={send}
          onClose={() => setConfirming(null)}
        >
          <FlightSlices slices={confirming.alternative.slices} label="Your new flight" />
          <p>It costs you nothing. We confirm it with the airline and email you a new e-ticket.</p>
        </ConfirmAnswer>
      )}
      {confirming?.action === 'cancel' && (
        <ConfirmAnswer
          title="Cancel this booking?"
          confirmLabel="Yes, cancel and refund"
          backLabel="Keep my booking"
          pending={pending}
          onConfirm={send}
          onClose={() => setConfirming(null)}
        >
          <p>
            We cancel the booking with the airline and refund everything you paid, our fees included, to your original
            payment method. Travel credit you used goes back to your travel credit.
          </p>
        </ConfirmAnswer>
      )}
    </section>
  );
}
