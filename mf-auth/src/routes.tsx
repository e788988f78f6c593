import { lazy } from 'react';
import { definePages, RemotePages } from '@travel/shared-ui/components';
import type { PagePath } from './paths';

const SignupPage = lazy(() => import('./signup/SignupPage'));
const SignupOtpPage = lazy(() => import('./signup-otp/SignupOtpPage'));
const LoginPage = lazy(() => import('./login/LoginPage'));
const ForgotPasswordOtpPage = lazy(() => import('./forgot-password/ForgotPasswordOtpPage'));
const SuccessAuthPage = lazy(() => import('./social-auth/SuccessAuthPage'));
const FailedAuthPage = lazy(() => import('./social-auth/FailedAuthPage'));
const SocialLinkPage = lazy(() => import('./social-link/SocialLinkPage'));
const ProfilePage = lazy(() => import('./account/profile/ProfilePage'));
const SecurityPage = lazy(() => import('./account/security/SecurityPage'));
const AccountPriceAlertsPage = lazy(() => import('./account/price-alerts/AccountPriceAlertsPage'));
const PrivacyPage = lazy(() => import('./account/privacy/PrivacyPage'));
const TravellersPage = lazy(() => import('./account/travellers/TravellersPage'));
const MyTripsPage = lazy(() => import('./trips/MyTripsPage'));
const TripDetailPage = lazy(() => import('./trips/TripDetailPage'));

/** The pages this remote draws, at the paths the shell hands it. */
export const pages = definePages<PagePath>({
  '/signup': <SignupPage />,
  '/signup/otp': <SignupOtpPage />,
  '/login': <LoginPage />,
  '/forgot-password-otp': <ForgotPasswordOtpPage />,
  '/successAuth': <SuccessAuthPage />,
  '/failedAuth': <FailedAuthPage />,
  '/social-link': <SocialLinkPage />,
  '/account': <ProfilePage />,
  '/account/security': <SecurityPage />,
  '/account/price-alerts': <AccountPriceAlertsPage />,
  '/account/privacy': <PrivacyPage />,
  '/account/travellers': <TravellersPage />,
  '/my-trips': <MyTripsPage />,
  '/my-trips/trip': <TripDetailPage />,
});

export default function AuthRoutes() {
  return <RemotePages name="mf_auth" build={__BUILD_ID__} pages={pages} />;
}
