export type OAuthProviderName = 'google' | 'facebook';

export interface OAuthProviderConfig {
  name: OAuthProviderName;
  issuer: string;
  clientId?: string;
  clientSecret?: string;
  /** Facebook's ID tokens carry no email_verified claim; it only ever returns confirmed addresses. */
  emailAlwaysVerified: boolean;
}

/** The social-login settings, read from the environment: GOOGLE_* and FACEBOOK_*. */
export function loadOAuthConfig(env: NodeJS.ProcessEnv = process.env): Record<OAuthProviderName, OAuthProviderConfig> {
  return {
    google: {
      name: 'google',
      issuer: env.GOOGLE_ISSUER || 'https://accounts.google.com',
      clientId: env.GOOGLE_CLIENT_ID || undefined,
      clientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
      emailAlwaysVerified: false,
    },
    facebook: {
      name: 'facebook',
      issuer: env.FACEBOOK_ISSUER || 'https://www.facebook.com',
      clientId: env.FACEBOOK_CLIENT_ID || undefined,
      clientSecret: env.FACEBOOK_CLIENT_SECRET || undefined,
      emailAlwaysVerified: true,
    },
  };
}
