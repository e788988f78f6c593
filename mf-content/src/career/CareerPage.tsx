import { useEffect, useState } from 'react';
import { SelectField, TextField } from '@travel/shared-ui/fields';
import { filterJobs, JOBS, LOCATIONS, NO_FILTERS, TEAMS, type JobFilters, type Team } from './jobs';
import '../common/content.css';
import './CareerPage.css';
import { CardGrid } from '../common/CardGrid';
import { postedAgo } from './postedAgo';

const WHY = [
  { title: 'Real impact', text: 'Your work reaches 5 million travellers every month.' },
  { title: 'Small teams, big ownership', text: 'Teams own their product from idea to support.' },
  { title: 'Learn every day', text: 'A $5,000 yearly learning budget and mentoring from day one.' },
  { title: 'Travel perks', text: 'Annual travel credit and discounted stays with our partners.' },
];

const TEAM_CARDS: { team: Team; text: string; roles: string[]; color: string }[] = [
  {
    team: 'Product & Design',
    text: 'Shape how travellers search, compare and book.',
    roles: ['Designers', 'Product managers', 'Researchers'],
    color: '#7c3aed',
  },
  {
    team: 'Engineering & Data',
    text: 'Build fast, reliable systems for millions of searches a day.',
    roles: ['Frontend', 'Backend', 'Data science'],
    color: '#0b5cff',
  },
  {
    team: 'Growth & Partnerships',
    text: 'Grow our network of airlines, hotels and affiliates.',
    roles: ['Partnerships', 'Marketing', 'SEO'],
    color: '#f97316',
  },
  {
    team: 'Operations & Support',
    text: 'Be there for travellers when plans change.',
    roles: ['Support', 'Refund operations', 'Quality'],
    color: '#0f766e',
  },
];

const BENEFITS = [
  {
    title: 'Health and Wellness',
    items: [
      'Health insurance for you and your family',
      'Mental health support',
      'Annual health check-up',
      'Gym membership allowance',
    ],
  },
  {
    title: 'Travel and Explore',
    items: ['Yearly travel credit', 'Partner hotel discounts', 'Workation weeks', 'Team offsites'],
  },
  {
    title: 'Learn and Grow',
    items: ['$5,000 learning budget', 'Conference tickets', 'Mentoring programme', 'Internal tech talks'],
  },
  {
    title: 'Work-Life Balance',
    items: ['Flexible hours', 'Hybrid and remote roles', '24 days of paid leave', 'Parental leave'],
  },
  {
    title: 'Innovation Time',
    items: ['20% innovation time', 'Quarterly hack weeks', 'Open-source contributions', 'Idea-to-pilot funding'],
  },
  {
    title: 'Financial Security',
    items: ['Competitive salaries', 'Employee stock options', 'Retirement contributions', 'Term life insurance'],
  },
];

const SAVED_SEARCH_KEY = 'careers.savedSearch';

function TeamIllustration({ color, label }: { color: string; label: string }) {
  return (
    <svg viewBox="0 0 320 120" role="img" aria-label={label} className="tc-career__team-image">
      <rect width="320" height="120" rx="10" fill={color} opacity="0.15" />
      <circle cx="90" cy="60" r="26" fill={color} opacity="0.7" />
      <circle cx="160" cy="52" r="32" fill={color} />
      <circle cx="230" cy="60" r="26" fill={color} opacity="0.7" />
    </svg>
  );
}

function readSavedSearch(): JobFilters {
  try {
    const saved = JSON.parse(localStorage.getItem(SAVED_SEARCH_KEY) ?? 'null') as JobFilters | null;
    return saved ? { ...NO_FILTERS, ...saved } : NO_FILTERS;
  } catch {
    return NO_FILTERS;
  }
}

