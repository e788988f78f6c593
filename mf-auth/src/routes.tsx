import { lazy } from 'react';
import { RemotePages, type PageRoute } from '@travel/shared-ui';

const SignupPage = lazy(() => import('./signup/SignupPage'));
const SignupOtpPage = lazy(() => import('./signup-otp/SignupOtpPage'));
const LoginPage = lazy(() => import('./login/LoginPage'));
const ForgotPasswordOtpPage = lazy(() => import('./forgot-password/ForgotPasswordOtpPage'));
const SuccessAuthPage = lazy(() => import('./social-auth/SuccessAuthPage'));
const FailedAuthPage = lazy(() => import('./social-auth/FailedAuthPage'));
const SocialLinkPage = lazy(() => import('./social-link/SocialLinkPage'));

/** The pages this remote draws, at the paths the shell hands it. */
export const pages: PageRoute[] = [
  { path: '/signup', element: <SignupPage /> },
  { path: '/signup/otp', element: <SignupOtpPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/forgot-password-otp', element: <ForgotPasswordOtpPage /> },
  { path: '/successAuth', element: <SuccessAuthPage /> },
  { path: '/failedAuth', element: <FailedAuthPage /> },
  { path: '/social-link', element: <SocialLinkPage /> },
];

export default function AuthRoutes() {
  return <RemotePages name="mf_auth" build={__BUILD_ID__} pages={pages} />;
}
