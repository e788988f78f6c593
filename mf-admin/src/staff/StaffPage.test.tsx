import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, invalidateQueries } from '@travel/shared-ui/api';
import { refusedCall } from '@travel/shared-ui/test/failedCall';
import type { StaffInvitation, StaffMember } from '@travel/contracts/admin';
import { CUSTOMER, renderAdminPage } from '../test/renderAdminPage';
import StaffPage from './StaffPage';

const ASHA: StaffMember = {
  id: 'u-admin',
  name: 'Asha Admin',
  email: 'admin@example.test',
  roles: ['super_admin'],
  suspended: false,
};
const FARAH: StaffMember = {
  id: 'u-farah',
  name: 'Farah Finance',
  email: 'farah@example.test',
  roles: ['finance'],
  suspended: false,
};
const PENDING: StaffInvitation = {
  id: 'inv-1',
  email: 'nia@example.test',
  roles: ['support_agent'],
  createdAt: '2026-11-30T03:00:00Z',
  expiresAt: '2026-12-03T03:00:00Z',
  invitedBy: 'admin@example.test',
};

function mockGet(
  staff: StaffMember[] = [ASHA, FARAH],
  roles: StaffMember['roles'] = ['super_admin'],
  invitations: StaffInvitation[] = [],
) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/admin/staff') return { data: { success: true, staff } };
    if (url === '/admin/staff/invitations') return { data: { success: true, invitations } };
    if (url === '/admin/permissions') return { data: { success: true, roles, permissions: [] } };
    throw new Error(`unexpected ${url}`);
  });
}

const renderPage = (user?: typeof CUSTOMER | null) =>
  renderAdminPage('/admin-staff', <StaffPage />, user === undefined ? undefined : user);
const formOf = (name: string) => screen.getByRole('form', { name: new RegExp(name) });

afterEach(() => {
  jest.restoreAllMocks();
  invalidateQueries([]);
});

