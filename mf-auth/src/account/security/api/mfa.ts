import { apiClient, setQueryData, useApiMutation, useApiQuery } from '@travel/shared-ui/api';
import type {
  MessageReply,
  MfaCodeBody,
  MfaStatusReply,
  TotpConfirmReply,
  TotpDisableBody,
  TotpSetupBody,
  TotpSetupReply,
} from '@travel/contracts/accounts';

export const MFA_KEY = ['account', 'mfa'] as const;

export type MfaStatus = Omit<MfaStatusReply, 'success'>;

/** GET /api/v1/customer/mfa: whether two-step sign-in is on, since when, recovery codes left, and a staff account. */
export async function getMfaStatus(signal?: AbortSignal): Promise<MfaStatus> {
  const { data } = await apiClient.get<MfaStatusReply>('/v1/customer/mfa', { signal });
  return { totp: data.totp, staff: data.staff };
}

export const useMfaStatus = () =>
  useApiQuery(MFA_KEY, getMfaStatus, { errorMessage: 'We could not load your two-step sign-in.' });

/** POST /api/v1/customer/mfa/totp/setup: the password again, then a new secret to scan (pending until confirmed). */
export async function startTotpSetup(body: Required<TotpSetupBody>): Promise<TotpSetupReply> {
  return (await apiClient.post<TotpSetupReply>('/v1/customer/mfa/totp/setup', body)).data;
}

export const useStartTotpSetup = () => useApiMutation(startTotpSetup);

/** POST /api/v1/customer/mfa/totp/confirm: the app's first code turns it on; the recovery codes come this once. */
export async function confirmTotp(body: Required<MfaCodeBody>): Promise<TotpConfirmReply> {
  const { data } = await apiClient.post<TotpConfirmReply>('/v1/customer/mfa/totp/confirm', body);
  setQueryData<MfaStatus>(MFA_KEY, (now) => ({
    staff: now?.staff ?? false,
    totp: { enabled: true, enabledAt: new Date().toISOString(), recoveryCodesLeft: data.recoveryCodes.length },
  }));
  return data;
}

export const useConfirmTotp = () => useApiMutation(confirmTotp);

/** POST /api/v1/customer/mfa/totp/disable: the password and a current code; refused (403) to staff. */
export async function disableTotp(body: Required<TotpDisableBody>): Promise<MessageReply> {
  const { data } = await apiClient.post<MessageReply>('/v1/customer/mfa/totp/disable', body);
  setQueryData<MfaStatus>(MFA_KEY, (now) => ({
    staff: now?.staff ?? false,
    totp: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
  }));
  return data;
}

export const useDisableTotp = () => useApiMutation(disableTotp);