/** /career: why join, teams, open positions with working filters, benefits. */
export default function CareerPage() {
  const [filters, setFilters] = useState<JobFilters>(readSavedSearch);
  const [saved, setSaved] = useState(false);
  const jobs = filterJobs(JOBS, filters);

  useEffect(() => setSaved(false), [filters]);

  const update = (change: Partial<JobFilters>) => setFilters((current) => ({ ...current, ...change }));
  const showTeam = (team: Team) => {
    update({ team });
    document.getElementById('open-positions')?.scrollIntoView?.({ behavior: 'smooth' });
  };
  const saveSearch = () => {
    localStorage.setItem(SAVED_SEARCH_KEY, JSON.stringify(filters));
    setSaved(true);
  };

  return (
    <article className="tc-page tc-career">
      <header className="tc-hero">
        <p className="tc-hero__eyebrow">Careers</p>
        <h1>Build the future of travel with us</h1>
        <p>Join the team that helps millions of travellers find their next journey.</p>
        <a href="#open-positions" className="tp-button tp-button--secondary">
          Browse Open Roles
        </a>
      </header>

      <section className="tc-section" aria-labelledby="why-heading">
        <h2 id="why-heading">Why Choose Travel Portal</h2>
        <CardGrid items={WHY} />
      </section>

      <section className="tc-section" aria-labelledby="teams-heading">
        <h2 id="teams-heading">Find Your Team</h2>
        <div className="tc-grid">
          {TEAM_CARDS.map((card) => (
            <div key={card.team} className="tc-card">
              <TeamIllustration color={card.color} label={`Illustration of the ${card.team} team`} />
              <h3>{card.team}</h3>
              <p>{card.text}</p>
              <ul className="tc-chips" aria-label={`${card.team} roles`}>
                {card.roles.map((role) => (
                  <li key={role} className="tc-chip">
                    {role}
                  </li>
                ))}
              </ul>
              <button type="button" className="tp-button tp-button--secondary" onClick={() => showTeam(card.team)}>
                View {card.team} roles
              </button>
            </div>
          ))}
        </div>
      </section>

      <section id="open-positions" className="tc-section" aria-labelledby="positions-heading">
        <h2 id="positions-heading">Open Positions</h2>
        <form className="tc-career__filters" role="search" onSubmit={(e) => e.preventDefault()}>
          <TextField
            id="job-search"
            label="Search roles"
            type="search"
            placeholder="Search by title or skill"
            value={filters.search}
            onChange={(e) => update({ search: e.target.value })}
          />
          <SelectField
            id="job-team"
            label="Team"
            value={filters.team}
            onChange={(e) => update({ team: e.target.value as Team | 'all' })}
            options={[{ value: 'all', label: 'All teams' }, ...TEAMS.map((team) => ({ value: team, label: team }))]}
          />
          <SelectField
            id="job-location"
            label="Location"
            value={filters.location}
            onChange={(e) => update({ location: e.target.value })}
            options={[
              { value: 'all', label: 'All locations' },
              ...LOCATIONS.map((location) => ({ value: location, label: location })),
            ]}
          />
          <button type="button" className="tp-button tp-button--secondary" onClick={saveSearch}>
            Save Search
          </button>
        </form>
        <p role="status" className="tc-muted">
          {saved
            ? 'Search saved. We will show it next time you visit.'
            : `${jobs.length} open ${jobs.length === 1 ? 'position' : 'positions'}`}
        </p>
        {jobs.length === 0 ? (
          <p className="tc-callout">No positions match your filters</p>
        ) : (
          <ul className="tc-career__jobs">
            {jobs.map((job) => {
              const mail = `mailto:careers@travel-portal.example?subject=${encodeURIComponent(`Application: ${job.title}`)}`;
              return (
                <li key={job.id} className="tc-card tc-career__job">
                  <h3>{job.title}</h3>
                  <p>{job.description}</p>
                  <p className="tc-career__meta">
                    <span>{job.team}</span> · <span>{job.location}</span> · <span>{job.salary}</span> ·{' '}
                    <span>
                      Posted <time dateTime={job.postedOn}>{postedAgo(job.postedOn, new Date())}</time>
                    </span>
                  </p>
                  <ul className="tc-chips" aria-label="Skills and terms">
                    {[...job.tags, ...job.labels].map((tag) => (
                      <li key={tag} className="tc-chip">
                        {tag}
                      </li>
                    ))}
                  </ul>
                  <div className="tc-actions">
                    <a className="tp-button" href={mail} aria-label={`Apply Now for ${job.title}`}>
                      Apply Now
                    </a>
                    <a
                      className="tp-button tp-button--secondary"
                      href={`${mail}&body=${encodeURIComponent('Hi, please find my CV attached.\n\nLinkedIn: \nNotice period: ')}`}
                      aria-label={`Quick Apply for ${job.title}`}
                    >
                      Quick Apply
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="tc-section" aria-labelledby="benefits-heading">
        <h2 id="benefits-heading">Benefits and Perks</h2>
        <div className="tc-grid">
          {BENEFITS.map((benefit) => (
            <div key={benefit.title} className="tc-card">
              <h3>{benefit.title}</h3>
              <ul>
                {benefit.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </article>
  );
}
