import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  authFlowCleared,
  authScreenEntered,
  forgotPassword,
  resetPassword,
  selectAuth,
  useAppDispatch,
  useAppSelector,
} from '@travel/shared-ui/store';
import { toast } from '@travel/shared-ui/toast';
import { FormikForm } from '@travel/shared-ui/fields';
import { OTP_PATTERN, resetPasswordFormSchema } from '@travel/contracts/validation';
import { AuthCard } from '../components/AuthCard';
import { OtpInput } from '../components/OtpInput';
import { PasswordField } from '../components/PasswordField';

/** /forgot-password-otp: a new password and the emailed code; success leads to /login. */
export default function ForgotPasswordOtpPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const auth = useAppSelector(selectAuth);
  // Taken on arrival: a successful reset clears it from the store, the page then leaves for /login itself.
  const [email] = useState(auth.forgotPasswordEmail);
  const [otp, setOtp] = useState('');

  useEffect(() => {
    dispatch(authScreenEntered());
  }, [dispatch]);

  const form = useFormik({
    initialValues: { newPassword: '' },
    validationSchema: resetPasswordFormSchema,
    onSubmit: async ({ newPassword }) => {
      if (!OTP_PATTERN.test(otp)) return;
      const result = await resetPassword(dispatch, { email, otp, newPassword });
      if (result.ok) {
        toast.success('Reset password successfully');
        navigate('/login');
      } else {
        toast.error(result.message);
        setOtp('');
      }
    },
  });

  if (!email) return <Navigate to="/login" replace />;

  const onResend = async () => {
    const result = await forgotPassword(dispatch, { email });
    if (result.ok) toast.success('Otp sent for password reset');
    else toast.error(result.message);
  };

  const onBack = () => {
    dispatch(authFlowCleared());
    navigate('/login');
  };

  const passwordValid = form.values.newPassword !== '' && !form.errors.newPassword;

  return (
    <AuthCard
      title="Reset your password"
      intro={
        <>
          If an account exists for <strong>{email}</strong>, we sent it a 6-digit code. Choose a new password and enter
          the code.
        </>
      }
    >
      <FormikForm form={form} className="ma-form">
        <PasswordField id="reset-password" name="newPassword" label="New password" autoComplete="new-password" />
        <OtpInput label="Reset code" value={otp} onChange={setOtp} disabled={auth.isResetLoading} />
        <button
          type="submit"
          className="tp-button"
          disabled={!passwordValid || otp.length !== 6 || auth.isResetLoading}
        >
          {auth.isResetLoading ? 'Resetting...' : 'Reset password'}
        </button>
      </FormikForm>
      <div className="ma-actions">
        <button type="button" className="tp-button tp-button--secondary" onClick={onBack}>
          Back to Login
        </button>
        <button type="button" className="tp-button tp-button--secondary" onClick={onResend} disabled={auth.isLoading}>
          Resend
        </button>
      </div>
    </AuthCard>
  );
}
