import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { apiClient, invalidateQueries } from '@travel/shared-ui/api';
import { storeWithVisitor } from '@travel/shared-ui/test/storeWithVisitor';
import type { AccountProfile } from '@travel/contracts/accounts';
import { renderAuthPage } from '../../test/renderAuthPage';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

export const PROFILE: AccountProfile = {
  id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.test',
  role: 'customer',
  mobileNumber: '9876543210',
  hasPassword: true,
};

/** A call the API refused with its message. */
export const fail = (status: number, message: string) => refusedCall(status, message);

/**
 * Renders an account page signed in, with GET answers by path (the profile is answered unless `get` says
 * otherwise); returns the user-event session, the store and the GET spy.
 */
export function renderAccountPage(
  url: string,
  element: ReactElement,
  { get = {}, signedIn = true }: { get?: Record<string, () => Promise<unknown>>; signedIn?: boolean } = {},
) {
  invalidateQueries([]);
  const answers: Record<string, () => Promise<unknown>> = {
    '/v1/customer/profile': async () => ({ data: { success: true, data: PROFILE } }),
    ...get,
  };
  const getSpy = jest.spyOn(apiClient, 'get').mockImplementation((path: string) => {
    const answer = answers[path];
    return (answer ? answer() : Promise.reject(new Error(`unexpected GET ${path}`))) as never;
  });
  const { id, name, email, role } = PROFILE;
  const view = renderAuthPage(url, element, storeWithVisitor({ signedIn, id, name, email, role }));
  return { ...view, user: userEvent.setup(), getSpy };
}
