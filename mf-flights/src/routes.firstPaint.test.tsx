import { drawAsAtBuildTime } from '@travel/shared-ui/test/drawAsAtBuildTime';
import { pages } from './routes';

const flightDetails = <>{pages.find((page) => page.path === '/flight-details')!.element}</>;

describe('/flight-details drawn at build time (FIRST_PAINT_PATHS)', () => {
  it('without a date is the search card, with one (as prerenderPages.ts draws QUERY_PAGES) the results’ frame', async () => {
    const bare = await drawAsAtBuildTime(flightDetails, '/flight-details');
    expect(bare.querySelector('h1')).toHaveTextContent('Search flights');
    expect(bare.querySelector('#fr-results-title')).toBeNull();

    const withDate = await drawAsAtBuildTime(flightDetails, '/flight-details?date=drawn-at-build-time');
    expect(withDate.querySelector('#fr-results-title')).toHaveTextContent('Searching flights…');
    expect(withDate.querySelector('h1')).not.toHaveTextContent('Search flights');
    expect(withDate.textContent).not.toContain('drawn-at-build-time');
  });
});
