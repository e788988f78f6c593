import { apiClient } from '@travel/shared-ui/api';
import { initiateRefund } from './initiateRefund';

afterEach(() => jest.restoreAllMocks());

describe('initiateRefund', () => {
  it('initiates a refund with its Idempotency-Key and resolves with the refund id', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { success: true, refundId: 'rf_1' } });
    const request = {
      paymentId: 'pay_1',
      cancellationId: 'c-1',
      amountMinor: 1000,
      currency: 'INR',
      reason: 'other',
      gateway: 'stripe',
    } as const;
    await expect(initiateRefund(request, 'key-1')).resolves.toBe('rf_1');
    expect(post).toHaveBeenCalledWith('/refunds/initiate', request, { headers: { 'Idempotency-Key': 'key-1' } });
  });
});
