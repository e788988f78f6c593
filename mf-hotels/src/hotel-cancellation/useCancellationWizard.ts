import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { apiErrorMessage, useApiMutation } from '@travel/shared-ui/api';
import { validateCancellationSearch, type CancellationSearchValues } from '@travel/contracts/rules';
import { lookupBooking } from './api/lookupBooking';
import { requestCancellation } from './api/requestCancellation';
import { sendBookingCode } from './api/sendBookingCode';
import { verifyBookingCode } from './api/verifyBookingCode';
import {
  INITIAL_WIZARD_STATE,
  bookingLookup,
  cancellationWizardReducer,
  codeCheck,
  codeProblem,
  codeRequest,
  type ConfirmValues,
} from './cancellationWizardState';

/**
 * The wizard's state and the API calls that move it on: the emailed code (asked, then checked for a token), the
 * lookup and the request, both with that token. The step heading takes focus on every step change. The calls'
 * answers go into the wizard's state (a failed call's message is cleared by the next call or step).
 */
export function useCancellationWizard() {
  const [state, dispatch] = useReducer(cancellationWizardReducer, INITIAL_WIZARD_STATE);
  const send = useApiMutation(sendBookingCode);
  const verify = useApiMutation(verifyBookingCode);
  const lookup = useApiMutation(lookupBooking);
  const request = useApiMutation(requestCancellation);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);

  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    heading.current?.focus();
  }, [state.step]);

  const emailCode = async (again: boolean) => {
    dispatch({ type: 'callStarted' });
    try {
      await send.mutate(codeRequest(state.search));
      dispatch({ type: 'codeSent', again });
    } catch (error) {
      dispatch({ type: 'callFailed', message: apiErrorMessage(error) });
    }
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateCancellationSearch(state.search);
    dispatch({ type: 'searchChecked', errors });
    if (Object.keys(errors).length > 0) return;
    await emailCode(false);
  };

  /** Checks the code for a token (unless one is held from before Back), then looks the booking up with it. */
  const findBooking = async (event: FormEvent) => {
    event.preventDefault();
    let token = state.token;
    if (!token) {
      const error = codeProblem(state.code);
      dispatch({ type: 'codeChecked', error });
      if (error) return;
    }
    dispatch({ type: 'callStarted' });
    try {
      if (!token) {
        token = await verify.mutate(codeCheck(state.search, state.code));
        dispatch({ type: 'tokenReceived', token });
      }
    } catch (error) {
      dispatch({ type: 'callFailed', message: apiErrorMessage(error) });
      return;
    }
    try {
      dispatch({ type: 'bookingFound', booking: await lookup.mutate(bookingLookup(state.search, token)) });
    } catch (error) {
      dispatch({ type: 'lookupFailed', message: apiErrorMessage(error) });
    }
  };

  const confirmCancellation = async (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'confirmChecked' });
    if (!state.confirm.reason || !state.token) return;
    dispatch({ type: 'callStarted' });
    try {
      const receipt = await request.mutate({
        ...bookingLookup(state.search, state.token),
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
    editCode: (code: string) => dispatch({ type: 'codeEdited', code: code.replace(/\s/g, '') }),
    editConfirm: (values: Partial<ConfirmValues>) => dispatch({ type: 'confirmEdited', values }),
    sendCode,
    resendCode: () => emailCode(true),
    changeDetails: () => dispatch({ type: 'detailsChanged' }),
    findBooking,
    confirmCancellation,
    back: () => dispatch({ type: 'back' }),
    done: () => dispatch({ type: 'done' }),
  };
}
