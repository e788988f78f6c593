import { QueryState } from '@travel/shared-ui/api';
import { LoadError, Spinner } from '@travel/shared-ui/components';
import { AdminOnly } from '../access/AdminOnly';
import { formatDateTime, formatMinorAmount } from '../common/format';
import { TableHead } from '../common/TableHead';
import {
  useStuckSupplierOrders,
  type StuckSupplierOrder,
  type StuckSupplierOrdersQuery,
} from './api/getStuckSupplierOrders';
import '../suppliers/SuppliersPage.css';

/** Where an order stands in the job that places it at its supplier, as staff read it. */
export const STATE_LABEL: Record<StuckSupplierOrder['state'], string> = {
  waiting: 'Waiting',
  retrying: 'Retrying',
  stopped: 'Stopped',
};

const COLUMNS = ['Our reference', 'Supplier', 'Amount', 'Paid', 'State', 'What to do'] as const;

/** How long an order has waited: '45 min waiting', '3 h 5 min waiting'. */
function waited(minutes: number): string {
  if (minutes < 60) return `${minutes} min waiting`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min waiting`;
}

function loadErrorMessage(query: StuckSupplierOrdersQuery): string {
  if (query.status !== 'error') return '';
  if (query.httpStatus === 401) return 'Your session has ended. Log in again to see the orders.';
  if (query.httpStatus === 403) return 'Only administrators can see the orders.';
  return 'Could not load the orders waiting for a supplier.';
}

function OrdersTable({ orders }: { orders: StuckSupplierOrder[] }) {
  return (
    <div className="sup__table-wrap" tabIndex={0} role="group" aria-label="Stuck supplier orders table">
      <table className="sup__table">
        <caption>Orders paid for but not yet confirmed by their supplier, oldest first</caption>
        <TableHead columns={COLUMNS} />
        <tbody>
          {orders.map((order) => (
            <tr key={order.reference}>
              <th scope="row" translate="no">
                {order.reference}
              </th>
              <td translate="no">{order.label}</td>
              <td className="sup__num">{formatMinorAmount(order.amountMinor, order.currency)}</td>
              <td>
                <time dateTime={order.paidAt}>{formatDateTime(order.paidAt)}</time>
                <div className="sup__failure-message">{waited(order.minutesWaiting)}</div>
              </td>
              <td>{STATE_LABEL[order.state]}</td>
              <td className="sup__failure">
                {order.action}
                {order.lastError && <div className="sup__failure-message">{`Last error: ${order.lastError}`}</div>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SupplierOrders() {
  const orders = useStuckSupplierOrders();
  return (
    <div className="tp-page sup">
      <header className="sup__header">
        <div>
          <h1>Stuck supplier orders</h1>
          <p className="sup__subtitle">
            Orders a traveller has paid for that their supplier has not confirmed yet. Never place one again by hand:
            follow what each row says.
          </p>
        </div>
        <div className="sup__actions">
          <button type="button" className="tp-button tp-button--secondary" onClick={orders.retry}>
            Refresh
          </button>
        </div>
      </header>
      <section className="sup__area" aria-labelledby="sup-orders-heading" aria-busy={orders.status === 'loading'}>
        <h2 id="sup-orders-heading" className="tp-visually-hidden">
          Orders waiting for a supplier
        </h2>
        <QueryState
          query={orders}
          loading={<Spinner label="Loading orders…" />}
          error={<LoadError message={loadErrorMessage(orders)} onRetry={orders.retry} />}
          isEmpty={(list) => list.length === 0}
          empty={<p className="sup__empty">No order is waiting for a supplier.</p>}
        >
          {(list) => <OrdersTable orders={list} />}
        </QueryState>
      </section>
    </div>
  );
}

/**
 * /admin-supplier-orders: orders paid for but not confirmed at their supplier (GET /api/admin/supplier-orders),
 * each with its state and what staff should do. Admins only.
 */
export default function SupplierOrdersPage() {
  return (
    <AdminOnly>
      <SupplierOrders />
    </AdminOnly>
  );
}
