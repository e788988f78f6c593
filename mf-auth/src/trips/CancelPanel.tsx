import { useState } from 'react';
import { QueryState } from '@travel/shared-ui/api';
import { toast } from '@travel/shared-ui/toast';
import type { CancelTripBody } from '@travel/contracts/trips';
import { useCancelTrip } from './api/cancelTrip';
import { useCancellationPreview } from './api/getCancellationPreview';
import { RefundPreview } from './RefundPreview';

type Request = CancelTripBody['request'];
const REQUESTS: { value: Request; label: string }[] = [
  { value: 'within_rules', label: 'Cancel under the fare rules' },
  { value: 'medical', label: 'Ask for an exception: medical emergency' },
  { value: 'schedule_change', label: 'Ask for an exception: the airline changed the schedule' },
];

/** The refund line by line before confirming, then the cancellation or the request for an exception. */
export function CancelPanel({ reference, token, onClose }: { reference: string; token?: string; onClose(): void }) {
  const preview = useCancellationPreview(reference, token, true);
  const cancel = useCancelTrip();
  const [request, setRequest] = useState<Request>('within_rules');
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState('');

  async function confirm() {
    if (request !== 'within_rules' && !details.trim()) {
      setProblem('Please tell us why you need an exception.');
      return;
    }
    setProblem('');
    const done = await cancel
      .mutate(reference, token, { request, ...(details.trim() ? { details: details.trim() } : {}) })
      .catch(() => undefined);
    if (done) {
      toast.success(done.message);
      onClose();
    }
  }

  return (
    <section className="trip-cancel" aria-labelledby="trip-cancel-title">
      <h2 id="trip-cancel-title">Cancel this booking</h2>
      <QueryState query={preview}>{(shown) => <RefundPreview preview={shown} />}</QueryState>
      <fieldset className="trip-cancel__choice">
        <legend>What would you like to do?</legend>
        {REQUESTS.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name="cancel-request"
              value={option.value}
              checked={request === option.value}
              onChange={() => setRequest(option.value)}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      {request !== 'within_rules' && (
        <label className="tp-field">
          <span>Your reason</span>
          <textarea value={details} maxLength={1000} rows={3} onChange={(event) => setDetails(event.target.value)} />
        </label>
      )}
      {(problem || cancel.status === 'error') && (
        <p role="alert" className="trips-error">
          {problem || (cancel.status === 'error' ? cancel.message : '')}
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
