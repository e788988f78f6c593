import { Modal } from '@travel/shared-ui/modal';
import { fromMinor, Price } from '@travel/shared-ui/money';
import type { CheckoutConflictReply } from '@travel/contracts/flight-checkout';
import type { ContinueToCheckout } from '../useContinueToCheckout';

/** What re-pricing found: the price moved (old and new, continue or not), or the flight is sold out. */
export function RepriceDialog({ checkout }: { checkout: ContinueToCheckout }) {
  const conflict = checkout.conflict;
  if (!conflict) return null;
  if (conflict.reason === 'price_changed') {
    return (
      <Modal
        title="The price has changed"
        onClose={checkout.dismiss}
        actions={
          <>
            <button type="button" className="tp-button tp-button--secondary" onClick={checkout.dismiss}>
              Keep looking
            </button>
            <button type="button" className="tp-button" onClick={checkout.acceptNewPrice}>
              Continue at the new price
            </button>
          </>
        }
      >
        <p>The airline changed the price of this fare since you chose it.</p>
        <dl className="sf-reprice">
          <div>
            <dt>Old price</dt>
            <dd data-testid="old-price">
              <Price amount={fromMinor(conflict.oldTotalMinor ?? 0)} />
            </dd>
          </div>
          <div>
            <dt>New price</dt>
            <dd data-testid="new-price">
              <Price amount={fromMinor(conflict.newTotalMinor ?? 0)} />
            </dd>
          </div>
        </dl>
      </Modal>
    );
  }
  return <SoldOutDialog conflict={conflict} onClose={checkout.dismiss} />;
}

function SoldOutDialog({ conflict, onClose }: { conflict: CheckoutConflictReply; onClose: () => void }) {
  const similar = conflict.similar ?? [];
  return (
    <Modal
      title="This flight is sold out"
      onClose={onClose}
      actions={
        <button
          type="button"
          className="tp-button"
          onClick={() => {
            onClose();
            document.getElementById('sf-similar')?.focus();
            document.getElementById('sf-similar')?.scrollIntoView?.({ behavior: 'smooth' });
          }}
        >
          See similar flights
        </button>
      }
    >
      <p>{conflict.message}</p>
      {similar.length > 0 && (
        <ul className="sf-reprice__similar">
          {similar.map((other) => (
            <li key={other.id}>
              <strong>
                {other.airline} {other.flightNumber}
              </strong>{' '}
              {other.departure} – {other.arrival} · <Price amount={fromMinor(other.priceMinor)} />
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
