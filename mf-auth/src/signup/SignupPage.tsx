import { useEffect } from 'react';
import { useFormik } from 'formik';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { authScreenEntered, selectAuth, signup, toast, useAppDispatch, useAppSelector } from '@travel/shared-ui';
import { signupFormSchema, type SignupFormValues } from '@travel/contracts/validation';
import { AuthCard } from '../components/AuthCard';
import { PasswordField } from '../components/PasswordField';
import { SocialLogin } from '../components/SocialLogin';
import { TextField } from '../components/TextField';

const EMPTY: SignupFormValues = { name: '', email: '', mobileNumber: '', password: '', terms: false };

/** /signup: the details, then a code is mailed and the visitor moves to /signup/otp. */
export default function SignupPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { isUserLoggedIn, isLoading, signupData } = useAppSelector(selectAuth);

  useEffect(() => {
    dispatch(authScreenEntered());
  }, [dispatch]);

  const form = useFormik<SignupFormValues>({
    // Coming back from the code screen keeps what was typed (except the password).
    initialValues: signupData ? { ...EMPTY, ...signupData, password: '', terms: false } : EMPTY,
    validationSchema: signupFormSchema,
    onSubmit: async ({ name, email, mobileNumber, password }) => {
      const result = await dispatch(signup({ name: name.trim(), email: email.trim(), mobileNumber, password }));
      if (signup.fulfilled.match(result) && result.payload.success) {
        toast.success('Otp sent successfully');
        navigate('/signup/otp');
      } else if (signup.rejected.match(result)) {
        toast.error(result.payload);
      }
    },
  });

  if (isUserLoggedIn) return <Navigate to="/" replace />;

  const errorOf = (field: keyof SignupFormValues) => (form.touched[field] ? form.errors[field] : undefined);

  return (
    <AuthCard title="Create your account" intro="Sign up to book and manage your trips.">
      <form className="ma-form" noValidate onSubmit={form.handleSubmit}>
        <TextField
          id="signup-name"
          name="name"
          label="Full name"
          autoComplete="name"
          value={form.values.name}
          error={errorOf('name')}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
        />
        <TextField
          id="signup-email"
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={form.values.email}
          error={errorOf('email')}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
        />
        <TextField
          id="signup-mobile"
          name="mobileNumber"
          label="Mobile number (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={form.values.mobileNumber ?? ''}
          error={errorOf('mobileNumber')}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
        />
        <PasswordField
          id="signup-password"
          name="password"
          label="Password"
          autoComplete="new-password"
          value={form.values.password}
          error={errorOf('password')}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
        />
        <div className="tp-field">
          <div className="ma-check">
            <input
              id="signup-terms"
              name="terms"
              type="checkbox"
              checked={form.values.terms}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              aria-invalid={Boolean(errorOf('terms'))}
              aria-describedby={errorOf('terms') ? 'signup-terms-error' : undefined}
            />
            <label htmlFor="signup-terms">
              I agree to the <Link to="/terms-of-service">Terms of Service</Link> and{' '}
              <Link to="/privacy-policy">Privacy Policy</Link>
            </label>
          </div>
          {errorOf('terms') && (
            <span id="signup-terms-error" className="tp-field__error" role="alert">
              {errorOf('terms')}
            </span>
          )}
        </div>
        <button type="submit" className="tp-button" disabled={isLoading}>
          {isLoading ? 'Sending code...' : 'Sign Up'}
        </button>
      </form>
      <SocialLogin action="Sign up" />
      <p className="ma-switch">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </AuthCard>
  );
}
