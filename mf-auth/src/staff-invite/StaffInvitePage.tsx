import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { Link, useSearchParams } from 'react-router-dom';
import { apiErrorMessage } from '@travel/shared-ui/api';
import { Spinner } from '@travel/shared-ui/components';
import { FormikForm, TextField } from '@travel/shared-ui/fields';
import { sessionStarted, useAppDispatch } from '@travel/shared-ui/store';
import { backOfficeHome, STAFF_INVITE_MESSAGES, STAFF_ROLE_LABELS, type StaffRole } from '@travel/contracts/admin';
import type { TotpSetupReply } from '@travel/contracts/accounts';
import {
  ACCOUNT_MESSAGES_SHARED,
  AUTH_MESSAGES,
  staffInviteAcceptSchema,
  staffInviteExistingAccountSchema,
} from '@travel/contracts/validation';
import { RecoveryCodes, ScanStep } from '../account/security/TwoStepSection';
import { useStartTotpSetup } from '../account/security/api/mfa';
import { AuthCard } from '../components/AuthCard';
import { PasswordField } from '../components/PasswordField';
import { useAcceptStaffInvite } from './api/acceptStaffInvite';
import { useStaffInvite, type StaffInviteDetails } from './api/getStaffInvite';

const newAccountSchema = staffInviteAcceptSchema.shape({
  confirmPassword: yup
    .string()
    .required(AUTH_MESSAGES.passwordRequired)
    .oneOf([yup.ref('password')], ACCOUNT_MESSAGES_SHARED.passwordsDiffer),
});

/** Where the invitee is: the form, setting up two-step sign-in, done, or (an existing account) off to sign in. */
type Step =
  | { name: 'form' }
  | { name: 'scan'; setup: TotpSetupReply; roles: StaffRole[] }
  | { name: 'codes'; codes: string[]; roles: StaffRole[] }
  | { name: 'done'; roles: StaffRole[] }
  | { name: 'later'; message?: string }
  | { name: 'attached'; message: string };

const rolesText = (roles: readonly StaffRole[]) => roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ');
const SIGN_IN_TO_SET_UP = `/login?next=${encodeURIComponent('/account/security')}`;

/**
 * /staff-invite?token=…: the emailed invitation to the back office (issue #40 point 2). Shows the invited address
 * and roles; a new account gives its name and password (twice), then sets up two-step sign-in at once with the same
 * steps as the Security page, since the back office answers nothing before; an existing account gives its password
 * and signs in afterwards.
 */
