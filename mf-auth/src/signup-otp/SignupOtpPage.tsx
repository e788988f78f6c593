import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  authFlowCleared,
  selectAuth,
  signup,
  useAppDispatch,
  useAppSelector,
  verifySignup,
} from '@travel/shared-ui/store';
import { toast } from '@travel/shared-ui/toast';
import { OTP_PATTERN } from '@travel/contracts/validation';
import { AuthCard } from '../components/AuthCard';
import { OtpInput } from '../components/OtpInput';

/**
 * /signup/otp: the 6-digit code from the email turns the sign-up into an account, with the name and password
 * of the form it was sent for. Without that form (a reload) the page is left for /signup.
 */
export default function SignupOtpPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const auth = useAppSelector(selectAuth);
  const { isVerifyLoading, isLoading } = auth;
  // Taken on arrival: verifying clears it from the store, and that must not bounce the page back to /signup.
  const [signupData] = useState(auth.signupData);
  const [otp, setOtp] = useState('');

  if (!signupData) return <Navigate to="/signup" replace />;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!OTP_PATTERN.test(otp)) return;
    // The account is made with what is sent with the code (not what an earlier sign-up for the address left).
    const result = await verifySignup(dispatch, {
      email: signupData.email,
      otp,
      name: signupData.name,
      mobileNumber: signupData.mobileNumber ?? '',
      password: signupData.password,
    });
    if (result.ok) {
      toast.success('Account created successfully');
      navigate('/login');
    } else {
      toast.error(result.message);
      setOtp('');
    }
  };

  const onResend = async () => {
    const result = await signup(dispatch, signupData);
    if (result.ok) toast.success('Otp sent successfully');
    else toast.error(result.message);
  };

  const onBack = () => {
    dispatch(authFlowCleared());
    navigate('/signup');
  };

  return (
    <AuthCard
      title="Verify your email"
      intro={
        <>
          We sent a 6-digit code to <strong>{signupData.email}</strong>. It is valid for 10 minutes.
        </>
      }
    >
      <form className="ma-form" noValidate onSubmit={onSubmit}>
        <OtpInput label="Verification code" value={otp} onChange={setOtp} disabled={isVerifyLoading} />
        <button type="submit" className="tp-button" disabled={otp.length !== 6 || isVerifyLoading}>
          {isVerifyLoading ? 'Verifying...' : 'Verify'}
        </button>
      </form>
      <div className="ma-actions">
        <button type="button" className="tp-button tp-button--secondary" onClick={onBack}>
          Back to Signup
        </button>
        <button type="button" className="tp-button tp-button--secondary" onClick={onResend} disabled={isLoading}>
          Resend
        </button>
      </div>
    </AuthCard>
  );
}
