import { useState, type FormEvent } from 'react';
import { useFormik } from 'formik';
import { sessionStarted, useAppDispatch } from '@travel/shared-ui/store';
import { toast } from '@travel/shared-ui/toast';
import { FormikForm, TextField } from '@travel/shared-ui/fields';
import type { AccountProfile, UpdateProfileReply } from '@travel/contracts/accounts';
import { profileFormSchema } from '@travel/contracts/validation';
import { OtpInput } from '../../components/OtpInput';
import { AccountLayout } from '../layout/AccountLayout';
import { useUpdateProfile } from './api/updateProfile';

interface ProfileValues {
  name: string;
  email: string;
  mobileNumber: string;
}

/** The form, then (after a new email) the code mailed to that address. */
function ProfileForm({ profile }: { profile: AccountProfile }) {
  const dispatch = useAppDispatch();
  const update = useUpdateProfile();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [otp, setOtp] = useState('');

  const saved = (reply: UpdateProfileReply) => {
    const { id, name, email, role } = reply.data;
    dispatch(sessionStarted({ id, name, email, role }));
    toast.success(reply.message);
  };

  const form = useFormik<ProfileValues>({
    initialValues: { name: profile.name, email: profile.email, mobileNumber: profile.mobileNumber ?? '' },
    validationSchema: profileFormSchema,
    enableReinitialize: true,
    onSubmit: async ({ name, email, mobileNumber }) => {
      try {
        const reply = await update.mutate({
          name: name.trim(),
          email: email.trim(),
          mobileNumber: mobileNumber.trim(),
        });
        saved(reply);
        setOtp('');
        setPendingEmail(reply.pendingEmail ?? null);
      } catch {
        // The message is in update's state.
      }
    },
  });

  const onConfirmCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!pendingEmail || otp.length !== 6) return;
    try {
      const reply = await update.mutate({ email: pendingEmail, emailOtp: otp });
      saved(reply);
      setPendingEmail(null);
      setOtp('');
    } catch {
      setOtp('');
    }
  };

  const busy = update.status === 'pending';
  const message = update.status === 'error' ? update.message : '';

  return (
    <section className="ma-account__section" aria-labelledby="profile-details">
      <h2 id="profile-details">Your details</h2>
      {message && (
        <p role="alert" className="tp-field__error">
          {message}
        </p>
      )}
      {pendingEmail ? (
        <form noValidate onSubmit={onConfirmCode} aria-label="Confirm your new email">
          {/* One sentence in one text node, so the page translator sees it whole. */}
          <p>{`Enter the 6-digit code we sent to ${pendingEmail}. Your email changes once it is confirmed.`}</p>
          <OtpInput label="Code from the email" value={otp} onChange={setOtp} disabled={busy} />
          <div className="ma-account__actions">
            <button type="submit" className="tp-button" disabled={busy || otp.length !== 6}>
              Confirm new email
            </button>
            <button
              type="button"
              className="tp-button tp-button--secondary"
              disabled={busy}
              onClick={() => {
                setPendingEmail(null);
                void form.setFieldValue('email', profile.email);
              }}
            >
              Keep my current email
            </button>
          </div>
        </form>
      ) : (
        <FormikForm form={form} aria-label="Your details">
          <TextField id="profile-name" name="name" label="Full name" autoComplete="name" />
          <TextField
            id="profile-email"
            name="email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            hint="A new email is confirmed with a code we send to it."
          />
          <TextField
            id="profile-mobile"
            name="mobileNumber"
            label="Mobile number (optional)"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
          />
          <button type="submit" className="tp-button" disabled={busy}>
            {busy ? 'Saving…' : 'Save changes'}
          </button>
        </FormikForm>
      )}
    </section>
  );
}

/** /account: the signed-in person's name, email and mobile number. */
export default function ProfilePage() {
  return <AccountLayout title="Your profile">{(profile) => <ProfileForm profile={profile} />}</AccountLayout>;
}
