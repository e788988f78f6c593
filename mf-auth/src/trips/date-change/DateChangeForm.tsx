import { useState } from 'react';
import { QueryState } from '@travel/shared-ui/api';
import { toast } from '@travel/shared-ui/toast';
import { useIdempotencyKey } from '@travel/shared-ui/checkout';
import { DateField, RadioGroupField } from '@travel/shared-ui/fields';
import type { DateChangeOption, DateChangePrice } from '@travel/contracts/trips';
import { isoDate } from '@travel/contracts/rules';
import { money } from '../tripTexts';
import { useDateChangeOptions } from './api/getDateChangeOptions';
import { useRequestDateChange } from './api/requestDateChange';
import { openPaymentPage } from './openPaymentPage';

function totalText(price: DateChangePrice) {
  if (price.settlement === 'pay') return `To pay: ${money(price.totalMinor)}`;
  if (price.settlement === 'refund') return `Back to you: ${money(-price.totalMinor)}`;
  return 'Nothing to pay';
}

/** The price of one change line by line, all-inclusive, before it is confirmed. */
export function DateChangePriceTable({ price }: { price: DateChangePrice }) {
  return (
    <table className="trip-cancel__lines" aria-label="Price of the date change">
      <tbody>
        {price.lines.map((line) => (
          <tr key={line.kind}>
            <th scope="row">{line.label}</th>
            <td>{money(line.amountMinor)}</td>
            <td>{line.note}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td data-testid="date-change-total">{totalText(price)}</td>
          <td>Taxes and fees included</td>
        </tr>
      </tfoot>
    </table>
  );
}

function confirmLabel(price: DateChangePrice) {
  if (price.settlement === 'pay') return `Pay ${money(price.totalMinor)} and change the date`;
  if (price.settlement === 'refund') return `Change the date and get ${money(-price.totalMinor)} back`;
  return 'Change the date';
}

/** Pick a day and a flight of the same route, see the price, then pay the difference or get it back. */
export function DateChangeForm({ reference, token, onClose }: { reference: string; token?: string; onClose(): void }) {
  const [date, setDate] = useState('');
  const [chosen, setChosen] = useState<DateChangeOption | null>(null);
  const [problem, setProblem] = useState('');
  const options = useDateChangeOptions(reference, date, token);
  const change = useRequestDateChange();
  const { key, renew } = useIdempotencyKey();

  function choose(option: DateChangeOption | null) {
    setChosen(option);
    setProblem('');
    renew();
  }

  async function confirm() {
    if (!chosen) return;
    setProblem('');
    const done = await change
      .mutate(reference, token, { flightId: chosen.flight.flightId, expectedTotalMinor: chosen.price.totalMinor }, key)
      .catch(() => undefined);
    if (!done) return;
    if (done.payment) {
      if (done.payment.gateway === 'sandbox') openPaymentPage(done.payment.redirectUrl);
      else setProblem('This payment method cannot be opened here. Please try again later.');
      return;
    }
    toast.success('Your date is changed. Your new e-ticket is on its way by email.');
    onClose();
  }

  return (
    <section className="trip-cancel" aria-labelledby="trip-date-change-title">
      <h2 id="trip-date-change-title">Change the date of this flight</h2>
      <DateField
        id="date-change-date"
        label="New date"
        value={date}
        min={isoDate()}
        onChange={(event) => {
          setDate(event.target.value);
          choose(null);
        }}
      />
      {date && (
        <QueryState query={options}>
          {(flights) =>
            flights.length === 0 ? (
              <p>No flight on this route has a seat for every traveller that day. Please try another date.</p>
            ) : (
              <RadioGroupField
                id="date-change-flight"
                name="date-change-flight"
                legend="Flights on this day"
                className="trip-cancel__choice"
                options={flights.map((option) => ({
                  value: option.flight.flightId,
                  label: (
                    <>
                      {option.flight.airline} {option.flight.flightNumber} · {option.flight.departure} –{' '}
                      {option.flight.arrival} · {totalText(option.price)}
                    </>
                  ),
                }))}
                value={chosen?.flight.flightId}
                onValueChange={(flightId) =>
                  choose(flights.find((option) => option.flight.flightId === flightId) ?? null)
                }
              />
            )
          }
        </QueryState>
      )}
      {chosen && <DateChangePriceTable price={chosen.price} />}
      {(problem || change.status === 'error') && (
        <p role="alert" className="trips-error">
          {problem || (change.status === 'error' ? change.message : '')}
        </p>
      )}
      <div className="trip-cancel__buttons">
        {chosen && (
          <button type="button" className="tp-button" onClick={confirm} disabled={change.status === 'pending'}>
            {change.status === 'pending' ? 'Please wait...' : confirmLabel(chosen.price)}
          </button>
        )}
        <button type="button" className="tp-button tp-button--secondary" onClick={onClose}>
          Keep my flight
        </button>
      </div>
    </section>
  );
}
