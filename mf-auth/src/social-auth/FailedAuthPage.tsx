import { toast } from '@travel/shared-ui/toast';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** The exact toast text, trailing space included. */
export const FAILED_AUTH_MESSAGE = 'Try again some error occured ! ';

/** /failedAuth: where a failed social login lands: a toast, then /login. */
export default function FailedAuthPage() {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(FAILED_AUTH_MESSAGE, { toastId: 'failed-auth' });
    navigate('/login', { replace: true });
  }, [navigate]);
  return null;
}
