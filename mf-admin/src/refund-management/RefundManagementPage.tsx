import { useState } from 'react';
import { AdminOnly } from '../access/AdminOnly';
import type { GatewayName } from '@travel/contracts/refunds';
import { useRefundHistory } from './api/getRefundHistory';
import { useGatewayStatus } from './api/getGatewayStatus';
import { useRefundForm } from './useRefundForm';
import { GatewayPicker } from './GatewayPicker';
import { RefundForm } from './RefundForm';
import { PrefillFromBooking } from './PrefillFromBooking';
import { GatewayStatusCard } from './GatewayStatusCard';
import { QuickActions } from './QuickActions';
import { RecentRefunds } from './RecentRefunds';
import './RefundManagementPage.css';

function RefundManagement() {
  const [gateway, setGateway] = useState<GatewayName>('razorpay');
  // Both loads start here, the history first, so the API is asked in the same order as before the split.
  const history = useRefundHistory();
  const gatewayCheck = useGatewayStatus(gateway);
  const form = useRefundForm(gateway, history.retry);

  return (
    <div className="tp-page rfm">
      <header className="rfm__header">
        <h1>Payment Refund Management</h1>
        <p>Initiate refunds to the original payment method and follow their status.</p>
      </header>
      <GatewayPicker gateway={gateway} onChange={setGateway} />
      <div className="rfm__grid">
        <div>
          <PrefillFromBooking form={form} onGateway={setGateway} />
          <RefundForm gateway={gateway} form={form} />
        </div>
        <aside className="rfm__side">
          <GatewayStatusCard gateway={gateway} check={gatewayCheck} />
          <QuickActions onRefresh={history.retry} onSwitchGateway={setGateway} />
        </aside>
      </div>
      <RecentRefunds history={history} />
    </div>
  );
}

/** /tripjack: staff initiate refunds on a payment gateway and follow the latest ones. Admins only. */
export default function RefundManagementPage() {
  return (
    <AdminOnly>
      <RefundManagement />
    </AdminOnly>
  );
}
