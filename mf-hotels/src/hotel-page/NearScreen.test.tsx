import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { installIntersectionObserver } from '@travel/shared-ui/test/intersectionObserver';
import { NearScreen } from './NearScreen';

const Reviews = lazy(async () => ({ default: () => <h2>Guest reviews</h2> }));

describe('NearScreen', () => {
  const viewport = installIntersectionObserver();

  it('draws the sections far down the page only when they come near the screen', async () => {
    render(
      <NearScreen>
        <Reviews />
      </NearScreen>,
    );
    expect(screen.queryByRole('heading', { name: 'Guest reviews' })).not.toBeInTheDocument();
    viewport.bringIntoView();
    expect(await screen.findByRole('heading', { name: 'Guest reviews' })).toBeInTheDocument();
  });
});
