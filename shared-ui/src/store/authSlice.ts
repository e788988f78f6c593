import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  ForgotPasswordBody,
  LoginBody,
  MessageReply,
  ResetPasswordBody,
  SessionUser,
  SignupBody,
  UserReply,
  VerifySignupBody,
} from '@travel/contracts/accounts';
import { apiClient, apiErrorMessage, apiErrorStatus } from '@travel/shared-ui/api';

export type { SessionUser };

/** The `{ success, message }` answer of a customer call. */
export type AuthCallResponse = MessageReply;

/** The sign-up payload. */
export interface SignupPayload {
  name: string;
  email: string;
  mobileNumber?: string;
  password: string;
}

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

type Rejectable = { rejectValue: string };

/** A customer call whose failure becomes the server's message. */
function customerCall<Arg, Result>(type: string, run: (arg: Arg) => Promise<Result>) {
  return createAsyncThunk<Result, Arg, Rejectable>(type, async (arg, { rejectWithValue }) => {
    try {
      return await run(arg);
    } catch (error) {
      return rejectWithValue(apiErrorMessage(error));
    }
  });
}

const post = async <Body, Reply>(url: string, body: Body) => (await apiClient.post<Reply>(url, body)).data;

export const signup = customerCall('auth/signup', (values: SignupPayload) =>
  post<SignupBody, MessageReply>('/v1/customer/signup', {
    name: values.name,
    email: values.email,
    ...(values.mobileNumber ? { mobileNumber: values.mobileNumber } : {}),
    password: values.password,
  }),
);

export const verifySignup = customerCall('auth/verifySignup', (values: Required<VerifySignupBody>) =>
  post<VerifySignupBody, UserReply>('/v1/customer/verify-signup', values),
);

export const login = customerCall('auth/login', (values: Required<LoginBody>) =>
  post<LoginBody, UserReply>('/v1/customer/login', values),
);

export const forgotPassword = customerCall('auth/forgotPassword', (values: Required<ForgotPasswordBody>) =>
  post<ForgotPasswordBody, MessageReply>('/v1/customer/forgot-password', values),
);

export const resetPassword = customerCall('auth/resetPassword', async (values: Required<ResetPasswordBody>) => {
  const body: ResetPasswordBody = values;
  return (await apiClient.patch<MessageReply>('/v1/customer/reset-password', body)).data;
});

/** Ends the session on the server; the shell then clears every local trace of it. */
export const logout = customerCall<void, void>('auth/logout', async () => {
  await apiClient.post('/v1/customer/logout');
});

/**
 * Start-up check of the persisted state: who the session cookie belongs to. Resolves to null when the
 * server says there is no session (401); rejects on any other failure, so a network blip keeps the state.
 */
export const revalidateSession = createAsyncThunk<SessionUser | null, void, Rejectable>(
  'auth/revalidateSession',
  async (_arg, { rejectWithValue }) => {
    try {
      return (await apiClient.get<UserReply>('/v1/customer/me')).data.data;
    } catch (error) {
      if (apiErrorStatus(error) === 401) return null;
      return rejectWithValue(apiErrorMessage(error));
    }
  },
);

