import type { Dispatch } from 'redux';
import type {
  ForgotPasswordBody,
  LoginBody,
  LoginReply,
  MessageReply,
  MfaCodeBody,
  MfaRequiredReply,
  ResetPasswordBody,
  SessionUser,
  SignupBody,
  UserReply,
  VerifySignupBody,
} from '@travel/contracts/accounts';
import { apiClient, apiErrorMessage, apiErrorStatus } from '@travel/shared-ui/api';
import {
  authCallFailed,
  authCallStarted,
  loggedIn,
  passwordReset,
  resetCodeSent,
  secondStepAsked,
  sessionChecked,
  sessionEnded,
  signupCodeSent,
  signupVerified,
  type AuthAction,
  type AuthCall,
  type SignupPayload,
} from './auth';

/**
 * The customer calls behind the auth screens. Each takes the store's dispatch (useAppDispatch), tells the store
 * when it starts and how it ends, and answers what the screen shows: the server's reply, or its message.
 */
export type AuthOutcome<Reply> = { ok: true; reply: Reply } | { ok: false; message: string; status?: number };

type AuthDispatch = Dispatch<AuthAction>;

async function customerCall<Reply>(
  dispatch: AuthDispatch,
  call: AuthCall,
  request: () => Promise<Reply>,
  succeeded: (reply: Reply) => AuthAction,
): Promise<AuthOutcome<Reply>> {
  dispatch(authCallStarted(call));
  let reply: Reply;
  try {
    reply = await request();
  } catch (error) {
    const message = apiErrorMessage(error);
    dispatch(authCallFailed(call, message));
    return { ok: false, message, status: apiErrorStatus(error) };
  }
  dispatch(succeeded(reply));
  return { ok: true, reply };
}

/** contracts' isMfaRequired, without loading the contracts' schemas (TypeBox) into every page for it. */
export const asksSecondStep = (reply: LoginReply): reply is MfaRequiredReply =>
  'mfaRequired' in reply && reply.mfaRequired === true;

const post = async <Body, Reply>(url: string, body: Body) => (await apiClient.post<Reply>(url, body)).data;

export const signup = (dispatch: AuthDispatch, values: SignupPayload) =>
  customerCall(
    dispatch,
    'signup',
    () =>
      post<SignupBody, MessageReply>('/v1/customer/signup', {
        name: values.name,
        email: values.email,
        ...(values.mobileNumber ? { mobileNumber: values.mobileNumber } : {}),
        password: values.password,
      }),
    (reply) => signupCodeSent(values, reply),
  );

export const verifySignup = (dispatch: AuthDispatch, values: Required<VerifySignupBody>) =>
  customerCall(
    dispatch,
    'verifySignup',
    () => post<VerifySignupBody, UserReply>('/v1/customer/verify-signup', values),
    signupVerified,
  );

/**
 * The password step. An account with two-step sign-in on answers `mfaRequired` and no session yet: the reply says
 * so (asksSecondStep) and nobody is signed in until loginSecondStep's code is right.
 */
export const login = (dispatch: AuthDispatch, values: Required<LoginBody>) =>
  customerCall(
    dispatch,
    'login',
    () => post<LoginBody, LoginReply>('/v1/customer/login', values),
    (reply) => (asksSecondStep(reply) ? secondStepAsked() : loggedIn(reply.data)),
  );

/**
 * The second step of a login that answered `mfaRequired`: the authenticator app's 6 digits or a recovery code.
 * Signs in as the password step does otherwise; a failure's `status` tells a wrong code (401) from a sign-in to
 * start again (429, or 401 once the pending sign-in expired: the message says which).
 */
export const loginSecondStep = (dispatch: AuthDispatch, values: Required<MfaCodeBody>) =>
  customerCall(
    dispatch,
    'login',
    () => post<MfaCodeBody, UserReply>('/v1/customer/login/mfa', values),
    (reply) => loggedIn(reply.data),
  );

export const forgotPassword = (dispatch: AuthDispatch, values: Required<ForgotPasswordBody>) =>
  customerCall(
    dispatch,
    'forgotPassword',
    () => post<ForgotPasswordBody, MessageReply>('/v1/customer/forgot-password', values),
    (reply) => resetCodeSent(values.email, reply),
  );

export const resetPassword = (dispatch: AuthDispatch, values: Required<ResetPasswordBody>) =>
  customerCall(
    dispatch,
    'resetPassword',
    async () => {
      const body: ResetPasswordBody = values;
      return (await apiClient.patch<MessageReply>('/v1/customer/reset-password', body)).data;
    },
    passwordReset,
  );

/** Ends the session on the server; the shell then clears every local trace of it. */
export const logout = (dispatch: AuthDispatch) =>
  customerCall(
    dispatch,
    'logout',
    async () => {
      await apiClient.post('/v1/customer/logout');
    },
    sessionEnded,
  );

/**
 * Start-up check of the persisted state: who the session cookie belongs to. The server saying there is no
 * session (401) signs the visitor out; any other failure keeps the state, so a network blip does not. Answers
 * who is signed in, or null when nobody is or the check failed.
 */
export async function revalidateSession(dispatch: AuthDispatch): Promise<SessionUser | null> {
  let user: SessionUser | null;
  try {
    user = (await apiClient.get<UserReply>('/v1/customer/me')).data.data;
  } catch (error) {
    if (apiErrorStatus(error) !== 401) return null;
    user = null;
  }
  dispatch(sessionChecked(user));
  return user;
}
