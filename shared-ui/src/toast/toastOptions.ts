import type { ToastContainerProps } from 'react-toastify';

/** Toasts: top-right, 4000 ms, at most 3 visible, 356 px wide. */
export const TOAST_WIDTH = 356;

export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 4000,
  limit: 3,
  newestOnTop: true,
  style: { width: TOAST_WIDTH },
} as const satisfies ToastContainerProps;
