import { travelDay } from '@travel/contracts/rules';

/**
 * What the results page shows in the header and the ±3 days banner while the first answer is on its way: blocks
 * the size of what is coming (same elements, same classes), so nothing below moves when the answer arrives. Their
 * widths are classes, not style attributes: the page's CSP refuses those in the served HTML, where the loading frame
 * is drawn at build time.
 */

/**
 * The header's facts, with grey blocks as wide as the distance, flight time and cheapest price usually are. The
 * travellers are the link's: undefined when drawn at build time, a block in their place.
 */
export function FactsPlaceholder({ travellers }: { travellers: string | undefined }) {
  return (
    <>
      <span className="fr-placeholder fr-placeholder--8ch" aria-hidden="true" />
      <span className="fr-placeholder fr-placeholder--18ch" aria-hidden="true" />
      {travellers === undefined ? (
        <span className="fr-placeholder fr-placeholder--16ch" aria-hidden="true" />
      ) : (
        <span>{travellers}</span>
      )}
      <span className="fr-placeholder fr-placeholder--27ch" aria-hidden="true" />
    </>
  );
}

/**
 * The ±3 days banner with seven empty bars. `date` undefined: drawn at build time (the page's loading frame), with the
 * date left to the shell's server, which writes the link's `date` into the `data-query` slot (pageAssembly.ts).
 */
export function WeekBannerPlaceholder({ date }: { date: string | undefined }) {
  return (
    <section className="fr-week-banner" aria-label="Prices around your date" aria-busy="true">
      <div className="fr-week-banner__head">
        <strong>
          Prices ±3 days around <span data-query="date">{date && travelDay(date)}</span>
        </strong>
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
        <span className="fr-placeholder fr-placeholder--26ch" />
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

/** Four grey cards: the list while the answer comes, and while the cards' code does (FlightOfferList). */
export function FlightListPlaceholder() {
  return (
    <div className="fr-list" aria-label="Loading flights">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="fr-card fr-card--skeleton" aria-hidden="true">
          <span className="fr-skeleton fr-skeleton--wide" />
          <span className="fr-skeleton" />
          <span className="fr-skeleton fr-skeleton--short" />
        </div>
      ))}
    </div>
  );
}
