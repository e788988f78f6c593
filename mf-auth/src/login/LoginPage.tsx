import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  authScreenEntered,
  forgotPassword,
  login,
  selectAuth,
  useAppDispatch,
  useAppSelector,
} from '@travel/shared-ui/store';
import { toast } from '@travel/shared-ui/toast';
import { FormikForm, TextField } from '@travel/shared-ui/form';
import { forgotPasswordSchema, loginSchema, validateFirstError } from '@travel/contracts/validation';
import { AuthCard } from '../components/AuthCard';
import { PasswordField } from '../components/PasswordField';
import { SocialLogin } from '../components/SocialLogin';
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

  return (
    <AuthCard title="Login" intro="Welcome back. Log in to manage your bookings.">
      <FormikForm form={form} className="ma-form">
        <TextField
          id="login-email"
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          // Forgot Password checks the typed email itself; its message shows until the email changes.
          error={forgotError || undefined}
          onChange={(event) => {
            setForgotError('');
            form.handleChange(event);
          }}
        />
        <PasswordField id="login-password" name="password" label="Password" autoComplete="current-password" />
        <div className="ma-actions">
          <button type="button" className="ma-link-button" onClick={onForgotPassword} disabled={isLoading}>
            Forgot Password
          </button>
        </div>
        <button type="submit" className="tp-button" disabled={isLoading}>
          {isLoading ? 'Please wait...' : 'Login'}
        </button>
      </FormikForm>
      <SocialLogin action="Log in" />
      <p className="ma-switch">
        New here? <Link to="/signup">Create an account</Link>
      </p>
    </AuthCard>
  );
}
