import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FaqSection } from '@travel/shared-ui/faq-section';
import { getFaqs } from '../faq/api/getFaqs';
import '../common/content.css';
import './RefundPolicyPage.css';

const TABS: { id: string; label: string; content: ReactNode }[] = [
  {
    id: 'general',
    label: 'General Refund Policy',
    content: (
      <>
        <p>Refunds depend on how long before departure you cancel:</p>
        <ul>
          <li>More than 48 hours before departure: 80% of the booking amount.</li>
          <li>Between 24 and 48 hours: 50%.</li>
          <li>Less than 24 hours, or after departure: no refund.</li>
          <li>With travel insurance, 100% while departure has not passed.</li>
          <li>In peak season the refund percentage is multiplied by 0.9.</li>
          <li>A flat ₹50 processing fee is deducted from any refund; the refund is never below zero.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'timelines',
    label: 'Cancellation Timelines',
    content: (
      <ul>
        <li>Refunds are issued within 7-10 business days after approval.</li>
        <li>Processing takes 3-5 business days.</li>
        <li>Card refunds can take 5-10 days to appear on your statement.</li>
        <li>Hotel cancellations follow the deadline shown on the booking.</li>
      </ul>
    ),
  },
  {
    id: 'non-refundable',
    label: 'Non-Refundable Items',
    content: (
      <ul>
        <li>Saver fares and non-refundable hotel rates.</li>
        <li>Add-ons (seats, meals, baggage) when cancelling 48 hours or less before departure.</li>
        <li>The ₹50 processing fee.</li>
        <li>Insurance premiums once the policy is issued.</li>
        <li>No-shows.</li>
      </ul>
    ),
  },
  {
    id: 'processing',
    label: 'Refund Processing',
    content: (
      <ol>
        <li>You submit a cancellation request with your booking ID.</li>
        <li>We validate it against the airline or hotel policy.</li>
        <li>An administrator approves the refund amount.</li>
        <li>The refund is sent to your original payment method and you receive an email.</li>
      </ol>
    ),
  },
];

/** /refund-policy: four tabs (arrow keys move between them), the FAQ, contact and useful links. */
export default function RefundPolicyPage() {
  const [active, setActive] = useState(TABS[0].id);
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: TABS.length - 1 - index };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = TABS[(index + move + TABS.length) % TABS.length];
    setActive(next.id);
    tabRefs.current[next.id]?.focus();
  };

  return (
    <article className="tc-page">
      <header className="tc-hero">
        <p className="tc-hero__eyebrow">Legal</p>
        <h1>Refund policy</h1>
        <p>How cancellations and refunds work for flights and hotels booked on Travel Portal.</p>
      </header>

      <section className="tc-section" aria-label="Refund policy details">
        <div role="tablist" aria-label="Refund policy" className="tc-tabs">
          {TABS.map((tab, index) => (
            <button
              key={tab.id}
              ref={(el) => {
                tabRefs.current[tab.id] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={active === tab.id}
              aria-controls={`panel-${tab.id}`}
              tabIndex={active === tab.id ? 0 : -1}
              className="tc-tabs__tab"
              onClick={() => setActive(tab.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {TABS.map((tab) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`panel-${tab.id}`}
            aria-labelledby={`tab-${tab.id}`}
            hidden={active !== tab.id}
            tabIndex={0}
            className="tc-tabs__panel"
          >
            <h2>{tab.label}</h2>
            {tab.content}
          </div>
        ))}
      </section>

      <FaqSection load={getFaqs} slug="refund-policy" />

      <section className="tc-section" aria-labelledby="contact-heading">
        <h2 id="contact-heading">Questions about a refund?</h2>
        <p>
          Chat with us (typical reply 2-5 min) or email{' '}
          <a href="mailto:support@travel-portal.example" translate="no">
            support@travel-portal.example
          </a>{' '}
          (4-8 hours) with your booking ID.
        </p>
        <div className="tc-actions">
          <Link to="/refund-calculator" className="tp-button">
            Estimate your refund
          </Link>
          <Link to="/hotel-booking" className="tp-button tp-button--secondary">
            Book a hotel
          </Link>
          <Link to="/hotel-booking-cancellation" className="tp-button tp-button--secondary">
            Cancel a hotel booking
          </Link>
        </div>
      </section>
    </article>
  );
}
