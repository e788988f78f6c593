import { createRouteTable } from './routeTable';

const table = createRouteTable([
  { name: 'mf_auth', entry: 'http://a/remoteEntry.js', paths: ['/login', '/signup/otp'] },
  { name: 'mf_content', entry: 'http://c/remoteEntry.js', paths: ['/about-us', '/newsletter/unsubscribe'] },
  { name: 'mf_admin', entry: 'http://d/remoteEntry.js', paths: ['/tripjack'] },
]);

describe('createRouteTable', () => {
  it('hands each published path to the remote that published it', () => {
    expect(table.remoteForPath('/signup/otp')).toBe('mf_auth');
    expect(table.remoteForPath('/newsletter/unsubscribe')).toBe('mf_content');
    expect(table.remoteForPath('/tripjack')).toBe('mf_admin');
  });

  it('ignores a trailing slash and letter case, as the router does', () => {
    expect(table.remoteForPath('/About-Us/')).toBe('mf_content');
  });

  it('owns no unknown path, so it falls to the not-found page', () => {
    expect(table.remoteForPath('/no-such-page')).toBeUndefined();
    expect(table.remoteForPath('/signup/otp/extra')).toBeUndefined();
  });

  it('leaves a path claimed twice with the first remote, and says so', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const clash = createRouteTable([
      { name: 'mf_content', entry: 'http://c/remoteEntry.js', paths: ['/help'] },
      { name: 'mf_hotels', entry: 'http://h/remoteEntry.js', paths: ['/help'] },
    ]);
    expect(clash.remoteForPath('/help')).toBe('mf_content');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('/help is claimed by mf_content and mf_hotels'));
    error.mockRestore();
  });
});
