import { Suspense, use } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useQueryState } from './useQueryState';

const never = new Promise<never>(() => {});

/** Stands for a results list whose new data is not ready yet: the URL's transition cannot commit. */
function Results({ query }: { query: string }) {
  if (query === 'stars=4') use(never);
  return <p>Results for {query || 'everything'}</p>;
}

function FilterPage() {
  const [params, setParams] = useQueryState();
  const navigate = useNavigate();
  const checked = params.get('stars') === '4';
  return (
    <>
      <label>
        <input
          type="checkbox"
          checked={checked}
          onChange={() => setParams(new URLSearchParams(checked ? '' : 'stars=4'))}
        />
        4 stars
      </label>
      <button type="button" onClick={() => navigate('/hotels?stars=5')}>
        Five stars only
      </button>
      <Suspense fallback={<p>Loading results</p>}>
        <Results query={params.toString()} />
      </Suspense>
    </>
  );
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/hotels']}>
      <FilterPage />
    </MemoryRouter>,
  );

describe('useQueryState', () => {
  it('shows a ticked filter at once, while the URL change is still rendering', async () => {
    renderPage();
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: '4 stars' })));
    expect(screen.getByRole('checkbox', { name: '4 stars' })).toBeChecked();
    expect(screen.getByText('Loading results')).toBeVisible();
  });

  it('follows the URL again once it changes, whoever changed it', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Five stars only' }));
    expect(screen.getByRole('checkbox', { name: '4 stars' })).not.toBeChecked();
    expect(screen.getByText('Results for stars=5')).toBeVisible();
  });
});
