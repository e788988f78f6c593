import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, invalidateQueries } from '@travel/shared-ui/api';
import { refusedCall } from '@travel/shared-ui/test/failedCall';
import type { StaffMember } from '@travel/contracts/admin';
import { CUSTOMER, renderAdminPage } from '../test/renderAdminPage';
import StaffPage from './StaffPage';

const ASHA: StaffMember = { id: 'u-admin', name: 'Asha Admin', email: 'admin@example.test', roles: ['super_admin'] };
const FARAH: StaffMember = { id: 'u-farah', name: 'Farah Finance', email: 'farah@example.test', roles: ['finance'] };

function mockGet(staff: StaffMember[] = [ASHA, FARAH], roles: StaffMember['roles'] = ['super_admin']) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/admin/staff') return { data: { success: true, staff } };
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
});
