import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { installIntersectionObserver } from '@travel/shared-ui/test/intersectionObserver';
import { NearScreen } from './NearScreen';

const loadReviews = jest.fn(async () => ({ default: () => <h2>Guest reviews</h2> }));
const Reviews = lazy(loadReviews);

describe('NearScreen', () => {
  const viewport = installIntersectionObserver();

  it('fetches and draws the sections far down the page only when they come near the screen', async () => {
    render(
      <NearScreen>
        <Reviews />
      </NearScreen>,
    );
    viewport.keepOutOfView();
    // Time for a section drawn at once to have its code asked for and drawn.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(loadReviews).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Guest reviews' })).not.toBeInTheDocument();

    viewport.bringIntoView();
    expect(await screen.findByRole('heading', { name: 'Guest reviews' })).toBeInTheDocument();
    expect(loadReviews).toHaveBeenCalledTimes(1);
  });
});
