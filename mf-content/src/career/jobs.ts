export type Team = 'Product & Design' | 'Engineering & Data' | 'Growth & Partnerships' | 'Operations & Support';

export const TEAMS: Team[] = [
  'Product & Design',
  'Engineering & Data',
  'Growth & Partnerships',
  'Operations & Support',
];

export interface Job {
  id: string;
  title: string;
  description: string;
  location: string;
  /** The day the position was posted (YYYY-MM-DD); the page shows the time since it. */
  postedOn: string;
  salary: string;
  team: Team;
  tags: string[];
  labels: string[];
}

export const JOBS: Job[] = [
  {
    id: 'senior-frontend-engineer',
    title: 'Senior Frontend Engineer',
    description:
      'Build the search and booking experience used by millions, with React, TypeScript and micro-frontends.',
    location: 'Bengaluru',
    postedOn: '2026-11-20',
    salary: '₹35-50 LPA',
    team: 'Engineering & Data',
    tags: ['React', 'TypeScript', 'Accessibility'],
    labels: ['Full-time', 'Hybrid'],
  },
  {
    id: 'backend-engineer-payments',
    title: 'Backend Engineer, Payments',
    description: 'Own refunds and payment gateway integrations in Node.js and PostgreSQL.',
    location: 'Bengaluru',
    postedOn: '2026-11-15',
    salary: '₹30-45 LPA',
    team: 'Engineering & Data',
    tags: ['Node.js', 'PostgreSQL', 'Payments'],
    labels: ['Full-time'],
  },
  {
    id: 'data-scientist-pricing',
    title: 'Data Scientist, Pricing',
    description: 'Model fare movements and power price alerts and the Best ranking.',
    location: 'Remote (India)',
    postedOn: '2026-11-19',
    salary: '₹28-42 LPA',
    team: 'Engineering & Data',
    tags: ['Python', 'Forecasting'],
    labels: ['Full-time', 'Remote'],
  },
  {
    id: 'product-designer',
    title: 'Product Designer',
    description: 'Design flows from search to post-booking support, and test them with real travellers.',
    location: 'Mumbai',
    postedOn: '2026-11-17',
    salary: '₹22-34 LPA',
    team: 'Product & Design',
    tags: ['Figma', 'User research'],
    labels: ['Full-time', 'Hybrid'],
  },
  {
    id: 'product-manager-hotels',
    title: 'Product Manager, Hotels',
    description: 'Lead the hotel search and booking roadmap with design and engineering.',
    location: 'Bengaluru',
    postedOn: '2026-11-08',
    salary: '₹40-55 LPA',
    team: 'Product & Design',
    tags: ['Product strategy', 'Hotels'],
    labels: ['Full-time'],
  },
  {
    id: 'partnerships-manager-gcc',
    title: 'Partnerships Manager, GCC',
    description: 'Grow airline and hotel partnerships across the UAE, Saudi Arabia and Qatar.',
    location: 'Dubai',
    postedOn: '2026-11-18',
    salary: 'AED 25-32k / month',
    team: 'Growth & Partnerships',
    tags: ['Partnerships', 'Negotiation'],
    labels: ['Full-time'],
  },
  {
    id: 'performance-marketing-lead',
    title: 'Performance Marketing Lead',
    description: 'Run paid acquisition with a focus on profitable growth and clean measurement.',
    location: 'Mumbai',
    postedOn: '2026-11-15',
    salary: '₹30-40 LPA',
    team: 'Growth & Partnerships',
    tags: ['SEM', 'Analytics'],
    labels: ['Full-time', 'Hybrid'],
  },
  {
    id: 'customer-support-specialist',
    title: 'Customer Support Specialist (Hindi & English)',
    description: 'Help travellers with bookings, changes and refunds over chat and phone.',
    location: 'Remote (India)',
    postedOn: '2026-11-21',
    salary: '₹5-7 LPA',
    team: 'Operations & Support',
    tags: ['Customer service', 'Hindi'],
    labels: ['Full-time', 'Remote', 'Shifts'],
  },
  {
    id: 'refund-operations-analyst',
    title: 'Refund Operations Analyst',
    description: 'Review cancellation requests and keep refunds fast and accurate.',
    location: 'Bengaluru',
    postedOn: '2026-11-16',
    salary: '₹8-12 LPA',
    team: 'Operations & Support',
    tags: ['Operations', 'Excel'],
    labels: ['Full-time'],
  },
];

export const LOCATIONS = Array.from(new Set(JOBS.map((job) => job.location))).sort();

export interface JobFilters {
  search: string;
  team: Team | 'all';
  location: string | 'all';
}

export const NO_FILTERS: JobFilters = { search: '', team: 'all', location: 'all' };

/** The jobs matching every filter; search looks in title, description and tags, any letter case. */
export function filterJobs(jobs: Job[], filters: JobFilters): Job[] {
  const words = filters.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return jobs.filter((job) => {
    if (filters.team !== 'all' && job.team !== filters.team) return false;
    if (filters.location !== 'all' && job.location !== filters.location) return false;
    const text = [job.title, job.description, ...job.tags].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
