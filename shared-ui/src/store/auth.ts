import type { UnknownAction } from 'redux';
import type { MessageReply, SessionUser, SignupBody } from '@travel/contracts/accounts';
import type { StoreClearedAction } from './storeCleared';

export type { SessionUser };

/** The `{ success, message }` answer of a customer call. */
export type AuthCallResponse = MessageReply;

/** The sign-up form's values, as the wire's `SignupBody` takes them: name, email and password filled in. */
export type SignupPayload = Required<Omit<SignupBody, 'mobileNumber'>> & {
  mobileNumber?: NonNullable<SignupBody['mobileNumber']>;
};

/**
 * The auth state. Only isUserLoggedIn and userData are persisted (shell/src/store/store.ts);
 * signupData stays in memory so Resend can ask for a new code.
 */
export interface AuthState {
  isLoading: boolean;
  isVerifyLoading: boolean;
  isResetLoading: boolean;
  errorMessage: string;
  isUserLoggedIn: boolean;
  userData: SessionUser | null;
  signupData: SignupPayload | null;
  forgotPasswordEmail: string;
  signupOtpResponse: AuthCallResponse | null;
  signupVerifyResponse: AuthCallResponse | null;
  forgotOtpResponse: AuthCallResponse | null;
  forgotVerifyResponse: AuthCallResponse | null;
}

export const initialAuthState: AuthState = {
  isLoading: false,
  isVerifyLoading: false,
  isResetLoading: false,
  errorMessage: '',
  isUserLoggedIn: false,
  userData: null,
  signupData: null,
  forgotPasswordEmail: '',
  signupOtpResponse: null,
  signupVerifyResponse: null,
  forgotOtpResponse: null,
  forgotVerifyResponse: null,
};

/** The customer calls the screens wait for (authCalls.ts), each shown by one of the loading flags. */
export type AuthCall = 'signup' | 'verifySignup' | 'login' | 'forgotPassword' | 'resetPassword' | 'logout';

const LOADING_FLAG = {
  signup: 'isLoading',
  verifySignup: 'isVerifyLoading',
  login: 'isLoading',
  forgotPassword: 'isLoading',
  resetPassword: 'isResetLoading',
  logout: 'isLoading',
} as const satisfies Record<AuthCall, keyof AuthState>;

export type AuthAction =
  | { type: 'auth/sessionStarted'; user: SessionUser }
  | { type: 'auth/sessionEnded' }
  | { type: 'auth/screenEntered' }
  | { type: 'auth/flowCleared' }
  | { type: 'auth/callStarted'; call: AuthCall }
  | { type: 'auth/callFailed'; call: AuthCall; message: string }
  | { type: 'auth/signupCodeSent'; values: SignupPayload; reply: AuthCallResponse }
  | { type: 'auth/signupVerified'; reply: AuthCallResponse }
  | { type: 'auth/loggedIn'; user: SessionUser }
  | { type: 'auth/secondStepAsked' }
  | { type: 'auth/resetCodeSent'; email: string; reply: AuthCallResponse }
  | { type: 'auth/passwordReset'; reply: AuthCallResponse }
  | { type: 'auth/sessionChecked'; user: SessionUser | null };

/** Someone signed in another way than the login form (a social link, a changed profile). */
export const sessionStarted = (user: SessionUser): AuthAction => ({ type: 'auth/sessionStarted', user });
/** The session is gone (logout, or the server no longer knows it). */
export const sessionEnded = (): AuthAction => ({ type: 'auth/sessionEnded' });
/** Entering sign-up, login or the reset screen: old answers must not trigger redirects again. */
export const authScreenEntered = (): AuthAction => ({ type: 'auth/screenEntered' });
/** The Back buttons: forget the pending sign-up or reset too. */
export const authFlowCleared = (): AuthAction => ({ type: 'auth/flowCleared' });
export const authCallStarted = (call: AuthCall): AuthAction => ({ type: 'auth/callStarted', call });
export const authCallFailed = (call: AuthCall, message: string): AuthAction => ({
  type: 'auth/callFailed',
  call,
  message,
});
export const signupCodeSent = (values: SignupPayload, reply: AuthCallResponse): AuthAction => ({
  type: 'auth/signupCodeSent',
  values,
  reply,
});
export const signupVerified = (reply: AuthCallResponse): AuthAction => ({ type: 'auth/signupVerified', reply });
export const loggedIn = (user: SessionUser): AuthAction => ({ type: 'auth/loggedIn', user });
/** The password was right and the account has two-step sign-in on: nobody is signed in until the code is. */
export const secondStepAsked = (): AuthAction => ({ type: 'auth/secondStepAsked' });
export const resetCodeSent = (email: string, reply: AuthCallResponse): AuthAction => ({
  type: 'auth/resetCodeSent',
  email,
  reply,
});
export const passwordReset = (reply: AuthCallResponse): AuthAction => ({ type: 'auth/passwordReset', reply });
/** The start-up check's answer: who the session cookie belongs to, or null when nobody. */
export const sessionChecked = (user: SessionUser | null): AuthAction => ({ type: 'auth/sessionChecked', user });

