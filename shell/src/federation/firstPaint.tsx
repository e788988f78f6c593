import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';

/** A remote page's first paint, drawn by the remote's build and put into the served page by the shell's server. */
export interface FirstPaint {
  path: string;
  html: string;
}

/** The first paint in the page as served (an element marked data-first-paint), read before React draws over it. */
export function readFirstPaint(root: ParentNode = document): FirstPaint | undefined {
  const element = root.querySelector<HTMLElement>('[data-first-paint]');
  const path = element?.dataset.firstPaint;
  return element && path ? { path, html: element.innerHTML } : undefined;
}

export const FirstPaintContext = createContext<FirstPaint | undefined>(undefined);

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();

/** The first paint the page was served with, if it is of the current path (the visitor has not moved on). */
export function useFirstPaint(): FirstPaint | undefined {
  const firstPaint = useContext(FirstPaintContext);
  const { pathname } = useLocation();
  return firstPaint && normalise(firstPaint.path) === normalise(pathname) ? firstPaint : undefined;
}

/** The page's first paint in the remote's page area (the same element the remote draws, so nothing moves). */
export function FirstPaintArea({ firstPaint }: { firstPaint: FirstPaint }) {
  return (
    <div
      className="tp-remote"
      data-first-paint={firstPaint.path}
      dangerouslySetInnerHTML={{ __html: firstPaint.html }}
    />
  );
}

/** The page's first paint inside the remote's own page area, while the page's chunk loads (display: contents). */
export function FirstPaintContent({ firstPaint }: { firstPaint: FirstPaint }) {
  return <div className="tp-first-paint" dangerouslySetInnerHTML={{ __html: firstPaint.html }} />;
}
