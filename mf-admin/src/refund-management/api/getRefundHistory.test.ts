import { apiClient } from '@travel/shared-ui/api';
import { getRefundHistory } from './getRefundHistory';

afterEach(() => jest.restoreAllMocks());

describe('getRefundHistory', () => {
  it('reads the history as an empty list when the reply carries none', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true } });
    await expect(getRefundHistory()).resolves.toEqual([]);
  });
});
