import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '@travel/shared-ui/fields';
import type { TripKind } from '@travel/contracts/trips';
import { useRequestLookupCode, useVerifyLookupCode } from './api/guestLookup';
import { saveTripToken, tripPath } from './tripTokens';

/**
 * A guest finds a booking by its reference and email, then the 6-digit code emailed there; the booking opens at
 * `to` (its trip page unless the caller says otherwise: the complaints desk opens its form).
 */
export function GuestLookup({
  to = (trip) => tripPath(trip.kind, trip.reference),
}: {
  to?: (trip: { kind: TripKind; reference: string }) => string;
} = {}) {
  const navigate = useNavigate();
  const [reference, setReference] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState('');
  const [problem, setProblem] = useState('');
  const ask = useRequestLookupCode();
  const verify = useVerifyLookupCode();

  async function onAsk(event: FormEvent) {
    event.preventDefault();
    if (!reference.trim() || !email.trim()) {
      setProblem('Enter the booking reference and the email it was booked with.');
      return;
    }
    setProblem('');
    setSent(await ask.mutate(reference.trim(), email.trim()).catch(() => ''));
  }

  async function onVerify(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setProblem('Enter the 6-digit code from the email.');
      return;
    }
    setProblem('');
    const answer = await verify.mutate(reference.trim(), email.trim(), code).catch(() => undefined);
    if (!answer) return;
    saveTripToken(answer.trip.reference, answer.token);
    navigate(to(answer.trip));
  }

  const error =
    problem || (ask.status === 'error' ? ask.message : '') || (verify.status === 'error' ? verify.message : '');
  return (
    <section className="trips-lookup" aria-labelledby="trips-lookup-title">
      <h2 id="trips-lookup-title">Find a booking</h2>
      <p className="trips-muted">
        Booked without an account? Enter the reference and email, and we will email you a code.
      </p>
      {!sent ? (
        <form onSubmit={onAsk} className="trips-lookup__form" noValidate>
          <TextField
            id="lookup-reference"
            label="Booking reference"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            autoComplete="off"
          />
          <TextField
            id="lookup-email"
            label="Email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
          />
          <button type="submit" className="tp-button" disabled={ask.status === 'pending'}>
            {ask.status === 'pending' ? 'Sending...' : 'Email me a code'}
          </button>
        </form>
      ) : (
        <form onSubmit={onVerify} className="trips-lookup__form" noValidate>
          <p role="status">{sent}</p>
          <TextField
            id="lookup-code"
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value.trim())}
          />
          <button type="submit" className="tp-button" disabled={verify.status === 'pending'}>
            {verify.status === 'pending' ? 'Checking...' : 'Show my booking'}
          </button>
          <button type="button" className="tp-button tp-button--secondary" onClick={() => setSent('')}>
            Start again
          </button>
        </form>
      )}
      {error && (
        <p role="alert" className="trips-error">
          {error}
        </p>
      )}
    </section>
  );
}
