import { remoteLocationsFromEnv } from './remoteLocations';

describe('remoteLocationsFromEnv', () => {
  it('points each remote at its localhost port by default', () => {
    const locations = remoteLocationsFromEnv({});
    expect(locations).toContainEqual({ name: 'mf_content', entry: 'http://localhost:3004/remoteEntry.js' });
    expect(locations).toHaveLength(5);
  });

  it('takes a remote’s URL from its deploy-time variable', () => {
    const locations = remoteLocationsFromEnv({ REMOTE_MF_CONTENT_URL: 'https://content.example.com/v42/' });
    expect(locations).toContainEqual({
      name: 'mf_content',
      entry: 'https://content.example.com/v42/remoteEntry.js',
    });
    expect(locations).toContainEqual({ name: 'mf_admin', entry: 'http://localhost:3005/remoteEntry.js' });
  });
});
