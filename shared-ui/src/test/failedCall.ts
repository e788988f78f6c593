import { ApiCallError } from '@travel/shared-ui/api';

/**
 * A call the API refused, as `apiClient` fails with it (a read's or a write's): its `status` and the body it
 * sent, `{ success: false, message }` when given a message, else `body` as it is (a conflict's reply, field
 * problems…).
 */
export function refusedCall(status: number, body: string | object): ApiCallError {
  const data = typeof body === 'string' ? { success: false, message: body } : body;
  return new ApiCallError(`The API answered ${status}`, { status, data });
}

/** A call that never reached the API (the network failed or the call timed out), as `apiClient` fails with it. */
export const unreachableCall = (): ApiCallError => new ApiCallError('The API could not be reached');
