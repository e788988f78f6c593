import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  asksSecondStep,
  authScreenEntered,
  forgotPassword,
  login,
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

// Few accounts have two-step sign-in on: its step is a chunk of its own, fetched once the password asks for it.
const SecondStep = lazy(() => import(/* webpackChunkName: "login-second-step" */ './SecondStep'));

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
    return (
      <Suspense fallback={null}>
        <SecondStep busy={isLoading} onSignedIn={signedIn} onStartAgain={backToPassword} />
      </Suspense>
    );
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
