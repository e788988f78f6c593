import { useEffect, useRef, useState, type RefObject } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { QueryState } from '@travel/shared-ui/api';
import { FormikForm, TextField } from '@travel/shared-ui/fields';
import { toast } from '@travel/shared-ui/toast';
import type { TotpSetupReply } from '@travel/contracts/accounts';
import { PasswordField } from '../../components/PasswordField';
import { useConfirmTotp, useDisableTotp, useMfaStatus, useStartTotpSetup, type MfaStatus } from './api/mfa';

// Times as India's clock shows them, like the rest of the site's dates.
const when = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

const passwordSchema = yup.object({ password: yup.string().required('Enter your password') });
const codeSchema = yup.object({ code: yup.string().trim().required('Enter the code from your authenticator app.') });
const disableSchema = passwordSchema.concat(codeSchema);

/** What the section shows: the status, or one step of turning it on or off. */
type Step =
  | { name: 'status' }
  | { name: 'password' }
  | { name: 'scan'; setup: TotpSetupReply }
  | { name: 'codes'; codes: string[] }
  | { name: 'disable' };

/**
 * Two-step sign-in (TOTP): whether it is on, and the steps to turn it on (the password, the QR code or the secret for
 * the app, its first code, the recovery codes shown once) or off (the password and a code; staff keep it).
 */
export function TwoStepSection() {
  const status = useMfaStatus();
  const [step, setStep] = useState<Step>({ name: 'status' });
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // Each step's heading takes the focus, so a keyboard or screen reader follows the steps.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const done = () => setStep({ name: 'status' });

  return (
    <section className="ma-account__section" aria-labelledby="two-step">
      <h2 id="two-step">Two-step sign-in</h2>
      <QueryState query={status}>
        {(mfa) => {
          switch (step.name) {
            case 'status':
              return (
                <Status
                  mfa={mfa}
                  onTurnOn={() => setStep({ name: 'password' })}
                  onTurnOff={() => setStep({ name: 'disable' })}
                />
              );
            case 'password':
              return (
                <PasswordStep heading={heading} onCancel={done} onSetup={(setup) => setStep({ name: 'scan', setup })} />
              );
            case 'scan':
              return (
                <ScanStep
                  heading={heading}
                  setup={step.setup}
                  onCancel={done}
                  onConfirmed={(codes) => setStep({ name: 'codes', codes })}
                />
              );
            case 'codes':
              return <RecoveryCodes heading={heading} codes={step.codes} onSaved={done} />;
            case 'disable':
              return <DisableStep heading={heading} onCancel={done} onDisabled={done} />;
          }
        }}
      </QueryState>
    </section>
  );
}

export type HeadingRef = RefObject<HTMLHeadingElement | null>;

function Status({ mfa, onTurnOn, onTurnOff }: { mfa: MfaStatus; onTurnOn: () => void; onTurnOff: () => void }) {
  if (!mfa.totp.enabled) {
    return (
      <>
        <p>
          {mfa.staff
            ? 'Two-step sign-in is off. Staff accounts need it: turn it on before you approve or send money.'
            : 'Two-step sign-in is off. Turn it on to ask for a code from an authenticator app each time you sign in.'}
        </p>
        <button type="button" className="tp-button" onClick={onTurnOn}>
          Turn on two-step sign-in
        </button>
      </>
    );
  }
  const { enabledAt, recoveryCodesLeft } = mfa.totp;
  return (
    <>
      <p>{enabledAt ? `Two-step sign-in is on since ${when(enabledAt)}.` : 'Two-step sign-in is on.'}</p>
      <p className="ma-account__note">
        {recoveryCodesLeft === 1 ? '1 recovery code left.' : `${recoveryCodesLeft} recovery codes left.`}
      </p>
      {mfa.staff ? (
        <p className="ma-account__note">Staff accounts keep two-step sign-in.</p>
      ) : (
        <button type="button" className="tp-button tp-button--secondary" onClick={onTurnOff}>
          Turn off two-step sign-in
        </button>
      )}
    </>
  );
}

function StepHeading({ heading, children }: { heading: HeadingRef; children: string }) {
  return (
    <h3 ref={heading} tabIndex={-1}>
      {children}
    </h3>
  );
}

function Refusal({ message }: { message: string }) {
  return (
    <p role="alert" className="tp-field__error">
      {message}
    </p>
  );
}

