import { AccountLayout } from '../layout/AccountLayout';
import { ChangePasswordSection } from './ChangePasswordSection';
import { SessionsSection } from './SessionsSection';

/** /account/security: the password and the devices signed in to the account. */
export default function SecurityPage() {
  return (
    <AccountLayout title="Password and devices">
      {(profile) => (
        <>
          <ChangePasswordSection hasPassword={profile.hasPassword} />
          <SessionsSection />
        </>
      )}
    </AccountLayout>
  );
}
