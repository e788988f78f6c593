import { useFormik } from 'formik';
import { toast } from '@travel/shared-ui/toast';
import { FormikForm } from '@travel/shared-ui/fields';
import { changePasswordFormSchema } from '@travel/contracts/validation';
import { PasswordField } from '../../components/PasswordField';
import { useChangePassword } from './api/changePassword';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The current password, then the new one twice; every other device is signed out, this one stays. */
export function ChangePasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const change = useChangePassword();
  const form = useFormik({
    initialValues: EMPTY,
    validationSchema: changePasswordFormSchema,
    onSubmit: async ({ currentPassword, newPassword }, { resetForm }) => {
      try {
        const reply = await change.mutate({ currentPassword, newPassword });
        toast.success(reply.message);
        resetForm();
      } catch {
        // The message is in change's state.
      }
    },
  });

  return (
    <section className="ma-account__section" aria-labelledby="change-password">
      <h2 id="change-password">Change password</h2>
      {hasPassword ? (
        <>
          <p className="ma-account__note">Changing it signs you out on every other device.</p>
          {change.status === 'error' && (
            <p role="alert" className="tp-field__error">
              {change.message}
            </p>
          )}
          <FormikForm form={form} aria-label="Change password">
            <PasswordField
              id="current-password"
              name="currentPassword"
              label="Current password"
              autoComplete="current-password"
            />
            <PasswordField id="new-password" name="newPassword" label="New password" autoComplete="new-password" />
            <PasswordField
              id="confirm-password"
              name="confirmPassword"
              label="Confirm new password"
              autoComplete="new-password"
            />
            <button type="submit" className="tp-button" disabled={change.status === 'pending'}>
              {change.status === 'pending' ? 'Changing…' : 'Change password'}
            </button>
          </FormikForm>
        </>
      ) : (
        <p>
          Your account has no password yet: you sign in with Google or Facebook. To set one, log out and use Forgot
          Password on the login page.
        </p>
      )}
    </section>
  );
}
