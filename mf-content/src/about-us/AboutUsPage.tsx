import { Link } from 'react-router-dom';
import '../common/content.css';

const IMPACT = [
  { value: '5 million', label: 'monthly users' },
  { value: '1,000', label: 'travel partners' },
  { value: '6 million', label: 'daily searches' },
];

/** /about-us: who we are, our impact in numbers and our mission. */
export default function AboutUsPage() {
  return (
    <article className="tc-page">
      <header className="tc-hero">
        <p className="tc-hero__eyebrow">About us</p>
        <h1>Your journey, your choice</h1>
        <p>
          We compare flights, hotels and rental cars from hundreds of providers so you can pick the trip that suits you,
          at a price you can trust.
        </p>
      </header>

      <section className="tc-section" aria-labelledby="who-we-are">
        <h2 id="who-we-are">Who We Are</h2>
        <p className="tc-lead">
          Travel Portal started in 2024 with a simple idea: planning a trip should not mean opening ten tabs. We bring
          fares and room rates from airlines, hotels and travel partners into one honest comparison, then help you book,
          change and cancel without surprises.
        </p>
        <p className="tc-lead">
          Our team of engineers, designers and travel specialists works from Bengaluru, Mumbai and Dubai, and every one
          of us is a traveller first.
        </p>
      </section>

      <section className="tc-section" aria-labelledby="impact">
        <h2 id="impact">Impact in Numbers</h2>
        <div className="tc-stats">
          {IMPACT.map((item) => (
            <p key={item.label} className="tc-stat">
              <strong>{item.value}</strong> {item.label}
            </p>
          ))}
        </div>
      </section>

      <section className="tc-section" aria-labelledby="mission">
        <h2 id="mission">Our Mission</h2>
        <div className="tc-grid">
          <div className="tc-card">
            <h3>Transparent prices</h3>
            <p>The price you see is the price you pay, with every provider side by side.</p>
          </div>
          <div className="tc-card">
            <h3>Choice without noise</h3>
            <p>Filters and rankings that put your priorities first: price, duration, comfort or flexibility.</p>
          </div>
          <div className="tc-card">
            <h3>Help when it matters</h3>
            <p>Clear refund rules, a refund calculator, and people who answer when plans change.</p>
          </div>
        </div>
      </section>

      <section className="tc-section tc-callout" aria-labelledby="cta">
        <h2 id="cta">Ready to plan your next trip?</h2>
        <p>Search flights and hotels from one place.</p>
        <Link to="/" className="tp-button">
          Start exploring
        </Link>
      </section>
    </article>
  );
}
