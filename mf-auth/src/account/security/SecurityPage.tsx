import { AccountLayout } from '../layout/AccountLayout';
import { ChangePasswordSection } from './ChangePasswordSection';
import { SessionsSection } from './SessionsSection';
import { TwoStepSection } from './TwoStepSection';

/** /account/security: the password, two-step sign-in and the devices signed in to the account. */
export default function SecurityPage() {
  return (
    <AccountLayout title="Password and devices">
      {(profile) => (
        <>
          <ChangePasswordSection hasPassword={profile.hasPassword} />
          <TwoStepSection />
          <SessionsSection />
        </>
      )}
    </AccountLayout>
  );
}
