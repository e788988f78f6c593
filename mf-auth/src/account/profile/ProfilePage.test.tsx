import { screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@travel/shared-ui/api';
import { fail, PROFILE, renderAccountPage } from '../test/renderAccountPage';
import ProfilePage from './ProfilePage';

const reply = (message: string, data = PROFILE, pendingEmail?: string) => ({
  data: { success: true, message, data, ...(pendingEmail ? { pendingEmail } : {}) },
});

describe('ProfilePage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logged out: goes to the login and comes back to /account', () => {
    renderAccountPage('/account', <ProfilePage />, { signedIn: false });
    expect(screen.getByTestId('path')).toHaveTextContent('/login?next=%2Faccount');
  });

  it("the account menu, where the navbar's Profile icon leads, links My Trips", async () => {
    renderAccountPage('/account', <ProfilePage />);
    const menu = await screen.findByRole('navigation', { name: 'Your account' });
    expect(within(menu).getByRole('link', { name: 'My Trips' })).toHaveAttribute('href', '/my-trips');
  });

  it('a session that ended elsewhere signs the person out here too', async () => {
    const { store } = renderAccountPage('/account', <ProfilePage />, {
      get: { '/v1/customer/profile': () => Promise.reject(fail(401, 'Please log in to continue.')) },
    });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login?next=%2Faccount'));
    expect(store.getState().auth.isUserLoggedIn).toBe(false);
  });

  it('shows the details, checks them as the server does, and saves name and mobile', async () => {
    const patch = jest
      .spyOn(apiClient, 'patch')
      .mockResolvedValue(reply('Profile updated successfully', { ...PROFILE, name: 'Asha Verma', mobileNumber: null }));
    const { user, store } = renderAccountPage('/account', <ProfilePage />);
    const name = await screen.findByLabelText('Full name');
    expect(name).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.test');
    expect(screen.getByLabelText('Mobile number (optional)')).toHaveValue('9876543210');

    await user.clear(name);
    await user.clear(screen.getByLabelText('Mobile number (optional)'));
    await user.type(screen.getByLabelText('Mobile number (optional)'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Mobile number must be exactly 10 digits')).toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();

    await user.type(name, 'Asha Verma');
    await user.clear(screen.getByLabelText('Mobile number (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/v1/customer/update', {
      name: 'Asha Verma',
      email: 'asha@example.test',
      mobileNumber: '',
    });
    // The navbar's name follows.
    expect(store.getState().auth.userData?.name).toBe('Asha Verma');
  });

  it('a new email waits for the code mailed to it; a wrong code says so, the right one changes it', async () => {
    const moved = { ...PROFILE, email: 'new@example.test' };
    const patch = jest
      .spyOn(apiClient, 'patch')
      .mockResolvedValueOnce(
        reply(
          'We sent a 6-digit code to new@example.test. Enter it to confirm your new email.',
          PROFILE,
          'new@example.test',
        ),
      )
      .mockRejectedValueOnce(fail(400, 'Incorrect code. 4 attempts left.'))
      .mockResolvedValueOnce(reply('Your email has been changed', moved));
    const { user, store } = renderAccountPage('/account', <ProfilePage />);
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'new@example.test');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText(
        'Enter the 6-digit code we sent to new@example.test. Your email changes once it is confirmed.',
      ),
    ).toBeInTheDocument();
    const boxes = screen.getAllByRole('textbox');
    await user.click(boxes[0]);
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'Confirm new email' }));
    expect(await screen.findByText('Incorrect code. 4 attempts left.')).toHaveClass('tp-field__error');

    await user.click(screen.getAllByRole('textbox')[0]);
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Confirm new email' }));
    expect(await screen.findByText('Your email has been changed')).toBeInTheDocument();
    expect(patch).toHaveBeenLastCalledWith('/v1/customer/update', { email: 'new@example.test', emailOtp: '123456' });
    expect(await screen.findByLabelText('Email')).toHaveValue('new@example.test');
    expect(store.getState().auth.userData?.email).toBe('new@example.test');
  });
});
