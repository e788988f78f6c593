/** The toast when a price alert cannot be created, the parts' chunk included: the search itself never waits for it. */
export const PRICE_ALERT_FAILED = 'We could not create your price alert. Your search goes on; please try again later.';