function PasswordStep({
  heading,
  onCancel,
  onSetup,
}: {
  heading: HeadingRef;
  onCancel: () => void;
  onSetup: (setup: TotpSetupReply) => void;
}) {
  const start = useStartTotpSetup();
  const form = useFormik({
    initialValues: { password: '' },
    validationSchema: passwordSchema,
    onSubmit: async ({ password }) => {
      try {
        onSetup(await start.mutate({ password }));
      } catch {
        // The message is in start's state.
      }
    },
  });
  return (
    <>
      <StepHeading heading={heading}>Turn on two-step sign-in</StepHeading>
      <p className="ma-account__note">Enter your password to begin.</p>
      {start.status === 'error' && <Refusal message={start.message} />}
      <FormikForm form={form} aria-label="Turn on two-step sign-in">
        <PasswordField id="totp-setup-password" name="password" label="Password" autoComplete="current-password" />
        <div className="ma-actions">
          <button type="submit" className="tp-button" disabled={start.status === 'pending'}>
            {start.status === 'pending' ? 'Please wait...' : 'Continue'}
          </button>
          <button type="button" className="tp-button tp-button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </FormikForm>
    </>
  );
}

/** Enrolment's middle step: the QR code or key for the app, then its first code (also the staff invitation's). */
export function ScanStep({
  heading,
  setup,
  onCancel,
  onConfirmed,
}: {
  heading: HeadingRef;
  setup: TotpSetupReply;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const confirm = useConfirmTotp();
  const form = useFormik({
    initialValues: { code: '' },
    validationSchema: codeSchema,
    onSubmit: async ({ code }) => {
      try {
        const reply = await confirm.mutate({ code: code.trim() });
        toast.success(reply.message);
        onConfirmed(reply.recoveryCodes);
      } catch {
        // The message is in confirm's state.
      }
    },
  });
  return (
    <>
      <StepHeading heading={heading}>Scan the QR code</StepHeading>
      <p className="ma-account__note">
        Scan it with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then enter the
        6-digit code the app shows.
      </p>
      <img src={setup.qrDataUrl} alt="QR code to scan with your authenticator app" width={200} height={200} />
      <p>
        Cannot scan it? Enter this key in the app instead: <code className="ma-secret">{setup.secret}</code>
      </p>
      {confirm.status === 'error' && <Refusal message={confirm.message} />}
      <FormikForm form={form} aria-label="Confirm two-step sign-in">
        <TextField
          id="totp-setup-code"
          name="code"
          label="Authentication code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={64}
        />
        <div className="ma-actions">
          <button type="submit" className="tp-button" disabled={confirm.status === 'pending'}>
            {confirm.status === 'pending' ? 'Please wait...' : 'Turn on'}
          </button>
          <button type="button" className="tp-button tp-button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </FormikForm>
    </>
  );
}

/** The recovery codes, shown once after enrolment, to download or copy. */
export function RecoveryCodes({
  heading,
  codes,
  onSaved,
}: {
  heading: HeadingRef;
  codes: string[];
  onSaved: () => void;
}) {
  // The file holds the codes alone, one a line: its name says what they are, and no text in it needs translating.
  const text = `${codes.join('\n')}\n`;
  return (
    <>
      <StepHeading heading={heading}>Save your recovery codes</StepHeading>
      <p>
        Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only this once.
      </p>
      <ul className="ma-recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="ma-actions">
        <a
          className="tp-button tp-button--secondary"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="travel-portal-recovery-codes.txt"
        >
          Download
        </a>
        <button type="button" className="tp-button" onClick={onSaved}>
          I have saved them
        </button>
      </div>
    </>
  );
}

function DisableStep({
  heading,
  onCancel,
  onDisabled,
}: {
  heading: HeadingRef;
  onCancel: () => void;
  onDisabled: () => void;
}) {
  const disable = useDisableTotp();
  const form = useFormik({
    initialValues: { password: '', code: '' },
    validationSchema: disableSchema,
    onSubmit: async ({ password, code }) => {
      try {
        const reply = await disable.mutate({ password, code: code.trim() });
        toast.success(reply.message);
        onDisabled();
      } catch {
        // The message is in disable's state.
      }
    },
  });
  return (
    <>
      <StepHeading heading={heading}>Turn off two-step sign-in</StepHeading>
      <p className="ma-account__note">Enter your password and a code from your app or one of your recovery codes.</p>
      {disable.status === 'error' && <Refusal message={disable.message} />}
      <FormikForm form={form} aria-label="Turn off two-step sign-in">
        <PasswordField id="totp-disable-password" name="password" label="Password" autoComplete="current-password" />
        <TextField
          id="totp-disable-code"
          name="code"
          label="Authentication code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={64}
        />
        <div className="ma-actions">
          <button type="submit" className="tp-button" disabled={disable.status === 'pending'}>
            {disable.status === 'pending' ? 'Please wait...' : 'Turn off'}
          </button>
          <button type="button" className="tp-button tp-button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </FormikForm>
    </>
  );
}
