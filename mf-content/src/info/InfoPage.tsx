import { Link } from 'react-router-dom';
import { FaqSection } from '@travel/shared-ui/faq-section';
import { useIsSignedIn } from '@travel/shared-ui/store';
import { getFaqs } from '../faq/api/getFaqs';
import { ACCOUNT_COMPLAINT_FORM, GUEST_COMPLAINT_FORM } from '../grievance-officer/grievanceOfficer';
import '../common/content.css';

const TOPICS = ['Booking', 'Cancellations', 'Pricing & Fees', 'Payment', 'Safety'];

const QUICK_ANSWERS = [
  {
    q: 'How do I change or cancel a booking?',
    a: 'Open your booking and choose Change or Cancel. What you can change depends on the airline or hotel rules shown at booking.',
  },
  {
    q: 'What fees do you charge?',
    a: 'We show all taxes and fees before you pay. A flat ₹50 processing fee applies to refunds.',
  },
  { q: 'Which payment methods can I use?', a: 'UPI, major credit and debit cards, and net banking.' },
  {
    q: 'How are refunds processed?',
    a: 'Refunds go back to the original payment method within 5-7 business days after approval.',
  },
  { q: 'Is support available 24/7?', a: 'Yes, urgent travel issues are handled around the clock by chat.' },
  {
    q: 'Where do your prices come from?',
    a: 'Directly from airlines, hotels and our travel partners, updated in real time.',
  },
];

const STEPS = [
  { title: 'Search', text: 'Enter where and when; we query hundreds of providers.' },
  { title: 'Compare', text: 'Sort and filter by price, duration, stops and ratings.' },
  { title: 'Book', text: 'Pay securely and receive your confirmation by email.' },
  { title: 'Manage', text: 'Change, cancel or request a refund from your booking.' },
];

