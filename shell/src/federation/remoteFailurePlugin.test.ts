import remoteFailurePlugin from './remoteFailurePlugin';

const ENTRY = 'http://remote.test/remoteEntry.js';
const remoteInfo = { name: 'mf_content', entry: ENTRY } as never;

describe('remoteFailurePlugin', () => {
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
