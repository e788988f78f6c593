import { useState } from 'react';
import { refundListFilterFromSearch, refundListSearch } from '@travel/contracts/refunds';
import { AdminOnly } from '../access/AdminOnly';
import { useUrlPagedList } from '../common/usePagedList';
import type { GatewayName } from '@travel/contracts/refunds';
import { useRefunds } from './api/getRefunds';
import { useGatewayStatus } from './api/getGatewayStatus';
import { useRefundForm } from './useRefundForm';
import { GatewayPicker } from './GatewayPicker';
import { RefundForm } from './RefundForm';
import { PrefillFromBooking } from './PrefillFromBooking';
import { GatewayStatusCard } from './GatewayStatusCard';
import { QuickActions } from './QuickActions';
import { RecentRefunds } from './RecentRefunds';
import { RefundFilters, type RefundListFields } from './RefundFilters';
import './RefundManagementPage.css';

function RefundManagement() {
  const [gateway, setGateway] = useState<GatewayName>('razorpay');
  // The list's page and filters live in the URL, so a filtered view can be bookmarked and Back undoes a change.
  const list = useUrlPagedList<RefundListFields>(refundListFilterFromSearch, refundListSearch);
  const search = refundListSearch({ ...list.filter, page: list.page });
  // Both loads start here, the list first, so the API is asked in the same order as before the split.
  const refunds = useRefunds({ ...list.filter, page: list.page });
  const gatewayCheck = useGatewayStatus(gateway);
  const form = useRefundForm(gateway, refunds.retry);

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
          <QuickActions onRefresh={refunds.retry} onSwitchGateway={setGateway} />
        </aside>
      </div>
      <RecentRefunds
        refunds={refunds}
        filters={<RefundFilters key={search.toString()} filter={list.filter} onApply={list.setFilter} />}
        filtered={refundListSearch({ ...list.filter, page: 1 }).toString() !== ''}
        onPage={list.setPage}
      />
    </div>
  );
}

/**
 * /tripjack: staff initiate refunds on a payment gateway and follow every refund, a page of 20 at a time, filtered
 * by the URL's query (?status=&product=&gateway=&from=&to=&q=&page=). Admins only.
 */
export default function RefundManagementPage() {
  return (
    <AdminOnly>
      <RefundManagement />
    </AdminOnly>
  );
}
