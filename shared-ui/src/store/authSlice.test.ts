import {
  authFlowCleared,
  authScreenEntered,
  authSlice,
  forgotPassword,
  initialAuthState,
  login,
  revalidateSession,
  signup,
} from './authSlice';

const reduce = authSlice.reducer;
const user = { id: 'u1', name: 'Asha', email: 'a@b.co', role: 'customer' as const };
const form = { name: 'Asha', email: 'a@b.co', password: '123456789' };

describe('auth slice phases', () => {
  it('login: pending sets loading and not logged in; fulfilled stores the user; rejected keeps the message', () => {
    let state = reduce(
      { ...initialAuthState, isUserLoggedIn: true },
      login.pending('r', { email: 'a', password: 'b' }),
    );
    expect(state).toMatchObject({ isLoading: true, isUserLoggedIn: false });
    state = reduce(
      state,
      login.fulfilled({ success: true, message: 'Login Successfully', data: user }, 'r', { email: 'a', password: 'b' }),
    );
    expect(state).toMatchObject({ isLoading: false, isUserLoggedIn: true, userData: user });
    state = reduce(state, login.rejected(null, 'r', { email: 'a', password: 'b' }, 'Invalid email or password'));
    expect(state).toMatchObject({ isLoading: false, isUserLoggedIn: false, errorMessage: 'Invalid email or password' });
  });

  it('signup stores the form values with the code-sent answer, and only then', () => {
    let state = reduce(initialAuthState, signup.pending('r', form));
    expect(state.signupData).toBeNull();
    state = reduce(state, signup.fulfilled({ success: true, message: 'Otp sent successfully' }, 'r', form));
    expect(state.signupOtpResponse).toEqual({ success: true, message: 'Otp sent successfully' });
    expect(state.signupData).toEqual(form);
    const other = { ...form, email: 'taken@b.co' };
    state = reduce(reduce(state, signup.pending('r2', other)), signup.rejected(null, 'r2', other, 'Email taken'));
    expect(state).toMatchObject({ signupData: null, signupOtpResponse: null, errorMessage: 'Email taken' });
  });

  it('forgot-password keeps the email only once the code is sent', () => {
    const arg = { email: 'a@b.co' };
    let state = reduce(initialAuthState, forgotPassword.pending('r', arg));
    expect(state.forgotPasswordEmail).toBe('');
    state = reduce(state, forgotPassword.rejected(null, 'r', arg, 'Please wait'));
    expect(state.forgotPasswordEmail).toBe('');
    state = reduce(
      state,
      forgotPassword.fulfilled({ success: true, message: 'Otp sent for password reset' }, 'r', arg),
    );
    expect(state.forgotPasswordEmail).toBe('a@b.co');
  });

  it('entering a screen clears old answers but keeps the session and pending flows; Back clears the flows', () => {
    const busy = {
      ...initialAuthState,
      isUserLoggedIn: true,
      userData: user,
      signupData: form,
      signupOtpResponse: { success: true, message: 'x' },
      errorMessage: 'old',
    };
    const entered = reduce(busy, authScreenEntered());
    expect(entered).toMatchObject({ isUserLoggedIn: true, userData: user, signupData: form, signupOtpResponse: null });
    expect(entered.errorMessage).toBe('');
    const back = reduce(busy, authFlowCleared());
    expect(back).toMatchObject({ isUserLoggedIn: true, signupData: null });
  });

  it('start-up revalidation logs out when the server has no session', () => {
    const state = reduce(
      { ...initialAuthState, isUserLoggedIn: true, userData: user },
      revalidateSession.fulfilled(null, 'r'),
    );
    expect(state).toMatchObject({ isUserLoggedIn: false, userData: null });
  });
});
