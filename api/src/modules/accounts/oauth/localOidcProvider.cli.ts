import { startLocalOidcProvider } from './localOidcProvider';

/**
 * Runs the local OpenID provider as its own process (the e2e suite spawns it with tsx):
 * OIDC_PORT, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URIS (comma-separated). Prints its issuer.
 */
async function main() {
  const provider = await startLocalOidcProvider({
    port: Number(process.env.OIDC_PORT ?? 0),
    clientId: process.env.OIDC_CLIENT_ID ?? 'travel-portal-e2e',
    clientSecret: process.env.OIDC_CLIENT_SECRET ?? 'travel-portal-e2e-client-secret',
    redirectUris: (process.env.OIDC_REDIRECT_URIS ?? '').split(',').filter(Boolean),
  });
  console.log(`local OpenID provider ready at ${provider.issuer}`);
  const stop = () => void provider.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
