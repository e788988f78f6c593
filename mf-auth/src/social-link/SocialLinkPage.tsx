import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { invalidateQueries, useApiMutation } from '@travel/shared-ui/api';
import { Spinner } from '@travel/shared-ui/components';
import { sessionStarted, useAppDispatch } from '@travel/shared-ui/store';
import { toast } from '@travel/shared-ui/toast';
import type { UserReply } from '@travel/contracts/accounts';
import { OTP_PATTERN } from '@travel/contracts/validation';
import { AuthCard } from '../components/AuthCard';
import { OtpInput } from '../components/OtpInput';
import { PasswordField } from '../components/PasswordField';
import { linkWithCode, linkWithPassword, sendLinkCode } from './api/linkSteps';
import { PENDING_SIGN_IN_KEY, usePendingSignIn } from './api/pendingSignIn';

const PROVIDER_LABELS: Record<string, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * /social-link: where a first social login lands when the address it names is not proven yet. The person
 * proves it with the Travel Portal password of that address or with a code mailed to it; then the provider's
 * account is linked and they are signed in. The page says the same whether or not the address has an account.
 */
export default function SocialLinkPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const pendingSignIn = usePendingSignIn();
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const steps = {
    password: useApiMutation(linkWithPassword),
    code: useApiMutation(sendLinkCode),
    verify: useApiMutation(linkWithCode),
  };
  // The error shown is the one of the step tried last; trying another step clears it.
  const [lastStep, setLastStep] = useState<keyof typeof steps>();
  const busy = Object.values(steps).some((step) => step.status === 'pending');
  const last = lastStep ? steps[lastStep] : undefined;
  const error = last?.status === 'error' ? last.message : '';

  if (pendingSignIn.status === 'loading') {
    return (
      <AuthCard title="Confirm it is you">
        <Spinner />
      </AuthCard>
    );
  }
  if (pendingSignIn.status === 'error') {
    return (
      <AuthCard title="Confirm it is you">
        <p role="alert">{pendingSignIn.message}</p>
        <p className="ma-switch">
          <Link to="/login">Back to Login</Link>
        </p>
      </AuthCard>
    );
  }

  const { email, provider } = pendingSignIn.data;
  const providerName = PROVIDER_LABELS[provider] ?? provider;

  const signedIn = ({ data: user, message }: UserReply) => {
    invalidateQueries(PENDING_SIGN_IN_KEY);
    dispatch(sessionStarted(user));
    toast.success(message);
    navigate('/', { replace: true });
  };

  /** Runs a step; undefined when it failed (its message is then shown). */
  const run = async <R,>(step: keyof typeof steps, call: () => Promise<R>): Promise<R | undefined> => {
    setLastStep(step);
    return call().catch(() => undefined);
  };

  const onPassword = async (event: FormEvent) => {
    event.preventDefault();
    const done = await run('password', () => steps.password.mutate(password));
    if (done) signedIn(done);
    else setPassword('');
  };

  const onSendCode = async () => {
    const sent = await run('code', () => steps.code.mutate());
    if (sent) {
      setCodeSent(true);
      toast.success(sent.message);
    }
  };

  const onCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!OTP_PATTERN.test(otp)) return;
    const done = await run('verify', () => steps.verify.mutate(otp));
    if (done) signedIn(done);
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
