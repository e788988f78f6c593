import { AccountLayout } from '../layout/AccountLayout';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DownloadDataSection } from './DownloadDataSection';

/** /account/privacy: a copy of everything kept about the person, and deleting the account (GDPR-ready, as /info says). */
export default function PrivacyPage() {
  return (
    <AccountLayout title="Your data">
      {(profile) => (
        <>
          <p className="ma-account__note">Your data is yours: take a copy of it or delete your account at any time.</p>
          <DownloadDataSection />
          <DeleteAccountSection hasPassword={profile.hasPassword} />
        </>
      )}
    </AccountLayout>
  );
}
