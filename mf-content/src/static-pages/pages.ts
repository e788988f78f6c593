import type { ContentPageData } from '../common/ContentPage';

const SUPPORT_EMAIL = 'mailto:support@travel-portal.example';

/** The pages reached from the footer and the company links, in the product's voice. */
export const STATIC_PAGES: Record<string, ContentPageData> = {
  'our-people': {
    title: 'Our people',
    eyebrow: 'Company',
    intro:
      'Travel Portal was started in 2024 by a small team of engineers, travel agents and designers who were tired of opening ten tabs to compare one trip. Today we are a team spread across Bengaluru, Mumbai and Dubai.',
    sections: [
      {
        heading: 'How we are organised',
        cards: [
          {
            title: 'Product & Design',
            text: 'Researchers and designers who sit in on real trips and support calls every month.',
          },
          {
            title: 'Engineering & Data',
            text: 'The people who keep six million daily searches fast, accurate and secure.',
          },
          {
            title: 'Growth & Partnerships',
            text: 'They work with more than 1,000 airlines, hotels and travel partners.',
          },
          {
            title: 'Operations & Support',
            text: 'Our support team answers chats in 2-5 minutes, in English and regional languages.',
          },
        ],
      },
      {
        heading: 'What we value',
        bullets: [
          'Honest prices: the price we show is the price you pay.',
          'Travellers first: every feature starts with a real traveller’s problem.',
          'Ownership: small teams own what they build, from idea to support.',
          'Learning: every engineer and designer has a yearly learning budget.',
        ],
      },
      {
        heading: 'Join us',
        paragraphs: ['We are hiring across all four teams.'],
        links: [
          { to: '/career', label: 'See open positions' },
          { to: '/about-us', label: 'About Travel Portal' },
        ],
      },
    ],
  },
  accessibility: {
    title: 'Accessibility statement',
    eyebrow: 'Company',
    intro:
      'Everyone should be able to search, compare and book travel on their own. We build Travel Portal to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
    updated: 'June 2025',
    sections: [
      {
        heading: 'Our target: WCAG 2.2 AA',
        paragraphs: [
          'Our target is conformance with WCAG 2.2 level AA across the whole site: search, results, booking, account and content pages. New features are reviewed against it before they ship.',
        ],
      },
      {
        heading: 'What we do',
        bullets: [
          'Every page can be used with a keyboard alone, with a visible focus outline.',
          'Form fields have labels, and errors are announced to screen readers.',
          'Images carry text alternatives; decorative icons are hidden from assistive technology.',
          'Headings follow a logical order, and pages work at 200% zoom and on narrow screens.',
          'Text and controls meet the AA colour-contrast ratios.',
          'Dialogs trap focus while open and return it when closed.',
        ],
      },
      {
        heading: 'Known limitations',
        paragraphs: [
          'Some content supplied by partners, such as hotel photos and airline fare rules, may lack full descriptions. We ask partners to provide them and fill gaps where we can.',
        ],
      },
      {
        heading: 'Feedback and contact',
        paragraphs: [
          'If something on the site is hard to use with your assistive technology, tell us. We reply within two business days and can help you complete a booking by phone or chat meanwhile.',
        ],
        links: [
          { to: '/feedback', label: 'Send accessibility feedback' },
          { to: SUPPORT_EMAIL, label: 'support@travel-portal.example' },
        ],
      },
    ],
  },
  security: {
    title: 'Security at Travel Portal',
    eyebrow: 'Company',
    intro:
      'You trust us with your account, your bookings and your payments. This page explains how we protect them and what you can do to stay safe.',
    sections: [
      {
        heading: 'How we protect your account',
        bullets: [
          'Passwords are stored only as salted Argon2 hashes; we never see or store them in clear text.',
          'Sessions use secure, HttpOnly cookies that scripts cannot read.',
          'Sign-up and password reset are confirmed with a one-time code sent to your email.',
          'Repeated failed sign-in attempts are rate limited.',
        ],
      },
      {
        heading: 'How we protect your payments',
        paragraphs: [
          'Card details are entered with our PCI DSS certified payment partners and never touch our servers. All traffic is encrypted with TLS.',
        ],
      },
      {
        heading: 'Staying safe',
        bullets: [
          'We will never ask for your password or one-time code by phone, chat or email.',
          'Check that the address bar shows our domain before you sign in.',
          'Use a unique password of at least 9 characters.',
        ],
      },
      {
        heading: 'Found a vulnerability?',
        paragraphs: ['We welcome reports from security researchers and never take action against good-faith research.'],
        links: [{ to: '/vulnerability-policy', label: 'Read our vulnerability reporting policy' }],
      },
    ],
  },
  'vulnerability-policy': {
    title: 'Vulnerability reporting policy',
    eyebrow: 'Security',
    intro:
      'If you believe you have found a security vulnerability in Travel Portal, we want to hear about it. This policy explains how to report it and what you can expect from us.',
    sections: [
      {
        heading: 'How to report',
        paragraphs: [
          'Email security@travel-portal.example with a description of the issue, the steps to reproduce it and its potential impact. Please do not share the issue publicly until we have fixed it.',
        ],
        links: [{ to: 'mailto:security@travel-portal.example', label: 'security@travel-portal.example' }],
      },
      {
        heading: 'In scope',
        bullets: [
          'travel-portal.example and its subdomains',
          'Our public API under /api',
          'Account, booking and payment flows',
        ],
      },
      {
        heading: 'Out of scope',
        bullets: [
          'Denial-of-service and load testing',
          'Social engineering of staff or travellers',
          'Physical attacks and attacks on partners’ systems',
          'Reports from automated scanners without a demonstrated impact',
        ],
      },
      {
        heading: 'Rules of engagement',
        bullets: [
          'Only use accounts you own; never access or change other travellers’ data.',
          'Stop and report as soon as you reach personal data.',
          'Give us reasonable time (90 days) to fix the issue before disclosure.',
        ],
      },
      {
        heading: 'What you can expect',
        bullets: [
          'Acknowledgement within 3 business days.',
          'A first assessment within 10 business days.',
          'Updates until the issue is fixed, and credit in our thanks list if you wish.',
          'No legal action for good-faith research that follows this policy.',
        ],
      },
    ],
  },
  destinations: {
    title: 'Destinations',
    eyebrow: 'Explore',
    intro:
      'From weekend escapes in India to long-haul adventures, compare flights and hotels for the places our travellers love most.',
    sections: [
      {
        heading: 'Popular in India',
        cards: [
          { title: 'Goa', text: 'Beaches, seafood and winter sun. Best from November to February.' },
          { title: 'Kerala', text: 'Backwaters, tea hills and Ayurveda; lush and quiet in the monsoon.' },
          { title: 'Jaipur', text: 'Forts, palaces and bazaars of the Pink City, an hour from Delhi by air.' },
          { title: 'Ladakh', text: 'High passes and monasteries; fly to Leh from June to September.' },
        ],
      },
      {
        heading: 'International favourites',
        cards: [
          { title: 'Dubai', text: 'Skyline, desert and shopping, under four hours from most Indian cities.' },
          { title: 'Singapore', text: 'Gardens, hawker food and an easy first trip abroad.' },
          { title: 'Bangkok', text: 'Temples, markets and street food at friendly prices.' },
          { title: 'London', text: 'Museums, parks and theatre; book early for summer.' },
        ],
      },
      {
        heading: 'Plan your trip',
        links: [
          { to: '/flight-home', label: 'Search flights' },
          { to: '/hotel-home', label: 'Search hotels' },
          { to: '/travel-guides', label: 'Read travel guides' },
        ],
      },
    ],
  },
  'travel-guides': {
    title: 'Travel guides',
    eyebrow: 'Inspiration',
    intro: 'Practical, tested advice from our editors: when to go, how to get there and how to spend less on the way.',
    sections: [
      {
        heading: 'Guides by theme',
        cards: [
          { title: 'Booking smarter', text: 'When to book, flexible dates and choosing the right fare type.' },
          { title: 'Stays', text: 'Neighbourhoods, cancellation policies and comparing total prices.' },
          { title: 'Stopovers', text: 'Turn a long connection into a mini holiday.' },
          { title: 'Travelling safely', text: 'Insurance, documents and protecting your money abroad.' },
        ],
      },
      {
        heading: 'Latest articles',
        paragraphs: ['Our blog publishes new guides every week.'],
        links: [
          { to: '/blog', label: 'Read the travel blog' },
          { to: '/blog?q=budget', label: 'Budget travel' },
          { to: '/blog?q=Destinations', label: 'Destination guides' },
        ],
      },
    ],
  },
  'travel-insurance': {
    title: 'Travel insurance',
    eyebrow: 'Travel with peace of mind',
    intro:
      'Add travel insurance to a flight booking and cancel for a full refund while time remains before departure, with medical and baggage cover included.',
    sections: [
      {
        heading: 'What is covered',
        bullets: [
          'Trip cancellation: 100% of the booking amount refunded while departure has not passed (minus the ₹50 processing fee).',
          'Emergency medical expenses abroad',
          'Baggage loss and delay',
          'Missed connections and long delays',
        ],
      },
      {
        heading: 'How it changes your refund',
        paragraphs: [
          'Without insurance, cancelling under 24 hours before departure returns nothing. With insurance it returns the full booking amount. In peak season the percentage is multiplied by 0.9.',
        ],
        links: [
          { to: '/refund-calculator', label: 'Compare with the refund calculator' },
          { to: '/refund-policy', label: 'Read the refund policy' },
        ],
      },
      {
        heading: 'How to claim',
        paragraphs: [
          'Cancel from your booking or contact support with your booking ID. Medical and baggage claims need receipts and, for baggage, the airline’s property irregularity report.',
        ],
      },
    ],
  },
  help: {
    title: 'Help center',
    eyebrow: 'Support',
    intro:
      'Answers to common questions about searching, booking, changing and cancelling trips, and using your account.',
    sections: [
      {
        heading: 'Bookings and changes',
        bullets: [
          'Your e-ticket or hotel voucher is emailed after payment and is always in your account.',
          'Changes depend on the fare or rate rules shown before you paid.',
          'Cancel a hotel booking with your booking ID and email on Cancel Hotel Booking.',
        ],
        links: [
          { to: '/hotel-booking-cancellation', label: 'Cancel a hotel booking' },
          { to: '/refund-calculator', label: 'Estimate a refund' },
        ],
      },
      {
        heading: 'Payments and refunds',
        bullets: [
          'We accept UPI, major cards and net banking.',
          'Refunds go to the original payment method within 7-10 business days after approval.',
        ],
        links: [{ to: '/refund-policy', label: 'Refund policy' }],
      },
      {
        heading: 'Your account',
        bullets: [
          'Sign up with email and a one-time code, or with Google or Facebook.',
          'Forgot your password? Use Forgot Password on the login page to get a reset code.',
        ],
        links: [
          { to: '/login', label: 'Log in' },
          { to: '/signup', label: 'Create an account' },
        ],
      },
      {
        id: 'mobile-app',
        heading: 'Mobile app',
        paragraphs: [
          'Travel Portal works in any mobile browser: every page is designed for small screens. Add it to your home screen from your browser menu ("Add to Home screen" on Android, "Share > Add to Home Screen" on iPhone) for one-tap access to your searches and bookings. Native apps for Android and iOS are in development; subscribe to our newsletter to hear when they launch.',
        ],
        links: [{ to: '/newsletter', label: 'Get notified' }],
      },
      {
        heading: 'Still need help?',
        links: [
          { to: '/support', label: 'Contact customer support' },
          { to: '/info', label: 'Info Center' },
        ],
      },
    ],
  },
  'price-alerts': {
    title: 'Price alerts',
    eyebrow: 'Never miss a drop',
    intro:
      'Tell us your route and dates, and we will email you when the price moves, so you can book at the right moment.',
    sections: [
      {
        heading: 'How price alerts work',
        bullets: [
          'Search a route with the Price alert option ticked in the flight search (logged out, add your email).',
          'We note the cheapest fare that day and check it again every hour.',
          'You get one email when it drops below that fare, with a link straight to the flights.',
          'Every alert email has a link to remove the alert; logged in, you can remove alerts on this page.',
        ],
      },
      {
        heading: 'Tips',
        bullets: [
          'Set alerts three to six weeks before domestic trips.',
          'Combine alerts with flexible dates (±3 days) for the best chance of a drop.',
          'Subscribe to the newsletter for weekly deals on popular routes.',
        ],
        links: [
          { to: '/flight-home', label: 'Search flights' },
          { to: '/newsletter', label: 'Subscribe to deals' },
        ],
      },
    ],
  },
  'group-travel': {
    title: 'Group travel',
    eyebrow: '10 or more travellers',
    intro:
      'Weddings, school trips, teams and pilgrimages: for ten travellers or more, our group desk negotiates fares and room blocks for you.',
    sections: [
      {
        heading: 'What you get',
        bullets: [
          'Group fares with flexible name changes until ticketing',
          'Hotel room blocks with one invoice',
          'A dedicated coordinator from quote to return',
          'Staggered payment: deposit first, balance before departure',
        ],
      },
      {
        heading: 'How to request a quote',
        paragraphs: [
          'Email the group desk with your route, dates, number of travellers and rooms. We reply with options within one business day.',
        ],
        links: [{ to: 'mailto:groups@travel-portal.example', label: 'groups@travel-portal.example' }],
      },
    ],
  },
  support: {
    title: 'Customer support',
    eyebrow: 'We are here to help',
    intro: 'Chat, email or request a callback. Keep your booking ID at hand so we can help faster.',
    sections: [
      {
        heading: 'Ways to reach us',
        cards: [
          { title: 'In-app chat', text: '24/7 for urgent travel issues. Typical reply time: 2-5 minutes.' },
          { title: 'Email', text: 'support@travel-portal.example. Typical reply time: 4-8 hours.' },
          { title: 'Callback', text: 'Request a callback and we will call you at a time that suits you.' },
        ],
        links: [{ to: SUPPORT_EMAIL, label: 'Email support' }],
      },
      {
        heading: 'Languages',
        paragraphs: [
          'Support is available in English and regional languages. We never spam: we contact you only when you ask.',
        ],
      },
      {
        heading: 'Self-service',
        links: [
          { to: '/help', label: 'Help center' },
          { to: '/refund-calculator', label: 'Refund calculator' },
          { to: '/hotel-booking-cancellation', label: 'Cancel a hotel booking' },
        ],
      },
    ],
  },
  partners: {
    title: 'Partners',
    eyebrow: 'Work with us',
    intro:
      'Airlines, hotels, technology providers and content creators: more than 1,000 partners reach millions of travellers through Travel Portal.',
    sections: [
      {
        heading: 'Partner programmes',
        cards: [
          { title: 'Airlines and hotels', text: 'List your inventory and reach 5 million monthly users.' },
          { title: 'Affiliates', text: 'Earn commission on bookings you refer, with a 30-day referral window.' },
          { title: 'Travel agents', text: 'Tools and rates for agencies booking on behalf of clients.' },
          { title: 'Corporate', text: 'Managed travel for companies of every size.' },
        ],
        links: [
          { to: '/become-partner', label: 'Become an affiliate' },
          { to: '/travel-agents', label: 'For travel agents' },
          { to: '/corporate-travel', label: 'Corporate travel' },
        ],
      },
      {
        heading: 'Contact partnerships',
        links: [{ to: 'mailto:partners@travel-portal.example', label: 'partners@travel-portal.example' }],
      },
    ],
  },
  'travel-agents': {
    title: 'For travel agents',
    eyebrow: 'Agency programme',
    intro: 'Search, compare and book for your clients with agent rates, one dashboard and consolidated invoicing.',
    sections: [
      {
        heading: 'Why agencies choose us',
        bullets: [
          'Fares and hotel rates from more than 1,000 partners in one search',
          'Agent markups you control',
          'Cancellation and refund tracking per client',
          'Monthly GST-compliant statements',
        ],
      },
      {
        heading: 'Getting started',
        paragraphs: [
          'Apply with your agency registration details; we verify and activate accounts within three business days.',
        ],
        links: [{ to: 'mailto:agents@travel-portal.example', label: 'agents@travel-portal.example' }],
      },
    ],
  },
  'corporate-travel': {
    title: 'Corporate travel',
    eyebrow: 'Business',
    intro: 'Managed business travel with policy controls, approvals and one monthly invoice.',
    sections: [
      {
        heading: 'What is included',
        bullets: [
          'Travel policies by grade: cabin class, hotel star rating and budget caps',
          'Manager approval before booking',
          'Negotiated hotel rates in major Indian cities',
          'Reports on spend and CO2 emissions',
        ],
      },
      {
        heading: 'Talk to us',
        links: [{ to: 'mailto:corporate@travel-portal.example', label: 'corporate@travel-portal.example' }],
      },
    ],
  },
  'privacy-policy': {
    title: 'Privacy policy',
    eyebrow: 'Legal',
    intro:
      'This policy explains what personal data Travel Portal collects when you use our website, why we collect it, who we share it with and the rights you have. It applies to accounts, searches, bookings, payments, newsletters and comments.',
    updated: '1 June 2025',
    sections: [
      {
        heading: '1. Who we are',
        paragraphs: [
          'Travel Portal ("we", "us") operates this website and is the data controller for the personal data described here. Contact our data protection officer at privacy@travel-portal.example.',
        ],
      },
      {
        heading: '2. Data we collect',
        bullets: [
          'Account data: your name, email address, optional mobile number and a hashed password; or the profile your Google or Facebook login shares with us.',
          'Booking data: traveller names, dates of birth where an airline requires them, contact details, itineraries, special requests and cancellation or refund requests.',
          'Payment data: the payment reference, amount, currency and status. Card numbers are entered with our PCI DSS certified payment processors and are never stored by us.',
          'Usage data: searches, pages viewed, device and browser type, IP address and cookies needed to keep you signed in.',
          'Communications: newsletter subscriptions, blog comments, feedback and messages to support.',
        ],
      },
      {
        heading: '3. Why we use it (legal bases)',
        bullets: [
          'To create and run your account and deliver your bookings (performance of a contract).',
          'To process payments, refunds and prevent fraud (contract and legitimate interests).',
          'To meet tax, accounting and travel-regulation duties (legal obligation).',
          'To send newsletters and deals, only if you subscribed (consent, which you can withdraw at any time).',
          'To improve the site and keep it secure (legitimate interests).',
        ],
      },
      {
        heading: '4. Who we share it with',
        paragraphs: [
          'We share booking data with the airline, hotel or travel supplier that provides your service, and payment data with the payment processor. We use service providers for hosting, email and customer support under contracts that require them to protect your data. We do not sell personal data.',
        ],
      },
      {
        heading: '5. International transfers',
        paragraphs: [
          'When a supplier is outside India, your booking data is transferred to it to fulfil the booking, with safeguards required by applicable law.',
        ],
      },
      {
        heading: '6. How long we keep it',
        bullets: [
          'Account data: while your account is open, then 30 days.',
          'Booking and payment records: 8 years, as tax law requires.',
          'Newsletter subscription: until you unsubscribe.',
          'Security logs: 90 days.',
        ],
      },
      {
        heading: '7. Your rights',
        paragraphs: [
          'You can ask to access, correct, delete or export your personal data, object to or restrict its use, and withdraw consent. Write to privacy@travel-portal.example; we answer within 30 days. You may also complain to your data protection authority.',
        ],
      },
      {
        heading: '8. Cookies',
        paragraphs: [
          'We use a session cookie to keep you signed in (HttpOnly, not readable by scripts) and store your regional settings in your browser. We do not use advertising cookies.',
        ],
      },
      {
        heading: '9. Security',
        paragraphs: [
          'Data is encrypted in transit, passwords are hashed, and access to personal data is limited to staff who need it.',
        ],
        links: [{ to: '/security', label: 'How we protect your data' }],
      },
      {
        heading: '10. Changes',
        paragraphs: [
          'We will post any change here and email account holders about material changes before they apply.',
        ],
      },
    ],
  },
  'terms-of-service': {
    title: 'Terms of service',
    eyebrow: 'Legal',
    intro:
      'These terms govern your use of Travel Portal and any booking you make through it. By creating an account or booking, you agree to them.',
    updated: '1 June 2025',
    sections: [
      {
        heading: '1. Our role',
        paragraphs: [
          'Travel Portal compares and sells flights and hotel stays supplied by airlines, hotels and other travel suppliers. Your contract for the travel service itself is with the supplier, under its conditions of carriage or booking terms, which are shown before you pay.',
        ],
      },
      {
        heading: '2. Your account',
        bullets: [
          'You must be at least 18 to create an account and make bookings.',
          'Keep your password and one-time codes confidential; you are responsible for activity in your account.',
          'Give accurate traveller details exactly as in the passport or ID; suppliers may refuse boarding or check-in otherwise.',
        ],
      },
      {
        heading: '3. Prices and payment',
        bullets: [
          'Prices are shown in INR unless you choose another currency for display; you are charged in the currency shown at payment.',
          'A booking is confirmed only when payment succeeds and you receive the confirmation email.',
          'If a price changes before payment, we show the new price and you can decide whether to proceed.',
        ],
      },
      {
        heading: '4. Changes, cancellations and refunds',
        paragraphs: [
          'Cancellations and refunds follow the supplier’s rules and our refund policy, including the ₹50 processing fee. Refunds are made to the original payment method.',
        ],
        links: [{ to: '/refund-policy', label: 'Refund policy' }],
      },
      {
        heading: '5. Acceptable use',
        bullets: [
          'Do not use the site for speculative, false or fraudulent bookings.',
          'Do not scrape, overload or attempt to break the security of the site.',
          'Comments and reviews must be lawful and respectful; we may remove content that is not.',
        ],
      },
      {
        heading: '6. Liability',
        paragraphs: [
          'We are responsible for providing our booking service with reasonable care. We are not liable for the supplier’s performance of the travel service, or for losses that were not foreseeable. Nothing in these terms limits liability that cannot be limited by law.',
        ],
      },
      {
        heading: '7. Governing law',
        paragraphs: ['These terms are governed by the laws of India, and the courts of Bengaluru have jurisdiction.'],
      },
      {
        heading: '8. Contact',
        links: [
          { to: '/support', label: 'Customer support' },
          { to: '/privacy-policy', label: 'Privacy policy' },
        ],
      },
    ],
  },
  feedback: {
    title: 'Feedback',
    eyebrow: 'Tell us',
    intro: 'Something you loved, something that got in the way? Your feedback decides what we build next.',
    sections: [
      {
        heading: 'How to send feedback',
        bullets: [
          'Email feedback@travel-portal.example with what you were trying to do and what happened.',
          'Include the page address and a screenshot if you can.',
          'For a problem with a booking, contact customer support with your booking ID instead, so we can act on it.',
        ],
        links: [
          { to: 'mailto:feedback@travel-portal.example', label: 'feedback@travel-portal.example' },
          { to: '/support', label: 'Customer support' },
        ],
      },
      {
        heading: 'What happens next',
        paragraphs: [
          'Every message is read by our product team. We reply when we need more detail, and we publish what we changed in our monthly newsletter.',
        ],
      },
    ],
  },
  maintenance: {
    title: 'Maintenance',
    eyebrow: 'We will be right back',
    intro:
      'We are making improvements to Travel Portal. Searching and booking will be back shortly; your bookings are safe.',
    sections: [
      {
        heading: 'In the meantime',
        bullets: [
          'Existing bookings are not affected, and your e-tickets remain valid.',
          'For urgent travel help, email support@travel-portal.example.',
        ],
        links: [{ to: '/', label: 'Try the home page' }],
      },
    ],
  },
};
