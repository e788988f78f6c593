import { apiClient, invalidateQueries, useApiQuery } from '@travel/shared-ui/api';
import type { MyPermissionsReply } from '@travel/contracts/admin';

export const MY_PERMISSIONS_KEY = ['admin', 'permissions'] as const;

/** GET /api/admin/permissions: the signed-in staff member's roles and what they allow. Any staff account. */
export async function getMyPermissions(signal?: AbortSignal) {
  const { data } = await apiClient.get<MyPermissionsReply>('/admin/permissions', { signal });
  return { roles: Array.isArray(data?.roles) ? data.roles : [] };
}

// Asked once per signed-in account, not on every page: each page draws the links again as it opens.
let asked: { userId: string; answer: ReturnType<typeof getMyPermissions> } | undefined;

function askOnce(userId: string) {
  if (asked?.userId !== userId) {
    // Not tied to one page's signal: the answer is kept for the next page.
    const answer = getMyPermissions();
    asked = { userId, answer };
    answer.catch(() => {
      if (asked?.answer === answer) asked = undefined;
    });
  }
  return asked.answer;
}

/** Roles may have changed (a Super Admin changed their own): the next page asks again. */
export function forgetMyPermissions() {
  asked = undefined;
  invalidateQueries(MY_PERMISSIONS_KEY);
}

/**
 * The signed-in staff member's roles, asked once for `userId` and kept, so every page's links read the same
 * answer. Nothing is asked without a staff member (`userId` undefined).
 */
export function useMyPermissions(userId: string | undefined) {
  return useApiQuery([...MY_PERMISSIONS_KEY, userId ?? null], () => askOnce(userId ?? ''), {
    enabled: userId !== undefined,
  });
}
