import { lazy, Suspense, useEffect, useState } from 'react';
import { loadToastify, onFirstToast } from './toast';
import { TOAST_OPTIONS } from './toastOptions';

const ToastContainer = lazy(() => loadToastify().then((library) => ({ default: library.ToastContainer })));

/**
 * The style nonce the shell's server put in the page (`<meta property="csp-nonce">`): react-toastify injects its
 * stylesheet as a <style> element, which the Content-Security-Policy allows only with this nonce.
 */
const cspStyleNonce = () => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

/** Mounts react-toastify's container (top-right, 4000 ms, 3 at most, 356 px) when the first toast is shown. */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer {...TOAST_OPTIONS} nonce={cspStyleNonce()} />
    </Suspense>
  );
}
