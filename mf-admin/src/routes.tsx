import { lazy, type ReactElement } from 'react';
import { definePages, RemotePages } from '@travel/shared-ui/components';
import { AdminNav } from './navigation/AdminNav';
import type { PagePath } from './paths';

// Each page is its own chunk, fetched when its path is first visited.
// Chunks named page-<path>: the build publishes which files draw which path, and the shell's server preloads
// them (publishPagesPlugin.ts).
const AdminApprovalPage = lazy(
  () => import(/* webpackChunkName: "page-admin-approval" */ './admin-approval/AdminApprovalPage'),
);
const RefundManagementPage = lazy(
  () => import(/* webpackChunkName: "page-tripjack" */ './refund-management/RefundManagementPage'),
);
const SuppliersPage = lazy(() => import(/* webpackChunkName: "page-admin-suppliers" */ './suppliers/SuppliersPage'));
const SupplierOrdersPage = lazy(
  () => import(/* webpackChunkName: "page-admin-supplier-orders" */ './supplier-orders/SupplierOrdersPage'),
);
const ComplaintQueuePage = lazy(
  () => import(/* webpackChunkName: "page-admin-complaints" */ './complaints/ComplaintQueuePage'),
);
const ComplaintDetailPage = lazy(
  () => import(/* webpackChunkName: "page-admin-complaints-ticket" */ './complaints/ComplaintDetailPage'),
);
const DisruptedTripsPage = lazy(
  () => import(/* webpackChunkName: "page-admin-disruptions" */ './disruptions/DisruptedTripsPage'),
);
const DisruptedTripPage = lazy(
  () => import(/* webpackChunkName: "page-admin-disruptions-change" */ './disruptions/DisruptedTripPage'),
);

const StaffPage = lazy(() => import(/* webpackChunkName: "page-admin-staff" */ './staff/StaffPage'));
const AuditLogPage = lazy(() => import(/* webpackChunkName: "page-admin-audit-log" */ './audit-log/AuditLogPage'));

/** A page under the links to the back office pages the signed-in staff member may use. */
const withNav = (page: ReactElement) => (
  <>
    <AdminNav />
    {page}
  </>
);

/** The pages this remote draws, at the paths the shell hands it. */
export const pages = definePages<PagePath>({
  '/admin-approval': withNav(<AdminApprovalPage />),
  '/tripjack': withNav(<RefundManagementPage />),
  '/admin-suppliers': withNav(<SuppliersPage />),
  '/admin-supplier-orders': withNav(<SupplierOrdersPage />),
  '/admin-complaints': withNav(<ComplaintQueuePage />),
  '/admin-complaints/ticket': withNav(<ComplaintDetailPage />),
  '/admin-disruptions': withNav(<DisruptedTripsPage />),
  '/admin-disruptions/change': withNav(<DisruptedTripPage />),
  '/admin-staff': withNav(<StaffPage />),
  '/admin-audit-log': withNav(<AuditLogPage />),
});

export default function AdminRoutes() {
  return <RemotePages name="mf_admin" build={__BUILD_ID__} pages={pages} />;
}
