import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@travel/shared-ui/components';
import { revalidateSession, useAppDispatch } from '@travel/shared-ui/store';
import { toast } from '@travel/shared-ui/toast';

/** /successAuth: the return point of social login. Takes the session the API just set, then goes home. */
export default function SuccessAuthPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void revalidateSession(dispatch).then((user) => {
      if (user) {
        toast.success('Login Successfully', { toastId: 'social-login' });
        navigate('/', { replace: true });
      } else {
        navigate('/failedAuth', { replace: true });
      }
    });
  }, [dispatch, navigate]);

  return (
    <section className="tp-page" aria-busy="true">
      <h1>Signing you in</h1>
      <Spinner />
    </section>
  );
}
