import { fromMinor, Price } from '@travel/shared-ui/money';
import type { HotelDetails } from '@travel/contracts/hotels';

/**
 * Each provider's price per room per night, taxes included (the basis of every hotel price), and cancellation, as
 * the hotel's page and a result card compare them.
 */
export function ProvidersTable({ providers }: { providers: HotelDetails['providers'] }) {
  return (
    <table className="hh-providers">
      <caption className="tp-visually-hidden">Prices per room per night, taxes included, by provider</caption>
      <thead>
        <tr>
          <th scope="col">Provider</th>
          <th scope="col">Per room per night, taxes included</th>
          <th scope="col">Cancellation</th>
        </tr>
      </thead>
      <tbody>
        {providers.map((offer) => (
          <tr key={offer.provider}>
            <th scope="row" translate="no">
              {offer.provider}
            </th>
            <td>
              <Price amount={fromMinor(offer.pricePerNightWithTaxesMinor)} />
            </td>
            <td>{offer.freeCancellation ? 'Free cancellation' : 'Non-refundable'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
