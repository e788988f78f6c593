import { lazy } from 'react';
import { definePages, RemotePages } from '@travel/shared-ui/components';
import type { PagePath } from './paths';

// Chunks named page-<path>: the build publishes which files draw which path, and the shell's server preloads
// them (publishPagesPlugin.ts).
const SignupPage = lazy(() => import(/* webpackChunkName: "page-signup" */ './signup/SignupPage'));
const SignupOtpPage = lazy(() => import(/* webpackChunkName: "page-signup-otp" */ './signup-otp/SignupOtpPage'));
const LoginPage = lazy(() => import(/* webpackChunkName: "page-login" */ './login/LoginPage'));
const ForgotPasswordOtpPage = lazy(
  () => import(/* webpackChunkName: "page-forgot-password-otp" */ './forgot-password/ForgotPasswordOtpPage'),
);
const SuccessAuthPage = lazy(() => import(/* webpackChunkName: "page-successAuth" */ './social-auth/SuccessAuthPage'));
const FailedAuthPage = lazy(() => import(/* webpackChunkName: "page-failedAuth" */ './social-auth/FailedAuthPage'));
const SocialLinkPage = lazy(() => import(/* webpackChunkName: "page-social-link" */ './social-link/SocialLinkPage'));
const ProfilePage = lazy(() => import(/* webpackChunkName: "page-account" */ './account/profile/ProfilePage'));
const SecurityPage = lazy(
  () => import(/* webpackChunkName: "page-account-security" */ './account/security/SecurityPage'),
);
const AccountPriceAlertsPage = lazy(
  () => import(/* webpackChunkName: "page-account-price-alerts" */ './account/price-alerts/AccountPriceAlertsPage'),
);
const PrivacyPage = lazy(() => import(/* webpackChunkName: "page-account-privacy" */ './account/privacy/PrivacyPage'));
const TravellersPage = lazy(
  () => import(/* webpackChunkName: "page-account-travellers" */ './account/travellers/TravellersPage'),
);
const ComplaintsPage = lazy(
  () => import(/* webpackChunkName: "page-account-complaints" */ './account/complaints/ComplaintsPage'),
);
const FileComplaintPage = lazy(
  () => import(/* webpackChunkName: "page-account-complaints-new" */ './account/complaints/FileComplaintPage'),
);
const ComplaintTicketPage = lazy(
  () => import(/* webpackChunkName: "page-account-complaints-ticket" */ './account/complaints/ComplaintTicketPage'),
);
const GuestComplaintPage = lazy(
  () => import(/* webpackChunkName: "page-my-trips-complaint" */ './account/complaints/GuestComplaintPage'),
);
const GuestComplaintTicketPage = lazy(
  () =>
    import(/* webpackChunkName: "page-my-trips-complaint-ticket" */ './account/complaints/GuestComplaintTicketPage'),
);
const MyTripsPage = lazy(() => import(/* webpackChunkName: "page-my-trips" */ './trips/MyTripsPage'));
const TripDetailPage = lazy(() => import(/* webpackChunkName: "page-my-trips-trip" */ './trips/TripDetailPage'));
const ScheduleChangePage = lazy(
  () => import(/* webpackChunkName: "page-my-trips-schedule-change" */ './trips/schedule-change/ScheduleChangePage'),
);
const StaffInvitePage = lazy(
  () => import(/* webpackChunkName: "page-staff-invite" */ './staff-invite/StaffInvitePage'),
);

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
  '/account/complaints': <ComplaintsPage />,
  '/account/complaints/new': <FileComplaintPage />,
  '/account/complaints/ticket': <ComplaintTicketPage />,
  '/my-trips': <MyTripsPage />,
  '/my-trips/trip': <TripDetailPage />,
  '/my-trips/complaint': <GuestComplaintPage />,
  '/my-trips/complaint/ticket': <GuestComplaintTicketPage />,
  '/my-trips/schedule-change': <ScheduleChangePage />,
  '/staff-invite': <StaffInvitePage />,
});

export default function AuthRoutes() {
  return <RemotePages name="mf_auth" build={__BUILD_ID__} pages={pages} />;
}
