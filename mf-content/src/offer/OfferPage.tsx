import { Link } from 'react-router-dom';
import { FaqSection } from '@travel/shared-ui/faq-section';
import { getFaqs } from '../faq/api/getFaqs';
import '../common/content.css';
import './OfferPage.css';
import { CardGrid } from '../common/CardGrid';

const WHY = [
  { title: 'Attract', text: 'Stand out on the homepage and in search with offers travellers notice.' },
  { title: 'Convert', text: 'Show the right deal inline at the moment of choice.' },
  { title: 'Retain', text: 'Reward returning travellers from their dashboard.' },
];

const CAPABILITIES = [
  { title: 'Offer Creation', text: 'Define discounts, validity, eligible routes or hotels, and budget caps.' },
  { title: 'Trip Jack Integration', text: 'Attach live fares and inventory so offers only show when bookable.' },
  { title: 'Display and Placement', text: 'Choose where each offer appears and how it looks.' },
  { title: 'Analytics and Approval', text: 'Track performance in real time and route offers through approval.' },
];

const FLOW = [
  { title: 'Draft Offer', text: 'Set the discount, audience and dates.' },
  { title: 'Link Trip Jack', text: 'Connect live inventory and fares.' },
  { title: 'Choose Placement', text: 'Homepage, search results or dashboard.' },
  { title: 'Submit for Approval', text: 'A Super Admin reviews it.' },
  { title: 'Monitor Performance', text: 'Watch impressions, clicks and bookings.' },
];

const PLACEMENTS = [
  { title: 'Homepage card', text: 'A featured card seen by every visitor.' },
  { title: 'Search results inline', text: 'A highlighted deal between matching results.' },
  { title: 'User dashboard tile', text: 'A personal offer for signed-in travellers.' },
];

const STATS = [
  { value: '18%', label: 'average lift in click-through' },
  { value: '2.4x', label: 'conversion on inline offers' },
  { value: '35%', label: 'repeat bookings from dashboard tiles' },
  { value: 'Real-time', label: 'reporting on every placement' },
];

const QUEUE = [
  { id: 'OFR-1042', name: 'Monsoon Kerala hotels 20% off', by: 'Priya (Creator)', status: 'pending' },
  { id: 'OFR-1039', name: 'Mumbai-Dubai weekday fares', by: 'Arjun (Creator)', status: 'approved' },
  { id: 'OFR-1035', name: 'First booking ₹500 off', by: 'Neha (Creator)', status: 'returned' },
];

/** /offer: the promotions page for the business users who create offers. */
export default function OfferPage() {
  return (
    <article className="tc-page tc-offer">
      <header className="tc-hero">
        <ul className="tc-chips" aria-label="Highlights">
          {['Real-time', 'Cross-surface', 'Governed'].map((badge) => (
            <li key={badge} className="tc-chip">
              {badge}
            </li>
          ))}
        </ul>
        <h1>Promotions that reach travellers at the right moment</h1>
        <p>
          Create, approve and measure offers across the homepage, search results and traveller dashboards from one
          panel.
        </p>
        <div className="tc-actions">
          <a
            href="mailto:partners@travel-portal.example?subject=Promotions%20demo%20request"
            className="tp-button tp-button--secondary"
          >
            Request a Demo
          </a>
          <a href="#where-users-see-offers" className="tp-button">
            See Live Examples
          </a>
        </div>
      </header>

      <section className="tc-section" aria-labelledby="why-heading">
        <h2 id="why-heading">Why Promotions Matter</h2>
        <CardGrid items={WHY} />
      </section>

      <section className="tc-section" aria-labelledby="panel-heading">
        <h2 id="panel-heading">Offer Panel capabilities</h2>
        <CardGrid items={CAPABILITIES} />
      </section>

      <section className="tc-section" aria-labelledby="flow-heading">
        <h2 id="flow-heading">From draft to live in five steps</h2>
        <ol className="tc-steps">
          {FLOW.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="where-users-see-offers" className="tc-section" aria-labelledby="where-heading">
        <h2 id="where-heading">Where Users See Offers</h2>
        <CardGrid items={PLACEMENTS} />
      </section>

      <section className="tc-section" aria-labelledby="measure-heading">
        <h2 id="measure-heading">Measure What Matters</h2>
        <div className="tc-stats">
          {STATS.map((stat) => (
            <p key={stat.label} className="tc-stat">
              <strong>{stat.value}</strong> {stat.label}
            </p>
          ))}
        </div>
      </section>

      <section className="tc-section" aria-labelledby="governance-heading">
        <h2 id="governance-heading">Governance and Approval</h2>
        <p className="tc-lead">
          Maker-checker by design: creating and approving are separate roles, permissions are granular, and only a Super
          Admin can approve and publish.
        </p>
        <div className="tc-offer__table-wrap">
          <table className="tc-offer__queue">
            <caption>Sample approval queue</caption>
            <thead>
              <tr>
                <th scope="col">Offer</th>
                <th scope="col">Name</th>
                <th scope="col">Submitted by</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {QUEUE.map((row) => (
                <tr key={row.id}>
                  <td translate="no">{row.id}</td>
                  <td>{row.name}</td>
                  <td>{row.by}</td>
                  <td>
                    <span className={`tc-offer__status tc-offer__status--${row.status}`}>{row.status}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <FaqSection load={getFaqs} slug="offer" />

      <section className="tc-section tc-callout">
        <h2>Partner with us</h2>
        <p>Already a partner? Ask your account manager for Offer Panel access.</p>
        <Link to="/partners">Partner programmes</Link>
      </section>
    </article>
  );
}
