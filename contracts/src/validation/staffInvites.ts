import * as yup from 'yup';
import { STAFF_ROLES, type StaffRole } from '../admin/staff';
import { STAFF_INVITE_MESSAGES } from '../admin/staffInvites';
import { signupSchema } from './auth';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH } from './authMessages';

// Staff invitations (issue #40 point 2): the rules the back office's form and the API share.

/** Inviting: an address in shape and at least one role. */
export const staffInviteSchema = yup.object({
  email: signupSchema.fields.email as yup.StringSchema<string>,
  roles: yup
    .array(
      yup
        .mixed<StaffRole>()
        .oneOf([...STAFF_ROLES])
        .required(),
    )
    .required(STAFF_INVITE_MESSAGES.rolesRequired)
    .min(1, STAFF_INVITE_MESSAGES.rolesRequired),
});

/** Accepting for a new account: the name and password as sign-up asks them. */
export const staffInviteAcceptSchema = signupSchema.pick(['name', 'password']);

/** Accepting for an existing account: its current password. */
export const staffInviteExistingAccountSchema = yup.object({
  password: yup
    .string()
    .required(AUTH_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
});
