import { Price } from '@travel/shared-ui/money';
import type { SelectedFlight } from '../../search/selectedFlight';
import { travelDay } from '@travel/contracts/rules';
import { passengersLabel } from '../fareSelectionText';

/** The bar above the page: the route, day and party, what they pay, and Continue to checkout. */
export function FareTopBar({
  flight,
  payable,
  onContinue,
  pending,
}: {
  flight: SelectedFlight;
  payable: number;
  onContinue: () => void;
  pending: boolean;
}) {
  return (
    <div className="sf-topbar">
      <div className="sf-topbar__inner">
        <div>
          <strong>
            {flight.from} → {flight.to}
          </strong>
          <span>
            {travelDay(flight.date)} · {passengersLabel(flight.passengers)}
          </span>
        </div>
        <div className="sf-topbar__buy">
          <Price amount={payable} className="sf-topbar__price" />
          <button type="button" className="tp-button" disabled={pending} onClick={onContinue}>
            {pending ? 'Checking the price…' : 'Continue'}
          </button>
        </div>
      </div>
    </div>
  );
}
