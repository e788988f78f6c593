import { useEffect, useRef, useState, type FormEvent } from 'react';
import { loginSecondStep, useAppDispatch } from '@travel/shared-ui/store';
import { toast } from '@travel/shared-ui/toast';
import { TextField } from '@travel/shared-ui/fields';
import { AuthCard } from '../components/AuthCard';

/** The one 401 of the second step that keeps the sign-in: any other 401 means it expired (MFA_MESSAGES). */
const WRONG_CODE = 'That code is not right.';

/**
 * The second step of a login for an account with two-step sign-in on: the authenticator app's 6 digits, or one of
 * the recovery codes (so the field takes letters and a dash too). A wrong code stays here with the API's words;
 * too many tries (429) or an expired pending sign-in (401 with its own words) go back to the password.
 */
export default function SecondStep({
  busy,
  onSignedIn,
  onStartAgain,
}: {
  busy: boolean;
  onSignedIn: () => void;
  onStartAgain: () => void;
}) {
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    field.current?.focus();
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setError('Enter the code from your authenticator app.');
      field.current?.focus();
      return;
    }
    const result = await loginSecondStep(dispatch, { code: typed });
    if (result.ok) {
      onSignedIn();
      return;
    }
    if (result.status === 429 || (result.status === 401 && result.message !== WRONG_CODE)) {
      toast.error(result.message);
      onStartAgain();
      return;
    }
    setError(result.message);
    field.current?.focus();
  };

  return (
    <AuthCard title="Two-step sign-in" intro="Your account asks for a second step to sign in.">
      <form noValidate onSubmit={onSubmit} className="ma-form" aria-label="Two-step sign-in">
        <TextField
          id="login-code"
          ref={field}
          name="code"
          label="Authentication code"
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          autoComplete="one-time-code"
          inputMode="numeric"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={64}
          value={code}
          error={error || undefined}
          onChange={(event) => {
            setError('');
            setCode(event.target.value);
          }}
        />
        <button type="submit" className="tp-button" disabled={busy}>
          {busy ? 'Please wait...' : 'Verify'}
        </button>
      </form>
      <p className="ma-switch">
        <button type="button" className="ma-link-button" onClick={onStartAgain}>
          Use another account
        </button>
      </p>
    </AuthCard>
  );
}
