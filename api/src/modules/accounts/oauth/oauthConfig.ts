export type OAuthProviderName = 'google' | 'facebook';

export interface OAuthProviderConfig {
  name: OAuthProviderName;
  issuer: string;
  clientId?: string;
  clientSecret?: string;
}

/**
 * The social-login settings, read from the environment: GOOGLE_* and FACEBOOK_*. No provider's email is taken
 * as verified unless its ID token says `email_verified: true` (Facebook's never does).
 */
export function loadOAuthConfig(env: NodeJS.ProcessEnv = process.env): Record<OAuthProviderName, OAuthProviderConfig> {
  return {
    google: {
      name: 'google',
      issuer: env.GOOGLE_ISSUER || 'https://accounts.google.com',
      clientId: env.GOOGLE_CLIENT_ID || undefined,
      clientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
    },
    facebook: {
      name: 'facebook',
      issuer: env.FACEBOOK_ISSUER || 'https://www.facebook.com',
      clientId: env.FACEBOOK_CLIENT_ID || undefined,
      clientSecret: env.FACEBOOK_CLIENT_SECRET || undefined,
    },
  };
}
