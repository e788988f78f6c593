import { screen, within } from '@testing-library/react';
import { apiClient } from '@travel/shared-ui/api';
import { fail, PROFILE, renderAccountPage } from '../test/renderAccountPage';
import PrivacyPage from './PrivacyPage';

const EXPORT = { exportedAt: '2026-11-22T10:00:00Z', profile: PROFILE, sessions: [], data: { priceAlerts: [] } };

function renderPage(profile = PROFILE) {
  return renderAccountPage('/account/privacy', <PrivacyPage />, {
    get: {
      '/v1/customer/profile': async () => ({ data: { success: true, data: profile } }),
      '/v1/customer/export': async () => ({ data: EXPORT }),
    },
  });
}

describe('PrivacyPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('downloads the data as a JSON file', async () => {
    const saved: Blob[] = [];
    const textOf = (blob: Blob) =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blob);
      });
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('travel-portal-my-data.json');
    });
    const { user, getSpy } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data has been downloaded')).toBeInTheDocument();
    expect(getSpy).toHaveBeenCalledWith('/v1/customer/export');
    expect(click).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await textOf(saved[0]))).toEqual(EXPORT);
  });

  it('deletes the account only after the password: a wrong one is refused, the right one signs out', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(fail(400, 'Password is incorrect'))
      .mockResolvedValueOnce({ data: { success: true, message: 'Your account has been deleted' } });
    const { user, store } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const form = screen.getByRole('form', { name: 'Confirm account deletion' });
    const confirm = within(form).getByRole('button', { name: 'Delete my account permanently' });
    expect(confirm).toBeDisabled();

    await user.type(within(form).getByLabelText('Password'), 'wrong-password');
    await user.click(confirm);
    expect(await within(form).findByText('Password is incorrect')).toBeInTheDocument();
    expect(store.getState().auth.isUserLoggedIn).toBe(true);

    await user.type(within(form).getByLabelText('Password'), 'right-password');
    await user.click(confirm);
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('/v1/customer/delete-account', { password: 'right-password' });
    expect(store.getState().auth.isUserLoggedIn).toBe(false);
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });

  it('an account without a password confirms with an emailed code; Cancel closes the confirmation', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValueOnce({
        data: { success: true, message: 'We sent a 6-digit code to your email. Enter it to delete your account.' },
      })
      .mockResolvedValueOnce({ data: { success: true, message: 'Your account has been deleted' } });
    const { user } = renderPage({ ...PROFILE, hasPassword: false });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Confirm account deletion' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(
      await screen.findByText('We sent a 6-digit code to your email. Enter it to delete your account.'),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/v1/customer/delete-account/code');
    await user.click(screen.getAllByRole('textbox')[0]);
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('/v1/customer/delete-account', { otp: '654321' });
  });
});
