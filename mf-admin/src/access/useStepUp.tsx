import { Suspense, useCallback, useState } from 'react';
import { apiServerMessage } from '@travel/shared-ui/api';
import { deferredDialog } from '@travel/shared-ui/components';
import { stepUpAsked, type StepUpKind } from './stepUp';

// The dialog is a chunk of its own: most visits never need it.
const StepUpDialog = deferredDialog(
  () => import(/* webpackChunkName: "step-up-dialog" */ './StepUpDialog'),
  (dialog) => dialog.StepUpDialog,
);

type Asked = {
  kind: StepUpKind;
  message: string;
  /** Sends the action again, once, and settles the guarded call with its outcome. */
  retry: () => void;
  /** Settles the guarded call with the first refusal. */
  giveUp: () => void;
};

/**
 * The one place a money action's 403 `stepUp` answer is handled (#40): `guard(action)` runs the action and, when the
 * API asks for the second factor again, shows "Confirm it's you" (`dialog`, to be drawn by the page); once the code
 * is confirmed the action is sent again once, and `guard` settles with that outcome. Closing the dialog settles it
 * with the refusal, whose message the page shows as any other. `asking` is true while the dialog is up (a page
 * hides its own dialog meanwhile, so that Escape closes one only).
 */
export function useStepUp() {
  const [asked, setAsked] = useState<Asked | null>(null);

  const guard = useCallback(async <R,>(action: () => Promise<R>): Promise<R> => {
    try {
      return await action();
    } catch (error) {
      const kind = stepUpAsked(error);
      if (!kind) throw error;
      return new Promise<R>((resolve, reject) => {
        setAsked({
          kind,
          message: apiServerMessage(error) ?? '',
          retry: () => {
            setAsked(null);
            action().then(resolve, reject);
          },
          giveUp: () => {
            setAsked(null);
            reject(error);
          },
        });
      });
    }
  }, []);

  const dialog = asked ? (
    <Suspense fallback={null}>
      <StepUpDialog kind={asked.kind} message={asked.message} onClose={asked.giveUp} onConfirmed={asked.retry} />
    </Suspense>
  ) : null;

  return { guard, dialog, asking: asked !== null };
}
