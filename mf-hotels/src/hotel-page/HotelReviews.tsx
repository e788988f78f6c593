import type { HotelDetails } from '@travel/contracts/hotels';

/** The review score, its words and count, and a bar per topic guests rated. */
export function HotelReviews({ hotel }: { hotel: HotelDetails }) {
  return (
    <section className="hp-section" aria-labelledby="hp-reviews">
      <h2 id="hp-reviews">Guest reviews</h2>
      <p className="hp-reviews__overall">
        <span className="hh-card__score">{hotel.reviewScore.toFixed(1)}</span> {hotel.reviewText}{' '}
        <span className="hh-card__muted">{`(${hotel.reviewCount.toLocaleString('en-IN')} reviews)`}</span>
      </p>
      <dl className="hp-scores">
        {hotel.subScores.map(({ label, score }) => (
          <div key={label} className="hp-scores__row">
            <dt>{label}</dt>
            <dd>
              <meter min={0} max={10} value={score} aria-label={label} />
              <span>{score.toFixed(1)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