/** What entering a screen or pressing Back clears: the in-flight flags and call answers, never the session. */
const transientReset = (state: AuthState): AuthState => ({
  ...initialAuthState,
  isUserLoggedIn: state.isUserLoggedIn,
  userData: state.userData,
});

function callStarted(state: AuthState, call: AuthCall): AuthState {
  const started = { ...state, [LOADING_FLAG[call]]: true };
  switch (call) {
    // signupData and forgotPasswordEmail are what /signup/otp and /forgot-password-otp open for: they are
    // kept only once the server has sent a code, never for a request that failed.
    case 'signup':
      return { ...started, errorMessage: '', signupOtpResponse: null, signupData: null };
    case 'forgotPassword':
      return { ...started, errorMessage: '', forgotOtpResponse: null, forgotPasswordEmail: '' };
    case 'login':
      return { ...started, errorMessage: '', isUserLoggedIn: false };
    case 'logout':
      return started;
    default:
      return { ...started, errorMessage: '' };
  }
}

function callFailed(state: AuthState, call: AuthCall, message: string): AuthState {
  const failed = { ...state, [LOADING_FLAG[call]]: false, errorMessage: message };
  return call === 'login' ? { ...failed, isUserLoggedIn: false, userData: null } : failed;
}

/** Every action reaches every reducer: this one answers its own and the clear-store action, and keeps the rest. */
export function authReducer(state: AuthState = initialAuthState, received: UnknownAction): AuthState {
  const action = received as AuthAction | StoreClearedAction;
  switch (action.type) {
    case 'auth/sessionStarted':
      return { ...state, isUserLoggedIn: true, userData: action.user, errorMessage: '' };
    case 'auth/sessionEnded':
    case 'app/storeCleared':
      return initialAuthState;
    case 'auth/screenEntered':
      return { ...transientReset(state), signupData: state.signupData, forgotPasswordEmail: state.forgotPasswordEmail };
    case 'auth/flowCleared':
      return transientReset(state);
    case 'auth/callStarted':
      return callStarted(state, action.call);
    case 'auth/callFailed':
      return callFailed(state, action.call, action.message);
    case 'auth/signupCodeSent':
      return { ...state, isLoading: false, signupOtpResponse: action.reply, signupData: action.values };
    case 'auth/signupVerified':
      return {
        ...state,
        isVerifyLoading: false,
        signupVerifyResponse: action.reply,
        signupData: null,
        signupOtpResponse: null,
      };
    case 'auth/loggedIn':
      return { ...state, isLoading: false, isUserLoggedIn: true, userData: action.user };
    case 'auth/secondStepAsked':
      return { ...state, isLoading: false, errorMessage: '' };
    case 'auth/resetCodeSent':
      return { ...state, isLoading: false, forgotOtpResponse: action.reply, forgotPasswordEmail: action.email };
    case 'auth/passwordReset':
      return {
        ...state,
        isResetLoading: false,
        forgotVerifyResponse: action.reply,
        forgotPasswordEmail: '',
        forgotOtpResponse: null,
      };
    case 'auth/sessionChecked':
      return { ...state, isUserLoggedIn: action.user !== null, userData: action.user };
    default:
      return state;
  }
}

type WithAuth = { auth: AuthState };

export const selectIsLoggedIn = (state: WithAuth) => state.auth.isUserLoggedIn;
export const selectCurrentUser = (state: WithAuth) => state.auth.userData;
export const selectAuth = (state: WithAuth) => state.auth;
