import { screen, within } from '@testing-library/react';
import { apiClient } from '@travel/shared-ui/api';
import type { MfaStatusReply } from '@travel/contracts/accounts';
import { fail, renderAccountPage } from '../test/renderAccountPage';
import { TwoStepSection } from './TwoStepSection';

const OFF: MfaStatusReply = {
  success: true,
  totp: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
  staff: false,
};
const ON: MfaStatusReply = {
  success: true,
  totp: { enabled: true, enabledAt: '2026-11-20T05:30:00Z', recoveryCodesLeft: 7 },
  staff: false,
};
const CODES = Array.from({ length: 10 }, (_, i) => `code-${String(i).padStart(4, '0')}`);

const renderSection = (status: MfaStatusReply | (() => Promise<unknown>)) =>
  renderAccountPage('/account/security', <TwoStepSection />, {
    get: {
      '/v1/customer/mfa': typeof status === 'function' ? status : async () => ({ data: status }),
    },
  });

describe('TwoStepSection', () => {
  afterEach(() => jest.restoreAllMocks());

  it('turns it on: password, QR code and key, a code, then the recovery codes once', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(fail(401, 'Your password is not right.'))
      .mockResolvedValueOnce({
        data: {
          success: true,
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Travel%20Portal:asha@example.test?secret=JBSWY3DPEHPK3PXP',
          qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
        },
      })
      .mockRejectedValueOnce(fail(400, 'That code is not right. Enter the 6 digits your app shows now.'))
      .mockResolvedValueOnce({ data: { success: true, message: 'Two-step sign-in is on.', recoveryCodes: CODES } });
    const { user } = renderSection(OFF);
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(screen.getByRole('heading', { name: 'Turn on two-step sign-in' })).toHaveFocus();

    const passwordForm = screen.getByRole('form', { name: 'Turn on two-step sign-in' });
    await user.click(within(passwordForm).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.type(within(passwordForm).getByLabelText('Password'), 'wrong-one');
    await user.click(within(passwordForm).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password is not right.');
    await user.clear(within(passwordForm).getByLabelText('Password'));
    await user.type(within(passwordForm).getByLabelText('Password'), 'right-one');
    await user.click(within(passwordForm).getByRole('button', { name: 'Continue' }));
    expect(post).toHaveBeenLastCalledWith('/v1/customer/mfa/totp/setup', { password: 'right-one' });

    expect(await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(screen.getByRole('heading', { name: 'Scan the QR code' })).toHaveFocus();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const codeForm = screen.getByRole('form', { name: 'Confirm two-step sign-in' });
    await user.type(within(codeForm).getByLabelText('Authentication code'), '000000');
    await user.click(within(codeForm).getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText('That code is not right. Enter the 6 digits your app shows now.'),
    ).toBeInTheDocument();
    await user.clear(within(codeForm).getByLabelText('Authentication code'));
    await user.type(within(codeForm).getByLabelText('Authentication code'), '123456');
    await user.click(within(codeForm).getByRole('button', { name: 'Turn on' }));
    expect(post).toHaveBeenLastCalledWith('/v1/customer/mfa/totp/confirm', { code: '123456' });

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(await screen.findByText('Two-step sign-in is on.')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('download', 'travel-portal-recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain('code-0009');

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(screen.getByText(/Two-step sign-in is on since/)).toBeInTheDocument();
    expect(screen.getByText('10 recovery codes left.')).toBeInTheDocument();
  });

  it('shows when it was turned on and turns it off with the password and a code', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValueOnce({ data: { success: true, message: 'Two-step sign-in is off.' } });
    const { user } = renderSection(ON);
    expect(await screen.findByText('Two-step sign-in is on since 20 Nov 2026.')).toBeInTheDocument();
    expect(screen.getByText('7 recovery codes left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    const form = screen.getByRole('form', { name: 'Turn off two-step sign-in' });
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByText('Enter the code from your authenticator app.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Password'), 'right-one');
    await user.type(within(form).getByLabelText('Authentication code'), 'abcd-efgh');
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Turn on two-step sign-in' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/v1/customer/mfa/totp/disable', { password: 'right-one', code: 'abcd-efgh' });
    expect(await screen.findByText('Two-step sign-in is off.')).toBeInTheDocument();
  });

  it('does not offer staff to turn it off', async () => {
    renderSection({ ...ON, staff: true });
    expect(await screen.findByText('Staff accounts keep two-step sign-in.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off two-step sign-in' })).not.toBeInTheDocument();
  });

  it('says when the status cannot be read', async () => {
    renderSection(() => Promise.reject(fail(500, 'Down for a moment')));
    expect(await screen.findByText('Down for a moment')).toBeInTheDocument();
  });

  it('Cancel leaves a step without calling anything', async () => {
    const post = jest.spyOn(apiClient, 'post');
    const { user } = renderSection(ON);
    await user.click(await screen.findByRole('button', { name: 'Turn off two-step sign-in' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Turn off two-step sign-in' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
