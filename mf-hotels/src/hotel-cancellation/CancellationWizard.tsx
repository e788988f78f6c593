import { useRef, useState, type FormEvent } from 'react';
import {
  CANCELLATION_REASONS,
  Price,
  apiErrorMessage,
  validateCancellationSearch,
  type CancellationSearchValues,
} from '@travel/shared-ui';
import {
  lookupBooking,
  requestCancellation,
  rupees,
  type BookingSummary,
  type CancellationReceipt,
} from '../api/hotelsApi';
import './CancellationWizard.css';

const STEPS = ['Search Booking', 'Confirm', 'Complete'] as const;
const EMPTY_SEARCH: CancellationSearchValues = { bookingId: '', email: '', phone: '' };
const EMPTY_CONFIRM = { reason: '', additionalNotes: '', refundPreference: 'original' as 'original' | 'credit' };

const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** /hotel-booking-cancellation: find the booking, confirm the request, see its id and refund. */
export default function CancellationWizard() {
  const [step, setStep] = useState(0);
  const [search, setSearch] = useState(EMPTY_SEARCH);
  const [searchErrors, setSearchErrors] = useState<Partial<CancellationSearchValues>>({});
  const [confirm, setConfirm] = useState(EMPTY_CONFIRM);
  const [reasonError, setReasonError] = useState('');
  const [booking, setBooking] = useState<BookingSummary>();
  const [receipt, setReceipt] = useState<CancellationReceipt>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  const goTo = (next: number) => {
    setStep(next);
    setMessage('');
    setTimeout(() => heading.current?.focus(), 0);
  };

  const lookup = {
    bookingId: search.bookingId.trim(),
    email: search.email.trim(),
    ...(search.phone.trim() ? { phone: search.phone.trim() } : {}),
  };

  const findBooking = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateCancellationSearch(search);
    setSearchErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    setMessage('');
    try {
      setBooking(await lookupBooking(lookup));
      goTo(1);
    } catch (error) {
      setMessage(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const confirmCancellation = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirm.reason) return setReasonError('Please choose a reason for cancelling');
    setReasonError('');
    setBusy(true);
    setMessage('');
    try {
      setReceipt(
        await requestCancellation({
          ...lookup,
          reason: confirm.reason,
          additionalNotes: confirm.additionalNotes.trim() || undefined,
          refundPreference: confirm.refundPreference,
        }),
      );
      goTo(2);
    } catch (error) {
      setMessage(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    setSearch(EMPTY_SEARCH);
    setConfirm(EMPTY_CONFIRM);
    setSearchErrors({});
    setBooking(undefined);
    setReceipt(undefined);
    goTo(0);
  };

  const searchField = (name: keyof CancellationSearchValues, label: string, type: string, hint?: string) => (
    <div className="tp-field">
      <label htmlFor={`hc-${name}`}>{label}</label>
      <input
        id={`hc-${name}`}
        type={type}
        value={search[name]}
        autoComplete={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'off'}
        aria-invalid={Boolean(searchErrors[name])}
        aria-describedby={`hc-${name}-error`}
        placeholder={hint}
        onChange={(event) => setSearch({ ...search, [name]: event.target.value })}
      />
      {searchErrors[name] && (
        <span className="tp-field__error" id={`hc-${name}-error`}>
          {searchErrors[name]}
        </span>
      )}
    </div>
  );

  return (
    <div className="tp-page hc-wizard">
      <h1>Cancel Hotel Booking</h1>
      <ol className="hc-steps" aria-label="Steps">
        {STEPS.map((label, index) => (
          <li
            key={label}
            className={index === step ? 'is-current' : index < step ? 'is-done' : undefined}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="hc-steps__number">{index + 1}</span> {label}
          </li>
        ))}
      </ol>

      <section className="hc-panel" aria-labelledby="hc-step-title">
        <h2 id="hc-step-title" tabIndex={-1} ref={heading}>
          {STEPS[step]}
        </h2>
        {message && (
          <p className="hc-message" role="alert">
            {message}
          </p>
        )}

        {step === 0 && (
          <form onSubmit={findBooking} noValidate>
            <p>Enter the Booking ID from your confirmation email and the email address you booked with.</p>
            {searchField('bookingId', 'Booking ID *', 'text', 'e.g. HB-100001')}
            {searchField('email', 'Email *', 'email')}
            {searchField('phone', 'Phone (optional)', 'tel', '10-digit mobile number')}
            <button type="submit" className="tp-button" disabled={busy}>
              {busy ? 'Searching…' : 'Find booking'}
            </button>
          </form>
        )}

        {step === 1 && booking && (
          <form onSubmit={confirmCancellation} noValidate>
            <dl className="hc-summary">
              <div>
                <dt>Booking ID</dt>
                <dd>{booking.id}</dd>
              </div>
              <div>
                <dt>Hotel</dt>
                <dd>
                  {booking.hotelName}, {booking.city}
                </dd>
              </div>
              <div>
                <dt>Guest</dt>
                <dd>{booking.guestName}</dd>
              </div>
              <div>
                <dt>Stay</dt>
                <dd>
                  {formatDate(booking.checkIn)} – {formatDate(booking.checkOut)} ({booking.nights}{' '}
                  {booking.nights === 1 ? 'night' : 'nights'}), {booking.guests} guests, {booking.rooms}{' '}
                  {booking.rooms === 1 ? 'room' : 'rooms'}
                </dd>
              </div>
              <div>
                <dt>Amount paid</dt>
                <dd>
                  <Price amount={rupees(booking.totalAmount)} />
                </dd>
              </div>
              <div>
                <dt>Cancellation policy</dt>
                <dd>{booking.cancellationPolicy}</dd>
              </div>
            </dl>
            <div className="hc-refund" aria-label="Refund estimate">
              <h3>Refund estimate</h3>
              <p>{booking.refund.refundReason}.</p>
              <dl>
                <div>
                  <dt>Refundable amount ({booking.refund.refundPercentage}%)</dt>
                  <dd>
                    <Price amount={rupees(booking.refund.refundableAmount)} />
                  </dd>
                </div>
                <div>
                  <dt>Deductions</dt>
                  <dd>
                    <Price amount={rupees(booking.refund.deductions)} />
                  </dd>
                </div>
                <div className="hc-refund__net">
                  <dt>Net refund</dt>
                  <dd>
                    <Price amount={rupees(booking.refund.netRefund)} />
                  </dd>
                </div>
              </dl>
            </div>
            <div className="tp-field">
              <label htmlFor="hc-reason">Reason for cancelling *</label>
              <select
                id="hc-reason"
                value={confirm.reason}
                aria-invalid={Boolean(reasonError)}
                aria-describedby="hc-reason-error"
                onChange={(event) => setConfirm({ ...confirm, reason: event.target.value })}
              >
                <option value="">Choose a reason</option>
                {CANCELLATION_REASONS.map((reason) => (
                  <option key={reason}>{reason}</option>
                ))}
              </select>
              {reasonError && (
                <span className="tp-field__error" id="hc-reason-error">
                  {reasonError}
                </span>
              )}
            </div>
            <div className="tp-field">
              <label htmlFor="hc-notes">Additional notes (optional)</label>
              <textarea
                id="hc-notes"
                rows={3}
                maxLength={1000}
                value={confirm.additionalNotes}
                onChange={(event) => setConfirm({ ...confirm, additionalNotes: event.target.value })}
              />
            </div>
            <fieldset className="hc-preference">
              <legend>Refund preference</legend>
              <label>
                <input
                  type="radio"
                  name="refundPreference"
                  value="original"
                  checked={confirm.refundPreference === 'original'}
                  onChange={() => setConfirm({ ...confirm, refundPreference: 'original' })}
                />{' '}
                Original payment method
              </label>
              <label>
                <input
                  type="radio"
                  name="refundPreference"
                  value="credit"
                  checked={confirm.refundPreference === 'credit'}
                  onChange={() => setConfirm({ ...confirm, refundPreference: 'credit' })}
                />{' '}
                Travel credit
              </label>
            </fieldset>
            <div className="hc-actions">
              <button type="button" className="tp-button tp-button--secondary" onClick={() => goTo(0)} disabled={busy}>
                Back
              </button>
              <button type="submit" className="tp-button" disabled={busy}>
                {busy ? 'Submitting…' : 'Confirm Cancellation'}
              </button>
            </div>
          </form>
        )}

        {step === 2 && receipt && (
          <div className="hc-complete">
            <p className="hc-complete__lead">Your cancellation request has been submitted.</p>
            <dl className="hc-summary">
              <div>
                <dt>Request ID</dt>
                <dd>{receipt.id}</dd>
              </div>
              <div>
                <dt>Booking ID</dt>
                <dd>{receipt.bookingId}</dd>
              </div>
              <div>
                <dt>Net refund</dt>
                <dd>
                  <Price amount={rupees(receipt.netRefund)} />
                </dd>
              </div>
              <div>
                <dt>Refund to</dt>
                <dd>{receipt.refundPreference === 'credit' ? 'Travel credit' : 'Original payment method'}</dd>
              </div>
            </dl>
            <p>
              Once approved, your refund will be processed in 5-10 business days. We will email you when the request is
              reviewed.
            </p>
            <button type="button" className="tp-button" onClick={reset}>
              Done
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
