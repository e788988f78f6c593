import { LruMemo } from './memo';

describe('LruMemo', () => {
  it('loads a key once, keeps the most recently used and drops the oldest past its capacity', async () => {
    const memo = new LruMemo<string>(2);
    const load = jest.fn(async () => 'value');
    await memo.get('a', load);
    await memo.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    await memo.get('b', load);
    await memo.get('a', load); // a is now the most recent
    await memo.get('c', load); // evicts b
    expect(memo.size).toBe(2);
    await memo.get('b', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('forgets a failed load, and with capacity 0 always loads', async () => {
    const memo = new LruMemo<string>(2);
    await expect(memo.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('a', async () => 'ok')).toBe('ok');
    const off = new LruMemo<string>(0);
    const load = jest.fn(async () => 'x');
    await off.get('a', load);
    await off.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
