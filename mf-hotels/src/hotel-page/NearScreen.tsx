import { Suspense, useRef, type ReactNode } from 'react';
import { useNearScreen } from '@travel/shared-ui/components';

/**
 * Draws `children` (lazy components) once this place on the page comes within a screen of the viewport, so their
 * code is not part of the page's first visit (e2e/size.ts).
 */
export function NearScreen({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearScreen(place);
  return <div ref={place}>{near && <Suspense fallback={null}>{children}</Suspense>}</div>;
}
