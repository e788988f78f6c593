import { Link } from 'react-router-dom';
import { QueryState } from '@travel/shared-ui/api';
import { Spinner } from '@travel/shared-ui/components';
import { Price } from '@travel/shared-ui/money';
import type { PriceAlert } from '@travel/contracts/flights';
import { usePriceAlerts, useRemovePriceAlert } from './api/getPriceAlerts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2026-12-03 as "Thu 3 Dec 2026", the same in every browser. */
const longDate = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
};

function CurrentPrice({ alert }: { alert: PriceAlert }) {
  if (alert.currentPriceMinor === null) return <>No flights left</>;
  const dropped = alert.currentPriceMinor < alert.priceAtCreationMinor;
  return (
    <>
      <Price amount={alert.currentPriceMinor / 100} />
      {dropped && <span className="ma-alerts__drop"> (lower)</span>}
    </>
  );
}

/** "Your price alerts": loading, error with Try again, empty, or a table with a Remove button per alert. */
export function PriceAlertList() {
  const alerts = usePriceAlerts();
  const { remove, removing } = useRemovePriceAlert();

  return (
    <section className="ma-account__section ma-alerts" aria-labelledby="your-price-alerts">
      <h2 id="your-price-alerts">Your price alerts</h2>
      <QueryState
        query={alerts}
        loading={<Spinner label="Loading your price alerts…" />}
        isEmpty={(list) => list.length === 0}
        empty={
          <>
            <p>
              You have no price alerts yet. Tick Price alert in the flight search and we will watch the fare for you.
            </p>
            <p>
              <Link to="/flight-home">Go to the flight search</Link>
            </p>
          </>
        }
      >
        {(list) => (
          <table className="ma-alerts__table">
            <caption className="tp-visually-hidden">Your price alerts</caption>
            <thead>
              <tr>
                <th scope="col">Route</th>
                <th scope="col">Date</th>
                <th scope="col">Price when set</th>
                <th scope="col">Cheapest now</th>
                <th scope="col">
                  <span className="tp-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((alert) => (
                <tr key={alert.id}>
                  {/* One text node, so the page translator sees the whole phrase. */}
                  <th scope="row">{`${alert.fromCity} (${alert.from}) to ${alert.toCity} (${alert.to})`}</th>
                  <td>{longDate(alert.date)}</td>
                  <td>
                    <Price amount={alert.priceAtCreationMinor / 100} />
                  </td>
                  <td>
                    <CurrentPrice alert={alert} />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="tp-button tp-button--secondary"
                      aria-label={`Remove price alert ${alert.fromCity} to ${alert.toCity} on ${longDate(alert.date)}`}
                      disabled={removing === alert.id}
                      onClick={() => void remove(alert)}
                    >
                      {removing === alert.id ? 'Removing…' : 'Remove'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}
