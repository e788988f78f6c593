import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { apiErrorMessage, useApiMutation } from '@travel/shared-ui/api';
import { validateCancellationSearch, type CancellationSearchValues } from '@travel/contracts/rules';
import { lookupBooking } from './api/lookupBooking';
import { requestCancellation } from './api/requestCancellation';
import {
  INITIAL_WIZARD_STATE,
  bookingLookup,
  cancellationWizardReducer,
  type ConfirmValues,
} from './cancellationWizardState';

/**
 * The wizard's state and the two API calls that move it on; the step heading takes focus on every step change.
 * The calls' answers go into the wizard's state (a failed call's message is cleared by the next call or step).
 */
export function useCancellationWizard() {
  const [state, dispatch] = useReducer(cancellationWizardReducer, INITIAL_WIZARD_STATE);
  const lookup = useApiMutation(lookupBooking);
  const request = useApiMutation(requestCancellation);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);

  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    heading.current?.focus();
  }, [state.step]);

  const findBooking = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateCancellationSearch(state.search);
    dispatch({ type: 'searchChecked', errors });
    if (Object.keys(errors).length > 0) return;
    dispatch({ type: 'callStarted' });
    try {
      dispatch({ type: 'bookingFound', booking: await lookup.mutate(bookingLookup(state.search)) });
    } catch (error) {
      dispatch({ type: 'callFailed', message: apiErrorMessage(error) });
    }
  };

  const confirmCancellation = async (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'confirmChecked' });
    if (!state.confirm.reason) return;
    dispatch({ type: 'callStarted' });
    try {
      const receipt = await request.mutate({
        ...bookingLookup(state.search),
        reason: state.confirm.reason,
        additionalNotes: state.confirm.additionalNotes.trim() || undefined,
        refundPreference: state.confirm.refundPreference,
      });
      dispatch({ type: 'cancellationRequested', receipt });
    } catch (error) {
      dispatch({ type: 'callFailed', message: apiErrorMessage(error) });
    }
  };

  return {
    state,
    heading,
    editSearch: (values: Partial<CancellationSearchValues>) => dispatch({ type: 'searchEdited', values }),
    editConfirm: (values: Partial<ConfirmValues>) => dispatch({ type: 'confirmEdited', values }),
    findBooking,
    confirmCancellation,
    back: () => dispatch({ type: 'back' }),
    done: () => dispatch({ type: 'done' }),
  };
}
