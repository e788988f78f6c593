import { Suspense } from 'react';
import type { ModalProps } from '@travel/shared-ui/modal';
import { deferredDialog } from './deferredPart';

const ModalOfEntry = deferredDialog(
  () => import('@travel/shared-ui/modal'),
  (entry) => entry.Modal,
);

/**
 * `Modal` where remotes built before 2.4.0 import it: the dialog of `@travel/shared-ui/modal`, fetched when it first
 * opens, so the pages that draw no dialog do not download it with `/components`. New code imports it from `/modal`.
 * Removing this one is for the next major version.
 */
export function Modal(props: ModalProps) {
  return (
    <Suspense fallback={null}>
      <ModalOfEntry {...props} />
    </Suspense>
  );
}

export type { ModalProps };
