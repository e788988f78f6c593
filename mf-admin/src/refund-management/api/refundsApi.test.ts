import { apiClient } from '@travel/shared-ui';
import { fetchRefundHistory, initiateRefund } from './refundsApi';

afterEach(() => jest.restoreAllMocks());

describe('refundsApi', () => {
  it('reads the history as an empty list when the reply carries none', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true } });
    await expect(fetchRefundHistory()).resolves.toEqual([]);
  });

  it('initiates a refund with its Idempotency-Key and resolves with the refund id', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { success: true, refundId: 'rf_1' } });
    const request = {
      paymentId: 'pay_1',
      cancellationId: 'c-1',
      amount: 10,
      reason: 'other',
      gateway: 'stripe',
    } as const;
    await expect(initiateRefund(request, 'key-1')).resolves.toBe('rf_1');
    expect(post).toHaveBeenCalledWith('/refunds/initiate', request, { headers: { 'Idempotency-Key': 'key-1' } });
  });
});