describe('StaffPage', () => {
  it('is for staff only', () => {
    const get = mockGet();
    renderPage(CUSTOMER);
    expect(screen.getByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('lists each staff member with their roles ticked', async () => {
    mockGet();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff and roles' })).toBeInTheDocument();
    const farah = await screen.findByRole('form', { name: /Farah Finance/ });
    expect(within(farah).getByText('farah@example.test')).toBeInTheDocument();
    expect(within(farah).getByText('Now: Finance')).toBeInTheDocument();
    expect(within(farah).getByRole('checkbox', { name: 'Finance' })).toBeChecked();
    expect(within(farah).getByRole('checkbox', { name: 'Super Admin' })).not.toBeChecked();
    expect(within(formOf('Asha Admin')).getByRole('checkbox', { name: 'Super Admin' })).toBeChecked();
    expect(within(farah).getByRole('button', { name: 'Save roles' })).toBeDisabled();
  });

  it("saves a member's roles and shows the API's message", async () => {
    mockGet();
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue({
      data: { success: true, message: 'Roles updated', staff: { ...FARAH, roles: ['support_agent', 'finance'] } },
    });
    renderPage();
    const farah = await screen.findByRole('form', { name: /Farah Finance/ });
    await userEvent.click(within(farah).getByRole('checkbox', { name: 'Support Agent' }));
    await userEvent.click(within(farah).getByRole('button', { name: 'Save roles' }));

    expect(put).toHaveBeenCalledWith('/admin/staff/u-farah/roles', { roles: ['support_agent', 'finance'] });
    expect(await within(farah).findByRole('status')).toHaveTextContent('Roles updated');
    expect(within(farah).getByText('Now: Support Agent, Finance')).toBeInTheDocument();
  });

  it("shows a 409's message as the API words it, and keeps the boxes as they were ticked", async () => {
    mockGet();
    const message = 'At least one Super Admin must remain: make someone else a Super Admin first.';
    jest.spyOn(apiClient, 'put').mockRejectedValue(refusedCall(409, message));
    renderPage();
    const asha = await screen.findByRole('form', { name: /Asha Admin/ });
    await userEvent.click(within(asha).getByRole('checkbox', { name: 'Super Admin' }));
    await userEvent.click(within(asha).getByRole('button', { name: 'Save roles' }));

    expect(await within(asha).findByRole('alert')).toHaveTextContent(message);
    expect(within(asha).getByRole('checkbox', { name: 'Super Admin' })).not.toBeChecked();
    expect(within(asha).getByText('Now: Super Admin')).toBeInTheDocument();
  });

  it('says so when there are no staff, and when the list could not be loaded', async () => {
    mockGet([]);
    const { unmount } = renderPage();
    expect(await screen.findByText('There are no staff accounts.')).toBeInTheDocument();
    unmount();
    invalidateQueries([]);

    jest.restoreAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(apiClient, 'get').mockRejectedValue(refusedCall(403, 'You are not authorised to do this.'));
    renderPage();
    expect(await screen.findByText('Only a Super Admin can see the staff and change their roles.')).toBeInTheDocument();
  });

  it('tells an invited member to set up two-step sign-in first, as the API says', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'Set up two-step sign-in before using the back office.';
    jest.spyOn(apiClient, 'get').mockRejectedValue(refusedCall(403, message));
    renderPage();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('invites an address with roles, says so in a toast, and asks for the pending list again', async () => {
    const get = mockGet();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: { success: true, message: 'Invitation sent.', invitation: PENDING },
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Invite staff' });
    await userEvent.type(within(form).getByLabelText('Email'), 'nia@example.test');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Support Agent' }));
    get.mockClear();
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));

    expect(post).toHaveBeenCalledWith('/admin/staff/invitations', {
      email: 'nia@example.test',
      roles: ['support_agent'],
    });
    expect(await screen.findByText('Invitation sent to nia@example.test.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/admin/staff/invitations', expect.anything());
    expect(within(form).getByLabelText('Email')).toHaveValue('');
  });

  it("says what the invitation lacks before sending, and shows the API's 409", async () => {
    mockGet();
    const message = 'This email already belongs to a staff account.';
    const post = jest.spyOn(apiClient, 'post').mockRejectedValue(refusedCall(409, message));
    renderPage();
    const form = await screen.findByRole('form', { name: 'Invite staff' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Email is required')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one role.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await userEvent.type(within(form).getByLabelText('Email'), 'farah@example.test');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Finance' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
  });

  it('lists pending invitations and revokes one after confirming', async () => {
    mockGet(undefined, undefined, [PENDING]);
    const remove = jest
      .spyOn(apiClient, 'delete')
      .mockResolvedValue({ data: { success: true, message: 'Invitation revoked.' } });
    renderPage();
    const pending = await screen.findByRole('region', { name: 'Pending invitations' });
    expect(await within(pending).findByText('nia@example.test')).toBeInTheDocument();
    await userEvent.click(within(pending).getByRole('button', { name: 'Revoke the invitation to nia@example.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this invitation?' });
    expect(within(dialog).getByText('The link sent to nia@example.test will stop working.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));

    expect(remove).toHaveBeenCalledWith('/admin/staff/invitations/inv-1');
    expect(await screen.findByText('Invitation revoked.')).toBeInTheDocument();
    expect(await within(pending).findByText('No invitations are waiting.')).toBeInTheDocument();
  });

  it('suspends a member after confirming, offers to reinstate them, and never offers it for yourself', async () => {
    mockGet();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: {
        success: true,
        message: 'Staff member suspended. Their sessions have ended.',
        staff: { ...FARAH, suspended: true },
      },
    });
    renderPage();
    const farah = await screen.findByRole('form', { name: /Farah Finance/ });
    expect(within(formOf('Asha Admin')).queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    await userEvent.click(within(farah).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Farah Finance?' });
    expect(
      within(dialog).getByText('They are signed out at once and cannot sign in until reinstated.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(post).toHaveBeenCalledWith('/admin/staff/u-farah/suspend');
    expect(await screen.findByText('Staff member suspended. Their sessions have ended.')).toBeInTheDocument();
    const after = formOf('Farah Finance');
    expect(within(after).getByText('Suspended')).toBeInTheDocument();
    expect(within(after).getByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
  });

  it("shows a suspension's refusal as the API words it", async () => {
    mockGet();
    const message = 'At least one Super Admin must remain active: make someone else a Super Admin first.';
    jest.spyOn(apiClient, 'post').mockRejectedValue(refusedCall(409, message));
    renderPage();
    const farah = await screen.findByRole('form', { name: /Farah Finance/ });
    await userEvent.click(within(farah).getByRole('button', { name: 'Suspend' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Suspend' }));
    expect(await within(farah).findByRole('alert')).toHaveTextContent(message);
  });
});
