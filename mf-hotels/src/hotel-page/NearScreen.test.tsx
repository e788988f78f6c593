import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { NearScreen } from './NearScreen';

const Reviews = lazy(async () => ({ default: () => <h2>Guest reviews</h2> }));

describe('NearScreen', () => {
  const original = globalThis.IntersectionObserver;
  let reportNear: (() => void) | undefined;
  beforeEach(() => {
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        reportNear = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('draws the sections far down the page only when they come near the screen', async () => {
    render(
      <NearScreen>
        <Reviews />
      </NearScreen>,
    );
    expect(screen.queryByRole('heading', { name: 'Guest reviews' })).not.toBeInTheDocument();
    act(() => reportNear!());
    expect(await screen.findByRole('heading', { name: 'Guest reviews' })).toBeInTheDocument();
  });
});
