import { ApiCallError } from '@travel/shared-ui/api';
import { paymentProblem } from './browserPayment';

describe('paymentProblem', () => {
  it("tells a call that failed in the portal's words, and a gateway script's failure in its own", () => {
    expect(paymentProblem(new ApiCallError('The API could not be reached'))).toBe(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(
      paymentProblem(new ApiCallError('The API answered 409', { status: 409, data: { message: 'Already paid.' } })),
    ).toBe('Already paid.');
    expect(paymentProblem(new Error('Your card was declined.'))).toBe('Your card was declined.');
  });
});
