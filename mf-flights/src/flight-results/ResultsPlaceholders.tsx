/**
 * What the results page shows in the header and the ±3 days banner while the first answer is on its way: blocks
 * the size of what is coming (same elements, same classes), so nothing below moves when the answer arrives.
 */

/** The header's facts, with grey blocks as wide as the distance, flight time and cheapest price usually are. */
export function FactsPlaceholder({ travellers }: { travellers: string }) {
  return (
    <>
      <span className="fr-placeholder" style={{ width: '8ch' }} aria-hidden="true" />
      <span className="fr-placeholder" style={{ width: '18ch' }} aria-hidden="true" />
      <span>{travellers}</span>
      <span className="fr-placeholder" style={{ width: '27ch' }} aria-hidden="true" />
    </>
  );
}

/** The ±3 days banner with seven empty bars. */
export function WeekBannerPlaceholder({ date }: { date: string | undefined }) {
  return (
    <section className="fr-week-banner" aria-label="Prices around your date" aria-busy="true">
      <div className="fr-week-banner__head">
        <strong>Prices ±3 days around {date}</strong>
        <button type="button" className="tp-button tp-button--secondary" disabled>
          ±3 days
        </button>
      </div>
      <WeekGraphPlaceholder />
    </section>
  );
}

/** The ±3 days graph's seven empty bars: in the banner while the first answer comes, alone while its code comes. */
export function WeekGraphPlaceholder() {
  return (
    <div className="fr-week" aria-hidden="true">
      <p className="fr-week__range">
        <span className="fr-placeholder" style={{ width: '26ch' }} />
      </p>
      <ol className="fr-week__bars">
        {Array.from({ length: 7 }, (_, i) => (
          <li key={i}>
            <span className="fr-week__bar fr-week__bar--placeholder" />
          </li>
        ))}
      </ol>
    </div>
  );
}
