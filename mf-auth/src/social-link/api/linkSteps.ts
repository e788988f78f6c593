import { apiClient } from '@travel/shared-ui/api';
import type { LinkCodeBody, LinkPasswordBody, MessageReply, UserReply } from '@travel/contracts/accounts';
import { LINK_API } from './pendingSignIn';

/** POST /api/v1/oAuth/link/password: proves the address with its Travel Portal password; signs in. */
export async function linkWithPassword(password: string): Promise<UserReply> {
  const body: LinkPasswordBody = { password };
  return (await apiClient.post<UserReply>(`${LINK_API}/password`, body)).data;
}

/** POST /api/v1/oAuth/link/code: mails a code to the address. */
export async function sendLinkCode(): Promise<MessageReply> {
  return (await apiClient.post<MessageReply>(`${LINK_API}/code`)).data;
}

/** POST /api/v1/oAuth/link/verify: proves the address with the mailed code; signs in. */
export async function linkWithCode(otp: string): Promise<UserReply> {
  const body: LinkCodeBody = { otp };
  return (await apiClient.post<UserReply>(`${LINK_API}/verify`, body)).data;
}
