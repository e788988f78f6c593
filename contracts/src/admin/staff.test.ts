import { can, isStaffRole, PERMISSIONS, permissionsOf, ROLE_PERMISSIONS, STAFF_ROLES } from './staff';

describe('staff roles and permissions', () => {
  it('gives a Super Admin every permission', () => {
    expect(permissionsOf('super_admin')).toEqual([...PERMISSIONS]);
    for (const permission of PERMISSIONS) expect(can('super_admin', permission)).toBe(true);
  });

  it('keeps making offers and approving them apart (maker-checker)', () => {
    expect(can('offer_manager', 'offers.manage')).toBe(true);
    expect(can('offer_manager', 'offers.approve')).toBe(false);
    expect(can('offer_approver', 'offers.approve')).toBe(true);
    expect(can('offer_approver', 'offers.manage')).toBe(false);
  });

  it('gives each role what its work needs and no more', () => {
    expect(permissionsOf('finance')).toEqual([
      'bookings.view',
      'cancellations.approve',
      'refunds.view',
      'refunds.initiate',
    ]);
    expect(permissionsOf('support_agent')).toEqual(['bookings.view', 'refunds.view', 'complaints.work']);
    expect(permissionsOf('operations')).toEqual(['bookings.view', 'suppliers.manage']);
    // Only a Super Admin manages staff and reads the audit log.
    for (const role of STAFF_ROLES.filter((r) => r !== 'super_admin')) {
      expect(can(role, 'staff.manage')).toBe(false);
      expect(can(role, 'audit.view')).toBe(false);
    }
  });

  it('lets several roles do what any of them may, and no roles nothing', () => {
    expect(can(['offer_manager', 'finance'], 'refunds.initiate')).toBe(true);
    expect(can(['offer_manager', 'finance'], 'offers.manage')).toBe(true);
    expect(permissionsOf(['operations', 'support_agent'])).toEqual([
      'bookings.view',
      'refunds.view',
      'suppliers.manage',
      'complaints.work',
    ]);
    expect(can([], 'bookings.view')).toBe(false);
    expect(permissionsOf([])).toEqual([]);
  });

  it('names only known roles and permissions', () => {
    for (const role of STAFF_ROLES) {
      for (const permission of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(permission);
    }
    expect(isStaffRole('finance')).toBe(true);
    expect(isStaffRole('admin')).toBe(false);
    expect(can(['admin' as never], 'bookings.view')).toBe(false);
  });
});
