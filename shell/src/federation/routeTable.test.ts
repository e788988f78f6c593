import { remoteForPath, ROUTE_TABLE } from './routeTable';

describe('remoteForPath', () => {
  it('hands every route of the spec to the remote that draws it', () => {
    expect(remoteForPath('/signup/otp')).toBe('mf_auth');
    expect(remoteForPath('/flight-details')).toBe('mf_flights');
    expect(remoteForPath('/hotel-booking-cancellation')).toBe('mf_hotels');
    expect(remoteForPath('/refund-calculator')).toBe('mf_content');
    expect(remoteForPath('/tripjack')).toBe('mf_admin');
  });

  it('routes every footer link that has no screen in the spec to the content remote', () => {
    for (const path of ['/destinations', '/help', '/privacy-policy', '/terms-of-service', '/feedback']) {
      expect(remoteForPath(path)).toBe('mf_content');
    }
  });

  it('gives the unsubscribe links of emails to the content remote', () => {
    expect(remoteForPath('/newsletter/unsubscribe')).toBe('mf_content');
    expect(remoteForPath('/price-alerts/unsubscribe')).toBe('mf_content');
  });

  it('ignores a trailing slash and letter case, as the router does', () => {
    expect(remoteForPath('/About-Us/')).toBe('mf_content');
  });

  it('owns no unknown path, so it falls to the not-found page', () => {
    expect(remoteForPath('/no-such-page')).toBeUndefined();
    expect(remoteForPath('/signup/otp/extra')).toBeUndefined();
  });

  it('gives each path to exactly one remote', () => {
    const all = Object.values(ROUTE_TABLE).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
