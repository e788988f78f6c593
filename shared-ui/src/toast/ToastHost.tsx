import { lazy, Suspense, useEffect, useState } from 'react';
import { loadToastify, onFirstToast } from './toast';
import { TOAST_OPTIONS } from './toastOptions';

const ToastContainer = lazy(() => loadToastify().then((library) => ({ default: library.ToastContainer })));

/** Mounts react-toastify's container (top-right, 4000 ms, 3 at most, 356 px) when the first toast is shown. */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer {...TOAST_OPTIONS} />
    </Suspense>
  );
}
