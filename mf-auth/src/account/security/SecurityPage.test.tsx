import { screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@travel/shared-ui/api';
import type { AccountSession } from '@travel/contracts/accounts';
import { fail, PROFILE, renderAccountPage } from '../test/renderAccountPage';
import SecurityPage from './SecurityPage';

const session = (overrides: Partial<AccountSession>): AccountSession => ({
  id: 's1',
  device: 'Chrome on Windows',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0',
  createdAt: '2026-11-20T05:30:00Z',
  lastSeenAt: '2026-11-22T10:00:00Z',
  current: true,
  ...overrides,
});
const SESSIONS = [session({}), session({ id: 's2', device: 'Firefox on Linux', current: false })];

function renderPage(sessions = SESSIONS, profile = PROFILE) {
  return renderAccountPage('/account/security', <SecurityPage />, {
    get: {
      '/v1/customer/profile': async () => ({ data: { success: true, data: profile } }),
      '/v1/customer/sessions': async () => ({ data: { success: true, sessions } }),
      '/v1/customer/mfa': async () => ({
        data: { success: true, totp: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 }, staff: false },
      }),
    },
  });
}

describe('SecurityPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('changes the password: checks the fields, shows the server’s refusal, then confirms', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(fail(400, 'Current password is incorrect'))
      .mockResolvedValueOnce({
        data: { success: true, message: 'Password changed. You have been signed out everywhere else.' },
      });
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Current password is required')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Current password'), 'old-password');
    await user.type(within(form).getByLabelText('New password'), 'old-password');
    await user.type(within(form).getByLabelText('Confirm new password'), 'something-else');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('New password must be different from the current one')).toBeInTheDocument();
    expect(within(form).getByText('Passwords do not match')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText('New password'));
    await user.type(within(form).getByLabelText('New password'), 'a-new-password');
    await user.clear(within(form).getByLabelText('Confirm new password'));
    await user.type(within(form).getByLabelText('Confirm new password'), 'a-new-password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. You have been signed out everywhere else.')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('/v1/customer/change-password', {
      currentPassword: 'old-password',
      newPassword: 'a-new-password',
    });
    await waitFor(() => expect(within(form).getByLabelText('Current password')).toHaveValue(''));
  });

  it('an account without a password is told how to set one', async () => {
    renderPage(SESSIONS, { ...PROFILE, hasPassword: false });
    expect(await screen.findByText(/Your account has no password yet/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('lists the signed-in devices and signs one out', async () => {
    const remove = jest
      .spyOn(apiClient, 'delete')
      .mockResolvedValue({ data: { success: true, message: 'Session signed out' } });
    const { user } = renderPage();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Chrome on WindowsThis device');
    expect(rows[0]).toHaveTextContent('Signed in 20 Nov 2026, 11:00 am, last active 22 Nov 2026, 3:30 pm');
    expect(rows[1]).toHaveTextContent('Firefox on Linux');

    await user.click(screen.getByRole('button', { name: 'Sign out Firefox on Linux' }));
    expect(await screen.findByText('Session signed out')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('/v1/customer/sessions/s2');
    expect(within(list).queryByText('Firefox on Linux')).not.toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/account/security');
  });

  it('Sign out everywhere ends this session too and goes to the login', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { success: true, message: 'Signed out everywhere' } });
    const { user, store } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Signed out everywhere')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/v1/customer/sessions/sign-out-everywhere');
    expect(store.getState().auth.isUserLoggedIn).toBe(false);
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
  });
});
