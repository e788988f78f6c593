import remoteFailurePlugin from './remoteFailurePlugin';

const MANIFEST = 'http://remote.test/mf-manifest.json';
const ENTRY = 'http://remote.test/remoteEntry.js';
const remoteInfo = { name: 'mf_content', entry: MANIFEST } as never;

describe('remoteFailurePlugin', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('asks again for a manifest that failed under a new URL, so a failed preload of it cannot answer', async () => {
    const plugin = remoteFailurePlugin();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(plugin.fetch!(MANIFEST, {})).rejects.toThrow('Failed to fetch');
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200 });
    await plugin.fetch!(MANIFEST, {});
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([MANIFEST, `${MANIFEST}?retry=1`]);
    // Its entry was preloaded with the page too, and failed with it.
    const entry = plugin.createScript!({ url: ENTRY, attrs: {}, remoteInfo }) as HTMLScriptElement;
    expect(entry.src).toBe(`${ENTRY}?retry=1`);
  });

  it('loads a remote entry whose script failed from a new URL, and leaves chunks to the runtime', () => {
    const plugin = remoteFailurePlugin();
    const first = plugin.createScript!({
      url: ENTRY,
      attrs: { fetchpriority: 'high' },
      remoteInfo,
    }) as HTMLScriptElement;
    expect(first.src).toBe(ENTRY);
    expect(first.getAttribute('fetchpriority')).toBe('high');
    first.dispatchEvent(new Event('error'));
    const retry = plugin.createScript!({ url: ENTRY, attrs: {}, remoteInfo }) as HTMLScriptElement;
    expect(retry.src).toBe(`${ENTRY}?retry=1`);
    expect(plugin.createScript!({ url: 'http://remote.test/123.js', attrs: {} })).toBeUndefined();
  });
});
