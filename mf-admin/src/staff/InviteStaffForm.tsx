import { useFormik } from 'formik';
import { apiFieldProblems } from '@travel/shared-ui/api';
import { CheckboxField, FormikForm, TextField, fieldErrors } from '@travel/shared-ui/form';
import { toast } from '@travel/shared-ui/toast';
import { STAFF_INVITE_HOURS, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@travel/contracts/admin';
import { staffInviteSchema } from '@travel/contracts/validation';
import { useInviteStaff } from './api/inviteStaff';

const EMPTY: { email: string; roles: StaffRole[] } = { email: '', roles: [] };

/** Invite staff: an address and its roles (the rules are the API's, from contracts); a toast once it is sent. */
export function InviteStaffForm() {
  const invite = useInviteStaff();
  const form = useFormik({
    initialValues: EMPTY,
    validationSchema: staffInviteSchema,
    onSubmit: async (values, { resetForm, setErrors }) => {
      try {
        const reply = await invite.mutate({ email: values.email.trim(), roles: values.roles });
        toast.success(`Invitation sent to ${reply.invitation.email}.`);
        resetForm();
      } catch (error) {
        setErrors(fieldErrors(apiFieldProblems(error)));
      }
    },
  });
  const toggle = (role: StaffRole, on: boolean) =>
    void form.setFieldValue(
      'roles',
      STAFF_ROLES.filter((r) => (r === role ? on : form.values.roles.includes(r))),
    );
  const rolesError = form.submitCount > 0 && typeof form.errors.roles === 'string' ? form.errors.roles : undefined;

  return (
    <FormikForm form={form} className="stf__form stf__invite" aria-labelledby="stf-invite">
      <h2 id="stf-invite">Invite staff</h2>
      <p className="stf__current">
        {`We email a link to set a password and two-step sign-in. It works once, for ${STAFF_INVITE_HOURS} hours.`}
      </p>
      {invite.status === 'error' && (
        <p className="stf__error" role="alert">
          {invite.message}
        </p>
      )}
      <TextField id="stf-invite-email" name="email" type="email" label="Email" autoComplete="off" maxLength={320} />
      <fieldset aria-describedby={rolesError ? 'stf-invite-roles-error' : undefined}>
        <legend>Roles</legend>
        <div className="stf__roles">
          {STAFF_ROLES.map((role) => (
            <CheckboxField
              key={role}
              id={`stf-invite-${role}`}
              name={`invite-${role}`}
              label={STAFF_ROLE_LABELS[role]}
              checked={form.values.roles.includes(role)}
              onChange={(event) => toggle(role, event.target.checked)}
            />
          ))}
        </div>
        {rolesError && (
          <p id="stf-invite-roles-error" className="stf__error">
            {rolesError}
          </p>
        )}
      </fieldset>
      <div className="stf__actions">
        <button type="submit" className="tp-button" disabled={invite.status === 'pending'}>
          {invite.status === 'pending' ? 'Sending…' : 'Send invitation'}
        </button>
      </div>
    </FormikForm>
  );
}
