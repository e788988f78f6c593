import { fromMinor, Price } from '@travel/shared-ui/money';
import type { ChosenProvider } from '../../search/selectedFlight';

/**
 * A supplier's offer has one fare, the one it quoted for the party: its price instead of our fare cards, and the
 * supplier's conditions for refunds and changes.
 */
export function SupplierFare({ provider, passengers }: { provider: ChosenProvider; passengers: number }) {
  return (
    <section aria-labelledby="sf-fares-title" className="sf-supplier-fare">
      <h2 id="sf-fares-title">Your Fare</h2>
      <p>
        <Price amount={fromMinor(provider.totalMinor)} className="sf-supplier-fare__price" />{' '}
        <span>{passengers === 1 ? 'Total for 1 traveller' : `Total for ${passengers} travellers`}</span>
      </p>
      <p>{`The fare ${provider.label} quoted. Refunds and changes follow ${provider.label}'s rules for it.`}</p>
    </section>
  );
}
