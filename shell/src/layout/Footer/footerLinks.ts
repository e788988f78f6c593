/** The footer's columns and their links. */
export const FOOTER_COLUMNS = [
  {
    title: 'Company',
    links: [
      { to: '/about-us', label: 'About us' },
      { to: '/career', label: 'Careers' },
      { to: '/offer', label: 'Offers' },
      { to: '/blog', label: 'Blog' },
      { to: '/become-partner', label: 'Become a partner' },
      { to: '/our-people', label: 'Our people' },
      { to: '/accessibility', label: 'Accessibility' },
      { to: '/security', label: 'Security' },
    ],
  },
  {
    title: 'Destinations',
    links: [
      { to: '/destinations', label: 'Destinations' },
      { to: '/flight-deals', label: 'Flight deals' },
      { to: '/hotel-deals', label: 'Hotel deals' },
      { to: '/travel-guides', label: 'Travel guides' },
      { to: '/travel-insurance', label: 'Travel insurance' },
    ],
  },
  {
    title: 'Travel Resources',
    links: [
      { to: '/help', label: 'Help center' },
      { to: '/blog', label: 'Travel blog' },
      { to: '/help#mobile-app', label: 'Mobile App' },
      { to: '/price-alerts', label: 'Price alerts' },
      { to: '/group-travel', label: 'Group travel' },
    ],
  },
  {
    title: 'Contact',
    links: [
      { to: '/support', label: 'Customer support' },
      { to: '/partners', label: 'Partners' },
      { to: '/travel-agents', label: 'Travel agents' },
      { to: '/corporate-travel', label: 'Corporate travel' },
      { to: '/feedback', label: 'Feedback' },
    ],
  },
] as const;

export const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy policy' },
  { to: '/terms-of-service', label: 'Terms of service' },
  { to: '/refund-policy', label: 'Refund policy' },
] as const;

export const SOCIAL_LINKS = [
  { href: 'https://www.facebook.com/', label: 'Facebook', icon: 'facebook' },
  { href: 'https://x.com/', label: 'X (Twitter)', icon: 'x' },
  { href: 'https://www.instagram.com/', label: 'Instagram', icon: 'instagram' },
  { href: 'https://www.linkedin.com/', label: 'LinkedIn', icon: 'linkedin' },
] as const;
