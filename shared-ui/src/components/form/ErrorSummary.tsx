import { useEffect, useRef, type MouseEvent } from 'react';
import type { FieldProblem } from '@travel/contracts';

export interface ErrorSummaryProps {
  id: string;
  problems: readonly FieldProblem[];
  /** The id of the control where a problem's field is shown; none: the problem is listed without a link. */
  controlId: (field: string) => string | undefined;
  /** Changes with each attempt to send the form (Formik's submitCount): the summary then takes the focus. */
  attempt: number;
}

/**
 * The problems of a form, listed at its top after an attempt to send it, each a link to its field. It takes the
 * focus, so a screen reader reads it and a keyboard user starts from it (the GOV.UK error summary pattern; each
 * field also shows its own message). Nothing when there is no problem.
 */
export function ErrorSummary({ id, problems, controlId, attempt }: ErrorSummaryProps) {
  const box = useRef<HTMLElement>(null);
  const shown = problems.length > 0;
  useEffect(() => {
    if (shown) {
      box.current?.focus();
      box.current?.scrollIntoView?.({ block: 'start' });
    }
    // Only a new attempt moves the focus, not each keystroke that changes the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (!shown) return null;

  const goTo = (event: MouseEvent<HTMLAnchorElement>, control: string) => {
    const target = document.getElementById(control);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.({ block: 'center' });
  };
  return (
    <section id={id} ref={box} className="tp-error-summary" tabIndex={-1} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="tp-error-summary__title">
        {problems.length === 1 ? 'There is a problem' : `There are ${problems.length} problems`}
      </h2>
      <ul>
        {problems.map((problem, i) => {
          const control = controlId(problem.field);
          return (
            <li key={`${problem.field}-${i}`}>
              {control ? (
                <a href={`#${control}`} onClick={(event) => goTo(event, control)}>
                  {problem.message}
                </a>
              ) : (
                problem.message
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
