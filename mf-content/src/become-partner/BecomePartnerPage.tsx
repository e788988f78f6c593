import { FaqSection } from '@travel/shared-ui/faq-section';
import { getFaqs } from '../faq/api/getFaqs';
import '../common/content.css';
import { CardGrid } from '../common/CardGrid';

const BENEFITS = [
  { title: 'Earn on every booking', text: 'Commission on flights and hotels booked by travellers you refer.' },
  { title: 'A trusted brand', text: 'About 15 million monthly travellers across 170+ countries.' },
  { title: 'Global inventory', text: '1000+ brands on 50+ domains, so your audience always finds a match.' },
];

const WAYS = [
  { title: 'Widgets', text: 'Embed a flight or hotel search box on your site.' },
  { title: 'Banners', text: 'Ready-made banners in standard sizes, updated with current deals.' },
  { title: 'Text links', text: 'Deep links to any route, hotel or guide, tagged with your partner ID.' },
];

const FACTS = [
  '30-day referral window',
  '~15 million monthly travellers',
  '170+ countries',
  '50+ domains',
  '1000+ brands',
];

/** /become-partner: the affiliate programme, its FAQ read from the API (slug affiliate). */
export default function BecomePartnerPage() {
  return (
    <article className="tc-page">
      <header className="tc-hero">
        <p className="tc-hero__eyebrow">Affiliate programme</p>
        <h1>Become a partner</h1>
        <p>Share travel with your audience and earn commission on every booking they make.</p>
        <div className="tc-actions">
          <a
            href="mailto:affiliates@travel-portal.example?subject=Affiliate%20application"
            className="tp-button tp-button--secondary"
          >
            Apply Now
          </a>
          <a href="#faq" className="tp-button">
            View FAQs
          </a>
        </div>
      </header>

      <section className="tc-section" aria-labelledby="benefits-heading">
        <h2 id="benefits-heading">Why partner with us</h2>
        <CardGrid items={BENEFITS} />
      </section>

      <section className="tc-section" aria-labelledby="ways-heading">
        <h2 id="ways-heading">Ways to earn</h2>
        <CardGrid items={WAYS} />
        <p className="tc-muted">
          Commission is paid for referred bookings made within a 30-day referral window after the click.
        </p>
      </section>

      <section className="tc-section" aria-labelledby="facts-heading">
        <h2 id="facts-heading">Quick facts</h2>
        <ul className="tc-chips">
          {FACTS.map((fact) => (
            <li key={fact} className="tc-chip">
              {fact}
            </li>
          ))}
        </ul>
      </section>

      <section className="tc-section" aria-labelledby="join-heading">
        <h2 id="join-heading">How to join</h2>
        <ol className="tc-steps">
          <li>
            <h3>Apply</h3>
            <p>Tell us about your site or channel. We notify you of acceptance by email.</p>
          </li>
          <li>
            <h3>Link content</h3>
            <p>Add widgets, banners or text links with your partner ID.</p>
          </li>
          <li>
            <h3>Start earning</h3>
            <p>Earn commission on bookings and follow them in your dashboard.</p>
          </li>
        </ol>
      </section>

      <FaqSection load={getFaqs} slug="affiliate" id="faq" />
    </article>
  );
}
