import {
  authCallFailed,
  authCallStarted,
  authFlowCleared,
  authReducer as reduce,
  authScreenEntered,
  initialAuthState,
  loggedIn,
  resetCodeSent,
  sessionChecked,
  signupCodeSent,
} from './auth';

const user = { id: 'u1', name: 'Asha', email: 'a@b.co', role: 'customer' as const };
const form = { name: 'Asha', email: 'a@b.co', password: '123456789' };

describe('auth state phases', () => {
  it('login: starting sets loading and not logged in; success stores the user; failure keeps the message', () => {
    let state = reduce({ ...initialAuthState, isUserLoggedIn: true }, authCallStarted('login'));
    expect(state).toMatchObject({ isLoading: true, isUserLoggedIn: false });
    state = reduce(state, loggedIn(user));
    expect(state).toMatchObject({ isLoading: false, isUserLoggedIn: true, userData: user });
    state = reduce(state, authCallFailed('login', 'Invalid email or password'));
    expect(state).toMatchObject({ isLoading: false, isUserLoggedIn: false, errorMessage: 'Invalid email or password' });
  });

  it('signup stores the form values with the code-sent answer, and only then', () => {
    let state = reduce(initialAuthState, authCallStarted('signup'));
    expect(state.signupData).toBeNull();
    state = reduce(state, signupCodeSent(form, { success: true, message: 'Otp sent successfully' }));
    expect(state.signupOtpResponse).toEqual({ success: true, message: 'Otp sent successfully' });
    expect(state.signupData).toEqual(form);
    state = reduce(reduce(state, authCallStarted('signup')), authCallFailed('signup', 'Email taken'));
    expect(state).toMatchObject({ signupData: null, signupOtpResponse: null, errorMessage: 'Email taken' });
  });

  it('forgot-password keeps the email only once the code is sent', () => {
    let state = reduce(initialAuthState, authCallStarted('forgotPassword'));
    expect(state.forgotPasswordEmail).toBe('');
    state = reduce(state, authCallFailed('forgotPassword', 'Please wait'));
    expect(state.forgotPasswordEmail).toBe('');
    state = reduce(state, resetCodeSent('a@b.co', { success: true, message: 'Otp sent for password reset' }));
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
    const state = reduce({ ...initialAuthState, isUserLoggedIn: true, userData: user }, sessionChecked(null));
    expect(state).toMatchObject({ isUserLoggedIn: false, userData: null });
  });
});
