import { fromMinor, Price } from '@travel/shared-ui/money';
import type { HotelDetails } from '@travel/contracts/hotels';

/** Each provider's price per night and cancellation, as the hotel's page and a result card compare them. */
export function ProvidersTable({ providers }: { providers: HotelDetails['providers'] }) {
  return (
    <table className="hh-providers">
      <caption className="tp-visually-hidden">Prices per night by provider</caption>
      <thead>
        <tr>
          <th scope="col">Provider</th>
          <th scope="col">Per night</th>
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
              <Price amount={fromMinor(offer.pricePerNightMinor)} />
            </td>
            <td>{offer.freeCancellation ? 'Free cancellation' : 'Non-refundable'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
