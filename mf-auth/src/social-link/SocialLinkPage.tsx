import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { sessionStarted, Spinner, toast, useAppDispatch, type SessionUser } from '@travel/shared-ui';
import { OTP_PATTERN } from '@travel/contracts/validation';
import { AuthCard } from '../components/AuthCard';
import { OtpInput } from '../components/OtpInput';
import { PasswordField } from '../components/PasswordField';
import { linkWithCode, linkWithPassword, sendLinkCode, usePendingSignIn } from './useSocialLink';

const PROVIDER_LABELS: Record<string, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * /social-link: where a first social login lands when the address it names is not proven yet. The person
 * proves it with the Travel Portal password of that address or with a code mailed to it; then the provider's
 * account is linked and they are signed in. The page says the same whether or not the address has an account.
 */
export default function SocialLinkPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const state = usePendingSignIn();
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  if (state.status === 'loading') {
    return (
      <AuthCard title="Confirm it is you">
        <Spinner />
      </AuthCard>
    );
  }
  if (state.status === 'gone') {
    return (
      <AuthCard title="Confirm it is you">
        <p role="alert">{state.message}</p>
        <p className="ma-switch">
          <Link to="/login">Back to Login</Link>
        </p>
      </AuthCard>
    );
  }

  const { email, provider } = state.pending;
  const providerName = PROVIDER_LABELS[provider] ?? provider;

  const signedIn = (user: SessionUser, message: string) => {
    dispatch(sessionStarted(user));
    toast.success(message);
    navigate('/', { replace: true });
  };

  const run = async <T,>(action: () => Promise<{ ok: true; value: T } | { ok: false; message: string }>) => {
    setBusy(true);
    setError('');
    const outcome = await action();
    setBusy(false);
    if (!outcome.ok) setError(outcome.message);
    return outcome.ok ? outcome.value : undefined;
  };

  const onPassword = async (event: FormEvent) => {
    event.preventDefault();
    const done = await run(() => linkWithPassword(password));
    if (done) signedIn(done.data, done.message);
    else setPassword('');
  };

  const onSendCode = async () => {
    const sent = await run(sendLinkCode);
    if (sent) {
      setCodeSent(true);
      toast.success(sent.message);
    }
  };

  const onCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!OTP_PATTERN.test(otp)) return;
    const done = await run(() => linkWithCode(otp));
    if (done) signedIn(done.data, done.message);
    else setOtp('');
  };

  return (
    <AuthCard
      title={`Link your ${providerName} account`}
      // One sentence in one text node, so the page translator sees it whole.
      intro={`Before you sign in with ${providerName}, confirm that ${email} is yours: enter your Travel Portal password, or have a code emailed to it.`}
    >
      {error && (
        <p role="alert" className="tp-field__error">
          {error}
        </p>
      )}
      <form className="ma-form" noValidate onSubmit={onPassword} aria-label="Link with your password">
        <PasswordField
          id="link-password"
          name="password"
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="tp-button" disabled={busy || !password}>
          Link and log in
        </button>
      </form>
      <p className="ma-social__divider">or</p>
      {codeSent ? (
        <form className="ma-form" noValidate onSubmit={onCode} aria-label="Link with an emailed code">
          <OtpInput label="Code from the email" value={otp} onChange={setOtp} disabled={busy} />
          <button type="submit" className="tp-button" disabled={busy || otp.length !== 6}>
            Verify code
          </button>
        </form>
      ) : null}
      <div className="ma-actions">
        <button type="button" className="tp-button tp-button--secondary" onClick={onSendCode} disabled={busy}>
          {codeSent ? 'Send a new code' : 'Email me a code'}
        </button>
        <Link to="/login">Cancel</Link>
      </div>
    </AuthCard>
  );
}
