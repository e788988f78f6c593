import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The page scrolls to the top when the route changes to another path. Not when the app first draws: the
 * visitor may already have scrolled the page drawn at build time, which the app takes over in place.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
