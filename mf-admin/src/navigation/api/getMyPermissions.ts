import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { MyPermissionsReply } from '@travel/contracts/admin';

export const MY_PERMISSIONS_KEY = ['admin', 'permissions'] as const;

/** GET /api/admin/permissions: the signed-in staff member's roles and what they allow. Any staff account. */
export async function getMyPermissions(signal?: AbortSignal) {
  const { data } = await apiClient.get<MyPermissionsReply>('/admin/permissions', { signal });
  return { roles: Array.isArray(data?.roles) ? data.roles : [] };
}

/** The signed-in staff member's roles, asked once and kept by key, so each page's navigation reads the same answer. */
export function useMyPermissions(enabled = true) {
  return useApiQuery(MY_PERMISSIONS_KEY, getMyPermissions, { enabled });
}
