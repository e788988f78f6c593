import type { ReactNode } from 'react';
import { Modal } from '@travel/shared-ui/modal';

/** The confirmation an answer that cannot be undone asks for, in the shared dialog (focus kept inside, Escape). */
export function ConfirmAnswer({
  title,
  confirmLabel,
  backLabel = 'Go back',
  pending,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  confirmLabel: string;
  backLabel?: string;
  pending: boolean;
  onConfirm(): void;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <Modal
      title={title}
      onClose={() => !pending && onClose()}
      actions={
        <>
          <button type="button" className="tp-button tp-button--secondary" onClick={onClose} disabled={pending}>
            {backLabel}
          </button>
          <button type="button" className="tp-button" onClick={onConfirm} disabled={pending}>
            {pending ? 'Please wait...' : confirmLabel}
          </button>
        </>
      }
    >
      {children}
      <p>This cannot be undone.</p>
    </Modal>
  );
}
