import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { StaffListReply, StaffMember } from '@travel/contracts/admin';

export type { StaffMember };

export const STAFF_KEY = ['admin', 'staff'] as const;

/** GET /api/admin/staff: every staff member with their roles (`staff.manage`). */
export async function getStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  const { data } = await apiClient.get<StaffListReply>('/admin/staff', { signal });
  return Array.isArray(data?.staff) ? data.staff : [];
}

export function useStaff() {
  return useApiQuery(STAFF_KEY, getStaff);
}

export type StaffQuery = ReturnType<typeof useStaff>;