export default function StaffInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const invite = useStaffInvite(token);
  const [step, setStep] = useState<Step>({ name: 'form' });
  // Each step's heading or message takes the focus, so a keyboard or screen reader follows the steps.
  const heading = useRef<HTMLHeadingElement>(null);
  const said = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (step.name !== 'form') (heading.current ?? said.current)?.focus();
  }, [step]);

  if (!token) {
    return (
      <AuthCard title="Join the back office">
        <p role="alert">{STAFF_INVITE_MESSAGES.unknownLink}</p>
      </AuthCard>
    );
  }
  if (invite.status === 'loading') {
    return (
      <AuthCard title="Join the back office">
        <Spinner label="Opening your invitation…" />
      </AuthCard>
    );
  }
  if (invite.status === 'error') {
    return (
      <AuthCard title="Join the back office">
        <p role="alert">{invite.message}</p>
        <p className="ma-switch">
          <Link to="/login">Sign in</Link>
        </p>
      </AuthCard>
    );
  }

  switch (step.name) {
    case 'form':
      return <AcceptForm token={token} invite={invite.data} onStep={setStep} />;
    case 'scan':
      return (
        <AuthCard title="Set up two-step sign-in" intro="The back office opens once it is on.">
          <ScanStep
            heading={heading}
            setup={step.setup}
            onCancel={() => setStep({ name: 'later' })}
            onConfirmed={(codes) => setStep({ name: 'codes', codes, roles: step.roles })}
          />
        </AuthCard>
      );
    case 'codes':
      return (
        <AuthCard title="Set up two-step sign-in">
          <RecoveryCodes
            heading={heading}
            codes={step.codes}
            onSaved={() => setStep({ name: 'done', roles: step.roles })}
          />
        </AuthCard>
      );
    case 'done':
      return (
        <AuthCard title="You are all set">
          <p ref={said} tabIndex={-1}>
            Two-step sign-in is on. Each time you sign in we will ask for a code from your app.
          </p>
          <p>
            <Link className="tp-button" to={backOfficeHome(step.roles)}>
              Go to the back office
            </Link>
          </p>
        </AuthCard>
      );
    case 'later':
      return (
        <AuthCard title="Set up two-step sign-in">
          {step.message && <p role="alert">{step.message}</p>}
          <p ref={said} tabIndex={-1}>
            The back office opens once two-step sign-in is on. Set it up from your account&apos;s Security page.
          </p>
          <p>
            <Link className="tp-button" to="/account/security">
              Go to Security
            </Link>
          </p>
        </AuthCard>
      );
    case 'attached':
      return (
        <AuthCard title="Join the back office">
          <p ref={said} tabIndex={-1} role="status">
            {step.message}
          </p>
          <p>Then set up two-step sign-in on your account&apos;s Security page: the back office opens once it is on.</p>
          <p>
            <Link className="tp-button" to={SIGN_IN_TO_SET_UP}>
              Sign in
            </Link>
          </p>
        </AuthCard>
      );
  }
}

function AcceptForm({
  token,
  invite,
  onStep,
}: {
  token: string;
  invite: StaffInviteDetails;
  onStep: (step: Step) => void;
}) {
  const dispatch = useAppDispatch();
  const accept = useAcceptStaffInvite();
  const startSetup = useStartTotpSetup();
  const existing = invite.existingAccount;
  const form = useFormik({
    initialValues: { name: '', password: '', confirmPassword: '' },
    validationSchema: existing ? staffInviteExistingAccountSchema : newAccountSchema,
    onSubmit: async ({ name, password }) => {
      let reply;
      try {
        reply = await accept.mutate(existing ? { token, password } : { token, name: name.trim(), password });
      } catch {
        return; // The refusal is in accept's state.
      }
      if (!reply.signedIn) {
        onStep({ name: 'attached', message: reply.message });
        return;
      }
      dispatch(sessionStarted(reply.data));
      try {
        // The password was just given: setting up two-step sign-in starts without asking it again.
        onStep({ name: 'scan', setup: await startSetup.mutate({ password }), roles: invite.roles });
      } catch (error) {
        onStep({ name: 'later', message: apiErrorMessage(error) });
      }
    },
  });
  const busy = accept.status === 'pending' || startSetup.status === 'pending';

  return (
    <AuthCard
      title="Join the back office"
      intro={
        <>
          <span translate="no">{invite.email}</span>
          {` is invited as ${rolesText(invite.roles)}.`}
        </>
      }
    >
      {existing && (
        <p className="ma-account__note">This email has an account already. Enter its password to add staff access.</p>
      )}
      {accept.status === 'error' && (
        <p role="alert" className="tp-field__error">
          {accept.message}
        </p>
      )}
      <FormikForm form={form} className="ma-form" aria-label="Accept the invitation">
        {!existing && <TextField id="invite-name" name="name" label="Full name" autoComplete="name" />}
        <PasswordField
          id="invite-password"
          name="password"
          label="Password"
          autoComplete={existing ? 'current-password' : 'new-password'}
        />
        {!existing && (
          <PasswordField
            id="invite-confirm-password"
            name="confirmPassword"
            label="Confirm password"
            autoComplete="new-password"
          />
        )}
        <button type="submit" className="tp-button" disabled={busy}>
          {busy ? 'Please wait...' : 'Accept invitation'}
        </button>
      </FormikForm>
    </AuthCard>
  );
}
