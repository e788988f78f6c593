import { useEffect } from 'react';
import { useFormik } from 'formik';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { authScreenEntered, selectAuth, signup, useAppDispatch, useAppSelector } from '@travel/shared-ui/store';
import { toast } from '@travel/shared-ui/toast';
import { CheckboxField, FormikForm, TextField } from '@travel/shared-ui/fields';
import { signupFormSchema, type SignupFormValues } from '@travel/contracts/validation';
import { AuthCard } from '../components/AuthCard';
import { PasswordField } from '../components/PasswordField';
import { SocialLogin } from '../components/SocialLogin';

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
      const result = await signup(dispatch, { name: name.trim(), email: email.trim(), mobileNumber, password });
      if (result.ok && result.reply.success) {
        toast.success('Otp sent successfully');
        navigate('/signup/otp');
      } else if (!result.ok) {
        toast.error(result.message);
      }
    },
  });

  if (isUserLoggedIn) return <Navigate to="/" replace />;

  return (
    <AuthCard title="Create your account" intro="Sign up to book and manage your trips.">
      <FormikForm form={form} className="ma-form">
        <TextField id="signup-name" name="name" label="Full name" autoComplete="name" />
        <TextField id="signup-email" name="email" label="Email" type="email" inputMode="email" autoComplete="email" />
        <TextField
          id="signup-mobile"
          name="mobileNumber"
          label="Mobile number (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
        />
        <PasswordField id="signup-password" name="password" label="Password" autoComplete="new-password" />
        <CheckboxField
          id="signup-terms"
          name="terms"
          labelClassName="ma-check"
          label={
            <>
              I agree to the <Link to="/terms-of-service">Terms of Service</Link> and{' '}
              <Link to="/privacy-policy">Privacy Policy</Link>
            </>
          }
        />
        <button type="submit" className="tp-button" disabled={isLoading}>
          {isLoading ? 'Sending code...' : 'Sign Up'}
        </button>
      </FormikForm>
      <SocialLogin action="Sign up" />
      <p className="ma-switch">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </AuthCard>
  );
}
