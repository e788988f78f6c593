import type { GatewayName } from '@travel/contracts/refunds';

interface QuickActionsProps {
  onRefresh: () => void;
  onSwitchGateway: (gateway: GatewayName) => void;
}

export function QuickActions({ onRefresh, onSwitchGateway }: QuickActionsProps) {
  return (
    <section className="rfm__card" aria-labelledby="rfm-actions-heading">
      <h2 id="rfm-actions-heading">Quick Actions</h2>
      <div className="rfm__actions">
        <button type="button" className="tp-button tp-button--secondary" onClick={onRefresh}>
          Refresh List
        </button>
        <button type="button" className="tp-button tp-button--secondary" onClick={() => onSwitchGateway('razorpay')}>
          Switch to Razorpay
        </button>
        <button type="button" className="tp-button tp-button--secondary" onClick={() => onSwitchGateway('stripe')}>
          Switch to Stripe
        </button>
      </div>
    </section>
  );
}
