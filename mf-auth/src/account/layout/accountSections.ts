/** The account area's pages, in the order of its menu. */
export const ACCOUNT_SECTIONS = [
  { to: '/account', label: 'Profile' },
  { to: '/account/security', label: 'Password and devices' },
  { to: '/account/travellers', label: 'Saved travellers' },
  { to: '/account/price-alerts', label: 'Price alerts' },
  { to: '/account/privacy', label: 'Your data' },
] as const;
