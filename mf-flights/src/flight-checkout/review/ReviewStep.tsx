import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { FieldProblem } from '@travel/contracts';
import { fromMinor, Price } from '@travel/shared-ui/money';
import { apiFieldProblems, invalidateQueries } from '@travel/shared-ui/api';
import { newIdempotencyKey, paymentProblem, TravelCreditChoice, useGatewayCheckout } from '@travel/shared-ui/checkout';
import { checkoutProblem, type CheckoutConflictReply, type CheckoutPrice } from '@travel/contracts/flight-checkout';
import { useCreateOrder } from '../api/createOrder';
import { usePayOrder } from '../api/payOrder';
import { checkoutConflict, repriceFlight } from '../api/repriceFlight';
import { orderBody, rememberOrder, repriceBody, travellersContext } from '../checkoutDraft';
import { CHECKOUT_PATHS, CONFIRMATION_PATH, checkoutPath } from '../checkoutSteps';
import { TravellerList } from './TravellerList';
import type { StepProps } from '../FlightCheckoutPage';

/** Step 4: what is booked, then the order that holds the seats (10 minutes, 15 once paying), then payment. */
export function ReviewStep({
  draft,
  onChange,
  price,
  couponCode,
  creditBalanceMinor,
  travelCreditMinor,
}: StepProps & {
  price: CheckoutPrice;
  couponCode: string | undefined;
  /** The signed-in account's travel credit (0: a guest, or none). */
  creditBalanceMinor: number;
  /** The credit this order spends: chosen here before the order, the order's own after. */
  travelCreditMinor: number;
}) {
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const payOrder = usePayOrder();
  const gateway = useGatewayCheckout();
  const [conflict, setConflict] = useState<CheckoutConflictReply | null>(null);
  const [payProblem, setPayProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<FieldProblem[]>([]);
  // One key per attempt: every click and retry of the same booking sends it, so a double click makes one order.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const problem = checkoutProblem(draft.passengers, draft.contact, travellersContext(draft));
  const order = draft.order;

  const hold = async () => {
    setConflict(null);
    setRefused([]);
    const body = orderBody({ ...draft, couponCode }, price.totalMinor, travelCreditMinor);
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: newIdempotencyKey() };
    try {
      const reply = await createOrder.mutate(body, attempt.current.key);
      const held = {
        reference: reply.order.reference,
        accessToken: reply.accessToken,
        holdExpiresAt: reply.order.holdExpiresAt,
        travelCreditMinor: reply.order.travelCreditMinor,
      };
      rememberOrder(held);
      // The credit paid it all: confirmed without a payment page.
      if (reply.order.status === 'paid') {
        void navigate(`${CONFIRMATION_PATH}?reference=${reply.order.reference}`);
        return;
      }
      // The review's own onChange would let the order go; this one keeps it.
      onChange({ ...draft, couponCode, order: held });
    } catch (error) {
      const problems = apiFieldProblems(error);
      if (problems.some((p) => /^(passengers|contact)\b/.test(p.field))) {
        // The travellers step shows each problem at its field, all of them listed at its top.
        onChange({ ...draft, couponCode, refused: problems });
        void navigate(checkoutPath('travellers', draft.flight.id));
        return;
      }
      setRefused(problems);
      const reply = checkoutConflict(error);
      if (reply) {
        setConflict(reply);
        if (reply.reason === 'seat_taken') invalidateQueries(['flight-checkout', 'seats', draft.flight.id]);
      }
    }
  };

  const acceptNewPrice = async () => {
    const result = await repriceFlight(repriceBody(draft)).catch(() => null);
    if (result?.ok) {
      setConflict(null);
      onChange({ ...draft, repriced: result.reply.price });
    }
  };

  const pay = async () => {
    if (!order) return;
    setPayProblem(null);
    try {
      await gateway.open(await payOrder.mutate(order.reference, order.accessToken));
    } catch (error) {
      const reply = checkoutConflict(error);
      setPayProblem(reply ? reply.message : paymentProblem(error));
    }
  };

  return (
    <section className="fc-box" aria-labelledby="fc-review-title">
      <h2 id="fc-review-title">Review your booking</h2>
      <TravellerList draft={draft} />
      {problem && !order && (
        <p role="alert" className="fc-error">
          {problem.message} <Link to={checkoutPath('travellers', draft.flight.id)}>Edit traveller details</Link>
        </p>
      )}
      {!order ? (
        <>
          {createOrder.status === 'error' && !conflict && (
            <div role="alert" className="fc-error">
              {refused.length > 1 ? (
                <ul>
                  {refused.map((p) => (
                    <li key={p.field + p.message}>{p.message}</li>
                  ))}
                </ul>
              ) : (
                createOrder.message
              )}
            </div>
          )}
          {conflict && <ConflictMessage conflict={conflict} onAcceptNewPrice={acceptNewPrice} />}
          <TravelCreditChoice
            balanceMinor={creditBalanceMinor}
            applied={Boolean(draft.applyTravelCredit)}
            disabled={createOrder.status === 'pending'}
            onChange={(applyTravelCredit) => onChange({ ...draft, applyTravelCredit })}
          />
          <p className="fc-hint">We hold your seats for 10 minutes, and for up to 15 once you start paying.</p>
          <button
            type="button"
            className="tp-button"
            disabled={Boolean(problem) || createOrder.status === 'pending'}
            onClick={() => void hold()}
          >
            {createOrder.status === 'pending' ? 'Holding your seats…' : 'Hold seats and pay'}
          </button>
        </>
      ) : (
        <div className="fc-pay">
          <p role="status">{`Booking ${order.reference} is held. Pay before the time runs out to confirm it.`}</p>
          {payProblem && (
            <p role="alert" className="fc-error">
              {payProblem}
            </p>
          )}
          <button
            type="button"
            className="tp-button"
            disabled={payOrder.status === 'pending'}
            onClick={() => void pay()}
          >
            Pay <Price amount={fromMinor(price.totalMinor - travelCreditMinor)} />
          </button>
          {gateway.dialog}
        </div>
      )}
    </section>
  );
}

function ConflictMessage({
  conflict,
  onAcceptNewPrice,
}: {
  conflict: CheckoutConflictReply;
  onAcceptNewPrice: () => void;
}) {
  if (conflict.reason === 'price_changed') {
    return (
      <div role="alert" className="fc-error">
        <p>{conflict.message}</p>
        <dl className="fc-price-change">
          <div>
            <dt>Old price</dt>
            <dd>
              <Price amount={fromMinor(conflict.oldTotalMinor ?? 0)} />
            </dd>
          </div>
          <div>
            <dt>New price</dt>
            <dd>
              <Price amount={fromMinor(conflict.newTotalMinor ?? 0)} />
            </dd>
          </div>
        </dl>
        <button type="button" className="tp-button tp-button--secondary" onClick={onAcceptNewPrice}>
          Continue at the new price
        </button>
      </div>
    );
  }
  return (
    <p role="alert" className="fc-error">
      {conflict.message} {conflict.reason === 'seat_taken' && <Link to={CHECKOUT_PATHS.seats}>Choose other seats</Link>}
      {conflict.reason === 'sold_out' && <Link to="/single-flight-search">See similar flights</Link>}
    </p>
  );
}
