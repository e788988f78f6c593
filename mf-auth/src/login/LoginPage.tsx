import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  authScreenEntered,
  forgotPassword,
  login,
  selectAuth,
  toast,
  useAppDispatch,
  useAppSelector,
} from '@travel/shared-ui';
import { forgotPasswordSchema, loginSchema, validateFirstError } from '@travel/contracts/validation';
import { AuthCard } from '../components/AuthCard';
import { PasswordField } from '../components/PasswordField';
import { SocialLogin } from '../components/SocialLogin';
import { TextField } from '../components/TextField';
import { returnPathFrom } from './returnPath';

/** /login: email and password; Forgot Password mails a reset code to the typed email. */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const returnPath = returnPathFrom(useLocation().search);
  const { isUserLoggedIn, isLoading } = useAppSelector(selectAuth);
  const [forgotError, setForgotError] = useState('');

  useEffect(() => {
    dispatch(authScreenEntered());
  }, [dispatch]);

  const form = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      const result = await dispatch(login({ email: values.email.trim(), password: values.password }));
      if (login.fulfilled.match(result)) {
        toast.success('Login Successfully');
        navigate(returnPath, { replace: true });
      } else {
        toast.error(result.payload);
      }
    },
  });

  const onForgotPassword = async () => {
    const checked = await validateFirstError(forgotPasswordSchema, { email: form.values.email });
    if (!checked.ok) {
      setForgotError(checked.message);
      return;
    }
    setForgotError('');
    const result = await dispatch(forgotPassword({ email: checked.value.email }));
    if (forgotPassword.fulfilled.match(result)) {
      toast.success('Otp sent for password reset');
      navigate('/forgot-password-otp');
    } else {
      toast.error(result.payload);
    }
  };

  if (isUserLoggedIn) return <Navigate to={returnPath} replace />;

  const emailError = forgotError || (form.touched.email ? form.errors.email : undefined);

  return (
    <AuthCard title="Login" intro="Welcome back. Log in to manage your bookings.">
      <form className="ma-form" noValidate onSubmit={form.handleSubmit}>
        <TextField
          id="login-email"
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={form.values.email}
          error={emailError}
          onChange={(event) => {
            setForgotError('');
            form.handleChange(event);
          }}
          onBlur={form.handleBlur}
        />
        <PasswordField
          id="login-password"
          name="password"
          label="Password"
          autoComplete="current-password"
          value={form.values.password}
          error={form.touched.password ? form.errors.password : undefined}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
        />
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
