import { Icon } from '@travel/shared-ui/components';

/** {apiBase}/oAuth/google and {apiBase}/oAuth/facebook, a full-page navigation to the API. */
export const API_BASE = '/api/v1';

export function SocialLogin({ action }: { action: 'Sign up' | 'Log in' }) {
  return (
    <div className="ma-social">
      <p className="ma-social__divider">or</p>
      <a className="tp-button tp-button--secondary ma-social__link" href={`${API_BASE}/oAuth/google`}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
          <path
            fill="#4285F4"
            d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3Z"
          />
          <path
            fill="#34A853"
            d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1a6 6 0 0 1-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22Z"
          />
          <path fill="#FBBC05" d="M6.4 14a6 6 0 0 1 0-3.9V7.5H3.1a10 10 0 0 0 0 9l3.3-2.5Z" />
          <path fill="#EA4335" d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5L6.4 10A6 6 0 0 1 12 6Z" />
        </svg>
        {action} with Google
      </a>
      <a className="tp-button tp-button--secondary ma-social__link" href={`${API_BASE}/oAuth/facebook`}>
        <Icon name="facebook" size={18} />
        {action} with Facebook
      </a>
    </div>
  );
}
