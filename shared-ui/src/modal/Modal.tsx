import { useEffect, useId, useRef, type ReactNode } from 'react';
import './Modal.css';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Footer content, usually the dialog's buttons. */
  actions?: ReactNode;
  /** 'sheet': the whole width, risen from the bottom of the screen, its body scrolling between a fixed header and footer (`Sheet`). */
  variant?: 'dialog' | 'sheet';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * An accessible modal dialog: focus moves inside and is trapped there, Escape closes,
 * the page behind does not scroll while it is open, and focus returns to whatever opened it.
 */
export function Modal({ title, onClose, children, actions, variant = 'dialog' }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const focusables = () => Array.from(dialog?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    (focusables()[0] ?? dialog)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // The page behind stays where it was: a swipe on the backdrop or past the dialog's end scrolls nothing.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  return (
    <div
      className={`tp-modal-backdrop${variant === 'sheet' ? ' tp-modal-backdrop--sheet' : ''}`}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        className={`tp-modal${variant === 'sheet' ? ' tp-modal--sheet' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        ref={dialogRef}
        tabIndex={-1}
      >
        <header className="tp-modal__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="tp-modal__close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        <div className="tp-modal__body">{children}</div>
        {actions && <footer className="tp-modal__actions">{actions}</footer>}
      </div>
    </div>
  );
}
