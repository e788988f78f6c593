import { useState } from 'react';
import { QueryState } from '@travel/shared-ui/api';
import { toast } from '@travel/shared-ui/toast';
import { useCancelTrip } from '../api/cancelTrip';
import { useCancellationPreview } from '../api/getCancellationPreview';
import { RefundPreview } from '../RefundPreview';

type Choice = 'within_rules' | 'medical';

/**
 * A hotel stay's cancellation on its trip page: the refund by the booking's own policy, line by line, before
 * anything is filed (and plainly "nothing" for a non-refundable stay); then the cancellation, approved and refunded
 * at once within the policy, or a request for an exception that the back office decides.
 */
export function HotelCancelPanel({
  reference,
  token,
  onClose,
}: {
  reference: string;
  token?: string;
  onClose(): void;
}) {
  const preview = useCancellationPreview(reference, token, true, 'hotel');
  const cancel = useCancelTrip();
  const [choice, setChoice] = useState<Choice>('within_rules');
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState('');

  async function confirm() {
    if (choice === 'medical' && !details.trim()) {
      setProblem('Please tell us why you need an exception.');
      return;
    }
    setProblem('');
    const done = await cancel
      .mutate(reference, token, { request: choice, ...(details.trim() ? { details: details.trim() } : {}) }, 'hotel')
      .catch(() => undefined);
    if (done) {
      toast.success(done.message);
      onClose();
    }
  }

  return (
    <section className="trip-cancel" aria-labelledby="hotel-cancel-title">
      <h2 id="hotel-cancel-title">Cancel this stay</h2>
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
      <fieldset className="trip-cancel__choice">
        <legend>What would you like to do?</legend>
        <label>
          <input
            type="radio"
            name="hotel-cancel-request"
            value="within_rules"
            checked={choice === 'within_rules'}
            onChange={() => setChoice('within_rules')}
          />{' '}
          Cancel under the booking’s policy
        </label>
        <label>
          <input
            type="radio"
            name="hotel-cancel-request"
            value="medical"
            checked={choice === 'medical'}
            onChange={() => setChoice('medical')}
          />{' '}
          Ask for an exception: medical emergency
        </label>
      </fieldset>
      {choice === 'medical' && (
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
            : choice === 'within_rules'
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
