import { backOfficeHome, backOfficePagesFor } from './backOfficePages';

describe('the back office pages a staff member opens', () => {
  it('starts a Support Agent at the cancellations and links the complaints desk, not the staff or suppliers', () => {
    expect(backOfficeHome(['support_agent'])).toBe('/admin-approval');
    const labels = backOfficePagesFor(['support_agent']).map((page) => page.label);
    expect(labels).toContain('Complaints desk');
    expect(labels).not.toContain('Staff and roles');
    expect(labels).not.toContain('Suppliers');
  });

  it('opens the suppliers and their stuck orders to Operations, and every page to a Super Admin', () => {
    expect(backOfficePagesFor(['operations']).map((page) => page.path)).toEqual([
      '/admin-approval',
      '/admin-disruptions',
      '/admin-suppliers',
      '/admin-supplier-orders',
    ]);
    expect(backOfficePagesFor(['super_admin'])).toHaveLength(8);
  });

  it('sends a role that opens no page home', () => {
    expect(backOfficePagesFor([])).toEqual([]);
    expect(backOfficeHome([])).toBe('/');
  });
});