/** What entering a screen or pressing Back clears: the in-flight flags and call answers, never the session. */
const transientReset = (state: AuthState) => ({
  ...initialAuthState,
  isUserLoggedIn: state.isUserLoggedIn,
  userData: state.userData,
});

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionStarted: (state, action: PayloadAction<SessionUser>) => {
      state.isUserLoggedIn = true;
      state.userData = action.payload;
      state.errorMessage = '';
    },
    sessionEnded: () => initialAuthState,
    /** Entering sign-up, login or the reset screen: old answers must not trigger redirects again. */
    authScreenEntered: (state) => ({
      ...transientReset(state),
      signupData: state.signupData,
      forgotPasswordEmail: state.forgotPasswordEmail,
    }),
    /** The Back buttons: forget the pending sign-up or reset too. */
    authFlowCleared: (state) => transientReset(state),
  },
  extraReducers: (builder) => {
    builder
      // signupData and forgotPasswordEmail are what /signup/otp and /forgot-password-otp open for: they are
      // kept only once the server has sent a code, never for a request that failed.
      .addCase(signup.pending, (state) => {
        state.isLoading = true;
        state.errorMessage = '';
        state.signupOtpResponse = null;
        state.signupData = null;
      })
      .addCase(signup.fulfilled, (state, action) => {
        state.isLoading = false;
        state.signupOtpResponse = action.payload;
        state.signupData = action.meta.arg;
      })
      .addCase(signup.rejected, (state, action) => {
        state.isLoading = false;
        state.errorMessage = action.payload ?? 'Sign-up failed';
      })
      .addCase(verifySignup.pending, (state) => {
        state.isVerifyLoading = true;
        state.errorMessage = '';
      })
      .addCase(verifySignup.fulfilled, (state, action) => {
        state.isVerifyLoading = false;
        state.signupVerifyResponse = action.payload;
        state.signupData = null;
        state.signupOtpResponse = null;
      })
      .addCase(verifySignup.rejected, (state, action) => {
        state.isVerifyLoading = false;
        state.errorMessage = action.payload ?? 'Verification failed';
      })
      .addCase(login.pending, (state) => {
        state.isLoading = true;
        state.isUserLoggedIn = false;
        state.errorMessage = '';
      })
      .addCase(login.fulfilled, (state, action) => {
        state.isLoading = false;
        state.isUserLoggedIn = true;
        state.userData = action.payload.data;
      })
      .addCase(login.rejected, (state, action) => {
        state.isLoading = false;
        state.isUserLoggedIn = false;
        state.userData = null;
        state.errorMessage = action.payload ?? 'Login failed';
      })
      .addCase(forgotPassword.pending, (state) => {
        state.isLoading = true;
        state.errorMessage = '';
        state.forgotOtpResponse = null;
        state.forgotPasswordEmail = '';
      })
      .addCase(forgotPassword.fulfilled, (state, action) => {
        state.isLoading = false;
        state.forgotOtpResponse = action.payload;
        state.forgotPasswordEmail = action.meta.arg.email;
      })
      .addCase(forgotPassword.rejected, (state, action) => {
        state.isLoading = false;
        state.errorMessage = action.payload ?? 'Could not send the reset code';
      })
      .addCase(resetPassword.pending, (state) => {
        state.isResetLoading = true;
        state.errorMessage = '';
      })
      .addCase(resetPassword.fulfilled, (state, action) => {
        state.isResetLoading = false;
        state.forgotVerifyResponse = action.payload;
        state.forgotPasswordEmail = '';
        state.forgotOtpResponse = null;
      })
      .addCase(resetPassword.rejected, (state, action) => {
        state.isResetLoading = false;
        state.errorMessage = action.payload ?? 'Password reset failed';
      })
      .addCase(logout.pending, (state) => {
        state.isLoading = true;
      })
      .addCase(logout.fulfilled, () => initialAuthState)
      .addCase(logout.rejected, (state, action) => {
        state.isLoading = false;
        state.errorMessage = action.payload ?? 'Logout failed';
      })
      .addCase(revalidateSession.fulfilled, (state, action) => {
        if (action.payload) {
          state.isUserLoggedIn = true;
          state.userData = action.payload;
        } else {
          state.isUserLoggedIn = false;
          state.userData = null;
        }
      });
  },
  selectors: {
    selectIsLoggedIn: (state) => state.isUserLoggedIn,
    selectCurrentUser: (state) => state.userData,
    selectAuth: (state) => state,
  },
});

export const { sessionStarted, sessionEnded, authScreenEntered, authFlowCleared } = authSlice.actions;
export const { selectIsLoggedIn, selectCurrentUser, selectAuth } = authSlice.selectors;
