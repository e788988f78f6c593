import { apiClient } from '@travel/shared-ui/api';
import { login, loginSecondStep, revalidateSession } from './authCalls';
import { storeWithVisitor } from '../test/storeWithVisitor';
import { refusedCall, unreachableCall } from '../test/failedCall';

const user = { id: 'u1', name: 'Asha', email: 'a@b.co', role: 'customer' as const };

const failure = (status?: number, message = 'Invalid email or password') =>
  status === undefined ? unreachableCall() : refusedCall(status, { message });

const signedInStore = () => storeWithVisitor({ signedIn: true, ...user });

describe('the auth calls', () => {
  afterEach(() => jest.restoreAllMocks());

  it('a failed login answers the server’s message and leaves nobody signed in', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(failure(401));
    const store = signedInStore();
    expect(await login(store.dispatch, { email: 'a@b.co', password: 'wrong-one' })).toEqual({
      ok: false,
      message: 'Invalid email or password',
      status: 401,
    });
    expect(store.getState().auth).toMatchObject({ isLoading: false, isUserLoggedIn: false, userData: null });
  });

  it('a login that asks for the second step signs nobody in until the code is right', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValueOnce({ data: { success: true, mfaRequired: true, message: 'Enter the code.' } })
      .mockRejectedValueOnce(refusedCall(401, 'That code is not right.'))
      .mockResolvedValueOnce({ data: { success: true, message: 'Login Successfully', data: user } });
    const store = storeWithVisitor({ signedIn: false });
    const first = await login(store.dispatch, { email: 'a@b.co', password: 'right-one' });
    expect(first).toMatchObject({ ok: true, reply: { mfaRequired: true } });
    expect(store.getState().auth).toMatchObject({ isLoading: false, isUserLoggedIn: false, userData: null });

    expect(await loginSecondStep(store.dispatch, { code: '000000' })).toEqual({
      ok: false,
      message: 'That code is not right.',
      status: 401,
    });
    expect(store.getState().auth).toMatchObject({ isLoading: false, isUserLoggedIn: false });

    expect(await loginSecondStep(store.dispatch, { code: '123456' })).toMatchObject({ ok: true });
    expect(post).toHaveBeenLastCalledWith('/v1/customer/login/mfa', { code: '123456' });
    expect(store.getState().auth).toMatchObject({ isLoading: false, isUserLoggedIn: true, userData: user });
  });

  it('start-up revalidation signs out when the server has no session', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(failure(401, 'Not signed in'));
    const store = signedInStore();
    expect(await revalidateSession(store.dispatch)).toBeNull();
    expect(store.getState().auth).toMatchObject({ isUserLoggedIn: false, userData: null });
  });

  it('start-up revalidation keeps the session when the server cannot be reached', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(failure());
    const store = signedInStore();
    expect(await revalidateSession(store.dispatch)).toBeNull();
    expect(store.getState().auth).toMatchObject({ isUserLoggedIn: true, userData: user });
  });
});
