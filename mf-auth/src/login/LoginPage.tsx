import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  asksSecondStep,
  authScreenEntered,
  forgotPassword,
  login,
  loginSecondStep,
  selectAuth,
  useAppDispatch,
  useAppSelector,
} from '@travel/shared-ui/store';
import { toast } from '@travel/shared-ui/toast';
import { TextField } from '@travel/shared-ui/fields';
import { forgotPasswordEmailProblem, loginProblems } from '@travel/contracts/validation';
import { AuthCard } from '../components/AuthCard';
import { PasswordField } from '../components/PasswordField';
import { SocialLogin } from '../components/SocialLogin';
import { returnPathFrom } from './returnPath';

type Field = 'email' | 'password';

/** The one 401 of the second step that keeps the sign-in: any other 401 means it expired (MFA_MESSAGES). */
const WRONG_CODE = 'That code is not right.';

/**
 * /login: email and password; Forgot Password mails a reset code to the typed email. Every admin page shows it to a
 * visitor not signed in, so it stays light: plain state and the contracts' yup-free checks, not Formik and yup
 * (26 KB gzipped). A field's problem shows once it was left or the form was sent, as in the Formik forms.
 */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const returnPath = returnPathFrom(search);
  const { isUserLoggedIn, isLoading } = useAppSelector(selectAuth);
  const [forgotError, setForgotError] = useState('');
  // The password was right (or Google or Facebook said who it is: the API sends it here with ?mfa=required) and the
  // account has two-step sign-in on: the code is asked next, on this page.
  const [secondStep, setSecondStep] = useState(() => new URLSearchParams(search).get('mfa') === 'required');

  useEffect(() => {
    dispatch(authScreenEntered());
  }, [dispatch]);

  const [values, setValues] = useState({ email: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const problems = loginProblems(values);
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: touched[field] ? problems[field] : undefined,
    onChange: (event: { target: { value: string } }) => setValues((now) => ({ ...now, [field]: event.target.value })),
    onBlur: () => setTouched((now) => ({ ...now, [field]: true })),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (problems.email || problems.password) return;
    const result = await login(dispatch, { email: values.email.trim(), password: values.password });
    if (result.ok && asksSecondStep(result.reply)) {
      setSecondStep(true);
    } else if (result.ok) {
      toast.success('Login Successfully');
      navigate(returnPath, { replace: true });
    } else {
      toast.error(result.message);
    }
  };

  const onForgotPassword = async () => {
    const problem = forgotPasswordEmailProblem(values.email);
    if (problem) {
      setForgotError(problem);
      return;
    }
    setForgotError('');
    const result = await forgotPassword(dispatch, { email: values.email.trim() });
    if (result.ok) {
      toast.success('Otp sent for password reset');
      navigate('/forgot-password-otp');
    } else {
      toast.error(result.message);
    }
  };

  const signedIn = () => {
    toast.success('Login Successfully');
    navigate(returnPath, { replace: true });
  };

  const backToPassword = () => {
    setSecondStep(false);
    setValues((now) => ({ ...now, password: '' }));
    setTouched({ email: false, password: false });
  };

  if (isUserLoggedIn) return <Navigate to={returnPath} replace />;

  if (secondStep) {
    return <SecondStep busy={isLoading} onSignedIn={signedIn} onStartAgain={backToPassword} />;
  }

  return (
    <AuthCard title="Login" intro="Welcome back. Log in to manage your bookings.">
      <form noValidate onSubmit={onSubmit} className="ma-form">
        <TextField
          id="login-email"
          {...bind('email')}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          // Forgot Password checks the typed email itself; its message shows until the email changes.
          error={forgotError || bind('email').error}
          onChange={(event) => {
            setForgotError('');
            bind('email').onChange(event);
          }}
        />
        <PasswordField id="login-password" {...bind('password')} label="Password" autoComplete="current-password" />
        <div className="ma-actions">
          <button type="button" className="ma-link-button" onClick={onForgotPassword} disabled={isLoading}>
            Forgot Password
          </button>
        </div>
        <button type="submit" className="tp-button" disabled={isLoading}>
          {isLoading ? 'Please wait...' : 'Login'}
        </button>
      </form>
      <SocialLogin action="Log in" />
      <p className="ma-switch">
        New here? <Link to="/signup">Create an account</Link>
      </p>
    </AuthCard>
  );
}

/**
 * The second step of a login for an account with two-step sign-in on: the authenticator app's 6 digits, or one of
 * the recovery codes (so the field takes letters and a dash too). A wrong code stays here with the API's words;
 * too many tries (429) or an expired pending sign-in (401 with its own words) go back to the password.
 */
function SecondStep({
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
