import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useSearchParams } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

function Page() {
  const [, setParams] = useSearchParams();
  return (
    <>
      <Link to="/blog">Blog</Link>
      <button type="button" onClick={() => setParams({ page: '2' })}>
        Next page
      </button>
    </>
  );
}

const renderAt = (path: string) =>
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <ScrollToTop />
        <Page />
      </MemoryRouter>
    </StrictMode>,
  );

describe('ScrollToTop', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('leaves where the visitor scrolled alone when the app takes over the page it arrived on', () => {
    const { rerender } = renderAt('/about-us');
    // Drawn again over the same page (the served first paint taken over, a later render): still no jump.
    act(() =>
      rerender(
        <StrictMode>
          <MemoryRouter initialEntries={['/about-us']}>
            <ScrollToTop />
            <Page />
          </MemoryRouter>
        </StrictMode>,
      ),
    );
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('goes to the top when a link leads to another page, not when only the query changes', async () => {
    renderAt('/about-us');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
