import { apiClient, useApiMutation } from '@travel/shared-ui/api';
import type { DeleteAccountBody, MessageReply } from '@travel/contracts/accounts';

/** POST /api/v1/customer/delete-account/code: a code to the account's address (for an account without a password). */
export async function sendDeletionCode(): Promise<MessageReply> {
  return (await apiClient.post<MessageReply>('/v1/customer/delete-account/code')).data;
}

export const useSendDeletionCode = () => useApiMutation(sendDeletionCode);

/** POST /api/v1/customer/delete-account with the password or the code: the account is deleted and signed out. */
export async function deleteAccount(body: DeleteAccountBody): Promise<MessageReply> {
  return (await apiClient.post<MessageReply>('/v1/customer/delete-account', body)).data;
}

export const useDeleteAccount = () => useApiMutation(deleteAccount);
