import { useTravelCredit } from '@travel/shared-ui/checkout';
import { longDay, moneyIn } from './tripTexts';

/**
 * The account's travel credit: refunds the traveller chose to take as credit, with the balance. Shown only when
 * there is some; the trips list above carries the page's loading and error states.
 */
export function TravelCredit() {
  const credit = useTravelCredit(true);
  if (credit.status !== 'success' || credit.data.entries.length === 0) return null;
  const { balances, entries } = credit.data;
  return (
    <section aria-labelledby="travel-credit" className="trips-credit">
      <h2 id="travel-credit">Travel credit</h2>
      <p>
        Balance:{' '}
        <strong>{balances.map((balance) => moneyIn(balance.amountMinor, balance.currency)).join(' + ')}</strong>
      </p>
      <ul aria-label="Travel credit lines">
        {entries.map((entry, index) => (
          <li key={`${entry.createdAt}-${index}`}>
            {longDay(entry.createdAt.slice(0, 10))} · {entry.reason} · {moneyIn(entry.amountMinor, entry.currency)}
          </li>
        ))}
      </ul>
    </section>
  );
}
