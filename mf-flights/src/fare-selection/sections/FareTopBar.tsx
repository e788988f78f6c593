import { Price } from '@travel/shared-ui';
import type { SelectedFlight } from '../../search/selectedFlight';
import { longDate, passengersLabel } from '../fareSelectionText';

/** The bar above the page: the route, day and party, and what they pay with a link to the price. */
export function FareTopBar({ flight, payable }: { flight: SelectedFlight; payable: number }) {
  return (
    <div className="sf-topbar">
      <div className="sf-topbar__inner">
        <div>
          <strong>
            {flight.from} → {flight.to}
          </strong>
          <span>
            {longDate(flight.date)} · {passengersLabel(flight.passengers)}
          </span>
        </div>
        <div className="sf-topbar__buy">
          <Price amount={payable} className="sf-topbar__price" />
          <a className="tp-button" href="#sf-price">
            Continue
          </a>
        </div>
      </div>
    </div>
  );
}
