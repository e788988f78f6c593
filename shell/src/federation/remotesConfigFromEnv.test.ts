import { remotesConfigFromEnv } from './remotesConfigFromEnv';

describe('remotesConfigFromEnv', () => {
  it('points each remote at its localhost port by default', () => {
    const config = remotesConfigFromEnv({});
    expect(config.remotes).toContainEqual({ name: 'mf_content', entry: 'http://localhost:3004/mf-manifest.json' });
    expect(config.remotes).toHaveLength(5);
  });

  it('takes a remote’s URL from its deploy-time variable', () => {
    const config = remotesConfigFromEnv({ REMOTE_MF_CONTENT_URL: 'https://content.example.com/v42/' });
    expect(config.remotes).toContainEqual({
      name: 'mf_content',
      entry: 'https://content.example.com/v42/mf-manifest.json',
    });
    expect(config.remotes).toContainEqual({ name: 'mf_admin', entry: 'http://localhost:3005/mf-manifest.json' });
  });
});
