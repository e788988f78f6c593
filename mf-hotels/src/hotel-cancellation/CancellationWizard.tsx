import { BookingCodeForm } from './BookingCodeForm';
import { CancellationCompleteStep } from './CancellationCompleteStep';
import { ConfirmCancellationStep } from './ConfirmCancellationStep';
import { SearchBookingStep } from './SearchBookingStep';
import { WIZARD_STEPS } from './cancellationWizardState';
import { useCancellationWizard } from './useCancellationWizard';
import './CancellationWizard.css';

/**
 * /hotel-booking-cancellation: find the booking (its Booking ID and email, then the code emailed there), confirm
 * the request, see its id and refund.
 */
export default function CancellationWizard() {
  const wizard = useCancellationWizard();
  const {
    step,
    search,
    searchErrors,
    codeSent,
    code,
    codeError,
    notice,
    confirm,
    reasonError,
    booking,
    receipt,
    busy,
    message,
  } = wizard.state;

  return (
    <div className="tp-page hc-wizard">
      <h1>Cancel Hotel Booking</h1>
      <ol className="hc-steps" aria-label="Steps">
        {WIZARD_STEPS.map((label, index) => (
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
        <h2 id="hc-step-title" tabIndex={-1} ref={wizard.heading}>
          {WIZARD_STEPS[step]}
        </h2>
        {message && (
          <p className="hc-message" role="alert">
            {message}
          </p>
        )}
        {step === 0 && !codeSent && (
          <SearchBookingStep
            values={search}
            errors={searchErrors}
            busy={busy}
            onChange={wizard.editSearch}
            onSubmit={wizard.sendCode}
          />
        )}
        {step === 0 && codeSent && (
          <BookingCodeForm
            email={search.email.trim()}
            code={code}
            error={codeError}
            notice={notice}
            busy={busy}
            onChange={wizard.editCode}
            onSubmit={wizard.findBooking}
            onResend={wizard.resendCode}
            onChangeDetails={wizard.changeDetails}
          />
        )}
        {step === 1 && booking && (
          <ConfirmCancellationStep
            booking={booking}
            values={confirm}
            reasonError={reasonError}
            busy={busy}
            onChange={wizard.editConfirm}
            onSubmit={wizard.confirmCancellation}
            onBack={wizard.back}
          />
        )}
        {step === 2 && receipt && <CancellationCompleteStep receipt={receipt} onDone={wizard.done} />}
      </section>
    </div>
  );
}
