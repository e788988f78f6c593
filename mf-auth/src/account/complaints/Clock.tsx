import type { ClockText } from './complaintTexts';

/** A clock's text, and 'Overdue' beside it once its deadline has passed with the step not done. */
export function Clock({ clock }: { clock: ClockText }) {
  return (
    <>
      <span>{clock.text}</span>
      {clock.overdue && <strong className="ma-complaints__overdue"> Overdue</strong>}
    </>
  );
}
