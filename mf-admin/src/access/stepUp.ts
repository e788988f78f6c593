import { apiClient, apiErrorStatus, type ApiCallError } from '@travel/shared-ui/api';
import type { MfaCodeBody, StepUpReply, StepUpRequiredReply } from '@travel/contracts/accounts';

export type StepUpKind = StepUpRequiredReply['stepUp'];

/**
 * What a refused money action asks for (#40): 'code' when the factor must be entered again (after 15 idle minutes),
 * 'enrol' when the staff member has no two-step sign-in yet; null for any other failure.
 */
export function stepUpAsked(error: unknown): StepUpKind | null {
  if (apiErrorStatus(error) !== 403) return null;
  const stepUp = ((error as ApiCallError).response?.data as Partial<StepUpRequiredReply> | undefined)?.stepUp;
  return stepUp === 'code' || stepUp === 'enrol' ? stepUp : null;
}

/** POST /api/v1/customer/mfa/step-up: the authenticator's code (or a recovery code) proven now. */
export async function confirmStepUp(code: string): Promise<StepUpReply> {
  const body: MfaCodeBody = { code };
  return (await apiClient.post<StepUpReply>('/v1/customer/mfa/step-up', body)).data;
}

/** Where a staff member sets up two-step sign-in: the account's Security page (mf-auth). */
export const SECURITY_PAGE = '/account/security';
