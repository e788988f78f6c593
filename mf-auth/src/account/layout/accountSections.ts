/** The account area's menu, in order: its pages, and My Trips (a page of its own, also open to guests). */
export const ACCOUNT_SECTIONS = [
  { to: '/account', label: 'Profile' },
  { to: '/my-trips', label: 'My Trips' },
  { to: '/account/security', label: 'Password and devices' },
  { to: '/account/travellers', label: 'Saved travellers' },
  { to: '/account/price-alerts', label: 'Price alerts' },
  { to: '/account/privacy', label: 'Your data' },
  { to: '/account/complaints', label: 'Help & complaints' },
] as const;
