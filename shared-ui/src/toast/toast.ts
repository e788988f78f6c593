import type { ToastContent, ToastOptions } from 'react-toastify';

/**
 * The portal's toasts. Same calls as react-toastify's `toast`, but the library (and its container) is only
 * downloaded when the first toast is shown, not on every first visit. Toasts shown before the container
 * is mounted wait in react-toastify's own queue.
 */
type Level = 'success' | 'error' | 'info' | 'warning';

let toastify: Promise<typeof import('react-toastify')> | undefined;
export const loadToastify = () => (toastify ??= import('react-toastify'));

let firstToastShown = false;
const firstToastListeners = new Set<() => void>();

/** Calls `listener` once a toast has been asked for (at once if one already has). */
export function onFirstToast(listener: () => void): () => void {
  if (firstToastShown) {
    listener();
    return () => {};
  }
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

function show(level: Level, message: ToastContent, options?: ToastOptions) {
  if (!firstToastShown) {
    firstToastShown = true;
    firstToastListeners.forEach((listener) => listener());
    firstToastListeners.clear();
  }
  loadToastify().then(
    (library) => library.toast[level](message, options),
    (error) => console.error('Toast could not be shown', message, error),
  );
}

export const toast = {
  success: (message: ToastContent, options?: ToastOptions) => show('success', message, options),
  error: (message: ToastContent, options?: ToastOptions) => show('error', message, options),
  info: (message: ToastContent, options?: ToastOptions) => show('info', message, options),
  warning: (message: ToastContent, options?: ToastOptions) => show('warning', message, options),
};
