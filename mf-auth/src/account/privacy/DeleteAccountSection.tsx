import { useState, type FormEvent } from 'react';
import { toast } from '@travel/shared-ui/toast';
import { useLeaveAccount } from '../layout/AccountLayout';
import { OtpInput } from '../../components/OtpInput';
import { PasswordField } from '../../components/PasswordField';
import { useDeleteAccount, useSendDeletionCode } from './api/deleteAccount';

/**
 * Delete my account, in two steps: the button opens the confirmation, which asks for the password (or, for an
 * account without one, a code emailed to it) before anything is deleted.
 */
export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const deletion = useDeleteAccount();
  const sendCode = useSendDeletionCode();
  const leave = useLeaveAccount();
  const busy = deletion.status === 'pending' || sendCode.status === 'pending';
  const error = deletion.status === 'error' ? deletion.message : sendCode.status === 'error' ? sendCode.message : '';

  const onSendCode = async () => {
    try {
      toast.success((await sendCode.mutate()).message);
      setCodeSent(true);
    } catch {
      // The message is in sendCode's state.
    }
  };

  const onDelete = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const reply = await deletion.mutate(hasPassword ? { password } : { otp });
      leave('/');
      toast.success(reply.message);
    } catch {
      setPassword('');
      setOtp('');
    }
  };

  const ready = hasPassword ? password.length > 0 : otp.length === 6;

  return (
    <section className="ma-account__section ma-account__danger" aria-labelledby="delete-account">
      <h2 id="delete-account">Delete your account</h2>
      <p>
        Your profile, signed-in devices and price alerts are deleted. Your bookings stay on record without your name or
        contact details, because tax law requires us to keep them. You can sign up again with the same email later.
      </p>
      {!confirming ? (
        <button type="button" className="tp-button" onClick={() => setConfirming(true)}>
          Delete my account
        </button>
      ) : (
        <form noValidate onSubmit={onDelete} aria-label="Confirm account deletion">
          <p>
            <strong>This cannot be undone.</strong>{' '}
            {hasPassword ? 'Enter your password to confirm.' : 'We email you a code to confirm.'}
          </p>
          {error && (
            <p role="alert" className="tp-field__error">
              {error}
            </p>
          )}
          {hasPassword ? (
            <PasswordField
              id="delete-password"
              name="password"
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          ) : codeSent ? (
            <OtpInput label="Code from the email" value={otp} onChange={setOtp} disabled={busy} />
          ) : null}
          <div className="ma-account__actions">
            {!hasPassword && (
              <button type="button" className="tp-button tp-button--secondary" disabled={busy} onClick={onSendCode}>
                {codeSent ? 'Send a new code' : 'Email me a code'}
              </button>
            )}
            <button type="submit" className="tp-button" disabled={busy || !ready}>
              {deletion.status === 'pending' ? 'Deleting…' : 'Delete my account permanently'}
            </button>
            <button
              type="button"
              className="tp-button tp-button--secondary"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                setPassword('');
                setOtp('');
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
