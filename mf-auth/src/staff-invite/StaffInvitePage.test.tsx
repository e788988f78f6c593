import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, invalidateQueries } from '@travel/shared-ui/api';
import { selectCurrentUser } from '@travel/shared-ui/store';
import { refusedCall } from '@travel/shared-ui/test/failedCall';
import type { StaffInviteDetailsReply } from '@travel/contracts/admin';
import { renderAuthPage } from '../test/renderAuthPage';
import StaffInvitePage from './StaffInvitePage';

const INVITE: StaffInviteDetailsReply = {
  success: true,
  email: 'nia@example.test',
  roles: ['support_agent', 'finance'],
  expiresAt: '2026-12-03T03:00:00Z',
  existingAccount: false,
};
const NIA = { id: 'u-nia', name: 'Nia Agent', email: 'nia@example.test', role: 'admin' as const };
const SETUP = {
  success: true,
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Travel%20Portal:nia@example.test?secret=JBSWY3DPEHPK3PXP',
  qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
};
const CODES = Array.from({ length: 10 }, (_, i) => `code-${String(i).padStart(4, '0')}`);

function mockInvite(answer: StaffInviteDetailsReply | Error = INVITE) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/v1/staff-invite/tok-1') {
      if (answer instanceof Error) throw answer;
      return { data: answer };
    }
    throw new Error(`unexpected ${url}`);
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  invalidateQueries([]);
});

describe('StaffInvitePage', () => {
  it('sets the password, signs in, then sets up two-step sign-in before linking to the back office', async () => {
    mockInvite();
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValueOnce({
        data: {
          success: true,
          message: 'Your staff account is ready. Set up two-step sign-in to continue.',
          data: NIA,
          signedIn: true,
        },
      })
      .mockResolvedValueOnce({ data: SETUP })
      .mockResolvedValueOnce({ data: { success: true, message: 'Two-step sign-in is on.', recoveryCodes: CODES } });
    const user = userEvent.setup();
    const { store } = renderAuthPage('/staff-invite?token=tok-1', <StaffInvitePage />);

    expect(await screen.findByText('nia@example.test')).toBeInTheDocument();
    expect(screen.getByText(/is invited as Support Agent, Finance\./)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Accept the invitation' });
    await user.click(within(form).getByRole('button', { name: 'Accept invitation' }));
    expect(await within(form).findByText('Full name is required')).toBeInTheDocument();
    expect(within(form).getAllByText('Password is required')).toHaveLength(2);

    await user.type(within(form).getByLabelText('Full name'), 'Nia Agent');
    await user.type(within(form).getByLabelText('Password'), 'a-long-password-1');
    await user.type(within(form).getByLabelText('Confirm password'), 'a-long-password-2');
    await user.click(within(form).getByRole('button', { name: 'Accept invitation' }));
    expect(await within(form).findByText('Passwords do not match')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText('Confirm password'));
    await user.type(within(form).getByLabelText('Confirm password'), 'a-long-password-1');
    await user.click(within(form).getByRole('button', { name: 'Accept invitation' }));

    expect(post).toHaveBeenNthCalledWith(1, '/v1/staff-invite/accept', {
      token: 'tok-1',
      name: 'Nia Agent',
      password: 'a-long-password-1',
    });
    expect(post).toHaveBeenNthCalledWith(2, '/v1/customer/mfa/totp/setup', { password: 'a-long-password-1' });
    expect(await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeInTheDocument();
    expect(selectCurrentUser(store.getState())).toEqual(NIA);

    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(post).toHaveBeenNthCalledWith(3, '/v1/customer/mfa/totp/confirm', { code: '123456' });
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));

    expect(await screen.findByRole('heading', { name: 'You are all set' })).toBeInTheDocument();
    // A Support Agent and Finance member starts at the approval center (bookings.view).
    expect(screen.getByRole('link', { name: 'Go to the back office' })).toHaveAttribute('href', '/admin-approval');
  });

  it('asks an existing account for its password only, then sends it to sign in', async () => {
    mockInvite({ ...INVITE, existingAccount: true });
    const post = jest.spyOn(apiClient, 'post').mockResolvedValueOnce({
      data: {
        success: true,
        message: 'Your account now has staff access. Sign in to continue.',
        data: NIA,
        signedIn: false,
      },
    });
    const user = userEvent.setup();
    const { store } = renderAuthPage('/staff-invite?token=tok-1', <StaffInvitePage />);
    const form = await screen.findByRole('form', { name: 'Accept the invitation' });
    expect(within(form).queryByLabelText('Full name')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Confirm password')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Password'), 'their-password');
    await user.click(within(form).getByRole('button', { name: 'Accept invitation' }));

    expect(post).toHaveBeenCalledWith('/v1/staff-invite/accept', { token: 'tok-1', password: 'their-password' });
    expect(await screen.findByText('Your account now has staff access. Sign in to continue.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Faccount%2Fsecurity');
    expect(selectCurrentUser(store.getState())).toBeNull();
  });

  it("says why a link does not work, in the API's words", async () => {
    const message = 'This invitation has expired. Ask a Super Admin to invite you again.';
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockInvite(refusedCall(410, message));
    renderAuthPage('/staff-invite?token=tok-1', <StaffInvitePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says a link without its token is not valid', () => {
    const get = mockInvite();
    renderAuthPage('/staff-invite', <StaffInvitePage />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This invitation link is not valid. Ask a Super Admin to invite you again.',
    );
    expect(get).not.toHaveBeenCalled();
  });
});
