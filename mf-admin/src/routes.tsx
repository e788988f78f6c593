import { lazy } from 'react';
import { definePages, RemotePages } from '@travel/shared-ui/components';
import type { PagePath } from './paths';

// Each page is its own chunk, fetched when its path is first visited.
const AdminApprovalPage = lazy(() => import('./admin-approval/AdminApprovalPage'));
const RefundManagementPage = lazy(() => import('./refund-management/RefundManagementPage'));

/** The pages this remote draws, at the paths the shell hands it. */
export const pages = definePages<PagePath>({
  '/admin-approval': <AdminApprovalPage />,
  '/tripjack': <RefundManagementPage />,
});

export default function AdminRoutes() {
  return <RemotePages name="mf_admin" build={__BUILD_ID__} pages={pages} />;
}
