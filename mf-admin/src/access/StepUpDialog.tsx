import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useApiMutation } from '@travel/shared-ui/api';
import { TextField } from '@travel/shared-ui/fields';
import { Modal } from '@travel/shared-ui/modal';
import { confirmStepUp, SECURITY_PAGE, type StepUpKind } from './stepUp';
import './StepUpDialog.css';

export interface StepUpDialogProps {
  kind: StepUpKind;
  /** The API's words for what it asks. */
  message: string;
  onClose: () => void;
  /** The code was right: the action may be sent again. */
  onConfirmed: () => void;
}

/**
 * "Confirm it's you": a money action asked for the second factor again. 'code' asks the authenticator's code (or a
 * recovery code) and confirms it; 'enrol' sends a staff member without two-step sign-in to set it up first.
 */
export function StepUpDialog({ kind, message, onClose, onConfirmed }: StepUpDialogProps) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = useApiMutation(confirmStepUp);
  const field = useRef<HTMLInputElement>(null);
  const setUpLink = useRef<HTMLAnchorElement>(null);

  // Modal focuses its first control (Close); the code, or the way to set it up, is what is asked, so it takes the
  // focus after (this effect runs after Modal's).
  useEffect(() => {
    (field.current ?? setUpLink.current)?.focus();
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setMissing(true);
      field.current?.focus();
      return;
    }
    try {
      await confirm.mutate(code.trim());
      onConfirmed();
    } catch {
      // The message is in confirm's state.
      field.current?.focus();
    }
  };

  if (kind === 'enrol') {
    return (
      <Modal title="Confirm it's you" onClose={onClose}>
        <p>{message}</p>
        <p>
          <Link ref={setUpLink} to={SECURITY_PAGE} onClick={onClose}>
            Set up two-step sign-in
          </Link>
        </p>
      </Modal>
    );
  }

  const error = missing
    ? 'Enter the code from your authenticator app.'
    : confirm.status === 'error'
      ? confirm.message
      : undefined;
  return (
    <Modal title="Confirm it's you" onClose={onClose}>
      <form noValidate onSubmit={onSubmit} aria-label="Confirm it's you">
        <p>{message}</p>
        <TextField
          id="step-up-code"
          ref={field}
          name="code"
          label="Authentication code"
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={64}
          value={code}
          error={error}
          onChange={(event) => {
            setMissing(false);
            setCode(event.target.value);
          }}
        />
        <div className="adm-step-up__actions">
          <button type="submit" className="tp-button" disabled={confirm.status === 'pending'}>
            {confirm.status === 'pending' ? 'Checking...' : 'Confirm'}
          </button>
          <button type="button" className="tp-button tp-button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