/** /info: the Info Center, sections 1-8 in order. */
export default function InfoPage() {
  const signedIn = useIsSignedIn();
  return (
    <article className="tc-page tc-info">
      <header className="tc-hero" id="info-top">
        <p className="tc-hero__eyebrow">Help &amp; policies</p>
        <h1>Info Center</h1>
        <p>Answers, policies and practical details for every step of your trip, in one place.</p>
        <div className="tc-actions">
          <a href="#quick-answers" className="tp-button tp-button--secondary">
            Search help topics
          </a>
          {/* The complaints desk: the account's form when signed in, else the guest's, which offers the log-in. */}
          <Link to={signedIn ? ACCOUNT_COMPLAINT_FORM : GUEST_COMPLAINT_FORM} className="tp-button">
            Contact support
          </Link>
        </div>
        <ul className="tc-chips" aria-label="Topics">
          {TOPICS.map((topic) => (
            <li key={topic} className="tc-chip">
              {topic}
            </li>
          ))}
        </ul>
      </header>

      <section id="quick-answers" className="tc-section" aria-labelledby="quick-answers-heading">
        <h2 id="quick-answers-heading">Quick Answers</h2>
        <div className="tc-grid">
          {QUICK_ANSWERS.map((item) => (
            <div key={item.q} className="tc-card">
              <h3>{item.q}</h3>
              <p>{item.a}</p>
              <Link to="/help">Read more</Link>
            </div>
          ))}
        </div>
      </section>

      <section className="tc-section" aria-labelledby="how-heading">
        <h2 id="how-heading">How it works</h2>
        <ol className="tc-steps">
          {STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="tc-section" aria-labelledby="where-heading">
        <h2 id="where-heading">Where We Operate</h2>
        <ul className="tc-chips" aria-label="Regions">
          {['India domestic', 'Southeast Asia', 'Europe', 'GCC Countries'].map((region) => (
            <li key={region} className="tc-chip">
              {region}
            </li>
          ))}
        </ul>
        <p className="tc-muted">Availability varies by supplier/season</p>
        <div className="tc-grid">
          <div className="tc-card">
            <h3>Domestic and international routes</h3>
            <p>Flights between Indian cities and to more than 60 countries, with hotels in every major destination.</p>
          </div>
          <div className="tc-card">
            <h3>Partner ecosystem</h3>
            <p>Airlines, hotel chains, independent stays and travel partners, all compared side by side.</p>
          </div>
        </div>
      </section>

      <section className="tc-section" aria-labelledby="refunds-heading">
        <h2 id="refunds-heading">Cancellations &amp; Refunds</h2>
        <p className="tc-lead">
          Cancellation rules are set by the airline or hotel. We show them before you buy and again in your booking
          after purchase. Timelines depend on the supplier and your bank.
        </p>
        <ol className="tc-steps" aria-label="Refund flow">
          <li>
            <h3>Request submitted</h3>
            <p>You cancel from your booking or through support.</p>
          </li>
          <li>
            <h3>Validate policy</h3>
            <p>We check the fare or rate rules and calculate your refund.</p>
          </li>
          <li>
            <h3>Process to original method</h3>
            <p>The refund goes back to the card, UPI or bank account you paid with.</p>
          </li>
        </ol>
        <FaqSection load={getFaqs} slug="info" heading="Refund questions" headingLevel={3} />
      </section>

      <section className="tc-section" aria-labelledby="payments-heading">
        <h2 id="payments-heading">Payments &amp; Security</h2>
        <div className="tc-grid">
          <div className="tc-card">
            <h3>Secure Payments</h3>
            <p>UPI, major cards and net banking through certified payment partners.</p>
          </div>
          <div className="tc-card">
            <h3>Data Protection</h3>
            <p>PCI-aware handling of payments and GDPR-ready privacy practices.</p>
          </div>
          <div className="tc-card">
            <h3>Instant Receipts</h3>
            <p>Receipts with GST details emailed the moment you pay.</p>
          </div>
        </div>
        <ul className="tc-chips" aria-label="Security badges">
          {['Encrypted', 'PCI-aware', 'GDPR-ready'].map((badge) => (
            <li key={badge} className="tc-chip">
              {badge}
            </li>
          ))}
        </ul>
        <Link to="/privacy-policy">Payment &amp; Data Policy</Link>
      </section>

      <section className="tc-section" aria-labelledby="essentials-heading">
        <h2 id="essentials-heading">Travel Essentials</h2>
        <div className="tc-grid">
          <div className="tc-card">
            <h3>Before You Fly</h3>
            <p>
              Web check-in opens 48 hours before departure; domestic counters close 60 minutes before. Carry-on liquids
              at most 100 ml.
            </p>
          </div>
          <div className="tc-card">
            <h3>Hotels &amp; Stays</h3>
            <p>Carry a photo ID that matches the booking name; check-in is usually from 14:00.</p>
          </div>
          <div className="tc-card">
            <h3>Activities</h3>
            <p>Book popular tours ahead in peak season and keep your e-tickets offline.</p>
          </div>
        </div>
      </section>

      <section id="contact-support" className="tc-section" aria-labelledby="contact-heading">
        <h2 id="contact-heading">Contact &amp; Support</h2>
        <div className="tc-grid">
          <div className="tc-card">
            <h3>Human Support</h3>
            <ul>
              <li>In-app chat</li>
              <li>Email</li>
              <li>Callback request</li>
            </ul>
            <p>Typical reply times: chat 2-5 min, email 4-8 hours.</p>
          </div>
          <div className="tc-card">
            <h3>Self-Service</h3>
            <ul>
              <li>24/7 urgent chat</li>
              <li>Extended email hours</li>
              <li>Priority callback</li>
            </ul>
          </div>
        </div>
        <p>Support in English plus regional languages.</p>
        <p>
          A complaint about a booking? We acknowledge it within 48 hours and resolve it within 30 days.{' '}
          <Link to="/grievance-officer">Our grievance officer</Link>
        </p>
        <p className="tc-callout">We never spam. We contact only when you ask.</p>
      </section>
    </article>
  );
}
