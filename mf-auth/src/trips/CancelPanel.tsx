import { useState } from 'react';
import { QueryState } from '@travel/shared-ui/api';
import { toast } from '@travel/shared-ui/toast';
import { RadioGroupField, TextAreaField } from '@travel/shared-ui/fields';
import type { CancelTripBody, TripKind } from '@travel/contracts/trips';
import { useCancelTrip } from './api/cancelTrip';
import { useCancellationPreview } from './api/getCancellationPreview';
import { RefundPreview } from './RefundPreview';
import { money } from './tripTexts';

type Request = CancelTripBody['request'];

/** What each kind of booking offers: cancel by its own rules, or ask the back office for an exception. */
const CHOICES: Record<TripKind, { title: string; requests: { value: Request; label: string }[] }> = {
  flight: {
    title: 'Cancel this booking',
    requests: [
      { value: 'within_rules', label: 'Cancel under the fare rules' },
      { value: 'medical', label: 'Ask for an exception: medical emergency' },
      { value: 'schedule_change', label: 'Ask for an exception: the airline changed the schedule' },
    ],
  },
  hotel: {
    title: 'Cancel this stay',
    requests: [
      { value: 'within_rules', label: 'Cancel under the booking’s policy' },
      { value: 'medical', label: 'Ask for an exception: medical emergency' },
    ],
  },
};

/**
 * A booking's cancellation on its trip page: the refund by the booking's own rules (the fare's, or the stay's
 * policy), line by line, before anything is filed, and plainly "nothing" when nothing comes back, with the amount
 * again beside the button that cancels; then the cancellation, approved and refunded at once within the rules, or a
 * request for an exception that the back office decides.
 */
export function CancelPanel({
  kind,
  reference,
  token,
  onClose,
}: {
  kind: TripKind;
  reference: string;
  token?: string;
  onClose(): void;
}) {
  const preview = useCancellationPreview(reference, token, true, kind);
  const cancel = useCancelTrip();
  const [request, setRequest] = useState<Request>('within_rules');
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState('');
  const { title, requests } = CHOICES[kind];

  async function confirm() {
    if (request !== 'within_rules' && !details.trim()) {
      setProblem('Please tell us why you need an exception.');
      return;
    }
    setProblem('');
    const done = await cancel
      .mutate(reference, token, { request, ...(details.trim() ? { details: details.trim() } : {}) }, kind)
      .catch(() => undefined);
    if (done) {
      toast.success(done.message);
      onClose();
    }
  }

  return (
    <section className="trip-cancel" aria-labelledby="trip-cancel-title">
      <h2 id="trip-cancel-title">{title}</h2>
      <QueryState query={preview}>
        {(shown) => (
          <>
            {shown.refundMinor === 0 && (
              <p className="trip-cancel__nothing" data-testid="nothing-refunded">
                Nothing will be refunded if you cancel now: the booking’s policy keeps the whole amount.
              </p>
            )}
            <RefundPreview preview={shown} />
          </>
        )}
      </QueryState>
      <RadioGroupField
        id="cancel-request"
        name="cancel-request"
        legend="What would you like to do?"
        className="trip-cancel__choice"
        options={requests}
        value={request}
        onValueChange={setRequest}
      />
      {request !== 'within_rules' && (
        <TextAreaField
          id="cancel-details"
          label="Your reason"
          value={details}
          maxLength={1000}
          rows={3}
          error={problem}
          onChange={(event) => setDetails(event.target.value)}
        />
      )}
      {cancel.status === 'error' && (
        <p role="alert" className="trips-error">
          {cancel.message}
        </p>
      )}
      {request === 'within_rules' && preview.status === 'success' && (
        <p className="trip-cancel__consequence" data-testid="cancel-consequence">
          Refund if cancelled now: <strong>{money(preview.data.refundMinor)}</strong>
        </p>
      )}
      <div className="trip-cancel__buttons">
        <button type="button" className="tp-button" onClick={confirm} disabled={cancel.status === 'pending'}>
          {cancel.status === 'pending'
            ? 'Please wait...'
            : request === 'within_rules'
              ? 'Confirm cancellation'
              : 'Send my request'}
        </button>
        <button type="button" className="tp-button tp-button--secondary" onClick={onClose}>
          Keep my booking
        </button>
      </div>
    </section>
  );
}
