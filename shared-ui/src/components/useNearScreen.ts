import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `element` has come within `margin` of the viewport (by default a screen's height): at once when not
 * `watch` or where the browser has no IntersectionObserver. For what a page need not fetch until someone scrolls
 * towards it.
 */
export function useNearScreen(
  element: RefObject<HTMLElement | null>,
  { watch = true, margin = '100% 0px' }: { watch?: boolean; margin?: string } = {},
): boolean {
  const [near, setNear] = useState(() => !watch || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return near;
}
