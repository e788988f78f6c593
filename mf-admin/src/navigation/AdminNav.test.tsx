import { screen, within } from '@testing-library/react';
import { apiClient, invalidateQueries } from '@travel/shared-ui/api';
import { refusedCall } from '@travel/shared-ui/test/failedCall';
import type { StaffRole } from '@travel/contracts/admin';
import { forgetMyPermissions } from './api/getMyPermissions';
import { CUSTOMER, renderAdminPage } from '../test/renderAdminPage';
import { AdminNav } from './AdminNav';

function mockRoles(roles: StaffRole[]) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/admin/permissions') return { data: { success: true, roles, permissions: [] } };
    throw new Error(`unexpected ${url}`);
  });
}

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

afterEach(() => {
  jest.restoreAllMocks();
  invalidateQueries([]);
  forgetMyPermissions();
});

describe('AdminNav', () => {
  it('shows a Super Admin every back office page, the open one marked', async () => {
    const get = mockRoles(['super_admin']);
    renderAdminPage('/admin-suppliers', <AdminNav />);
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(linksOf(nav)).toEqual([
      ['Cancellation Approval Center', '/admin-approval'],
      ['Refund Management', '/tripjack'],
      ['Complaints desk', '/admin-complaints'],
      ['Schedule changes', '/admin-disruptions'],
      ['Suppliers', '/admin-suppliers'],
      ['Stuck supplier orders', '/admin-supplier-orders'],
      ['Staff and roles', '/admin-staff'],
      ['Audit log', '/admin-audit-log'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Suppliers' })).toHaveAttribute('aria-current', 'page');
    expect(get).toHaveBeenCalledWith('/admin/permissions', { signal: undefined });
  });

  it('asks for the roles once, not again on the next page', async () => {
    const get = mockRoles(['finance']);
    const first = renderAdminPage('/admin-approval', <AdminNav />);
    await screen.findByRole('navigation', { name: 'Back office' });
    first.unmount();
    renderAdminPage('/tripjack', <AdminNav />);
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Refund Management' })).toHaveAttribute('aria-current', 'page');
    expect(get.mock.calls.filter(([url]) => url === '/admin/permissions')).toHaveLength(1);
  });

  it('shows only the pages the roles allow', async () => {
    mockRoles(['support_agent', 'operations']);
    renderAdminPage('/admin-complaints', <AdminNav />);
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(linksOf(nav)).toEqual([
      ['Cancellation Approval Center', '/admin-approval'],
      ['Refund Management', '/tripjack'],
      ['Complaints desk', '/admin-complaints'],
      ['Schedule changes', '/admin-disruptions'],
      ['Suppliers', '/admin-suppliers'],
      ['Stuck supplier orders', '/admin-supplier-orders'],
    ]);
  });

  it('shows nothing to a customer, without asking, nor when the roles could not be read', async () => {
    const get = mockRoles(['super_admin']);
    const { unmount } = renderAdminPage('/admin-staff', <AdminNav />, CUSTOMER);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
    unmount();

    jest.restoreAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const refused = jest.spyOn(apiClient, 'get').mockRejectedValue(refusedCall(401, 'Please log in.'));
    renderAdminPage('/admin-staff', <AdminNav />);
    await screen.findByTestId('location');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(refused).toHaveBeenCalled();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('tells an invited member without two-step sign-in to set it up, with the link, instead of the pages', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'Set up two-step sign-in before using the back office.';
    jest.spyOn(apiClient, 'get').mockRejectedValue(refusedCall(403, message));
    renderAdminPage('/admin-approval', <AdminNav />);
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('alert')).toHaveTextContent(message);
    expect(linksOf(nav)).toEqual([['Set up two-step sign-in', '/account/security']]);
  });
});
