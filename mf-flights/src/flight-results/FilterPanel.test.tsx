import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterChips } from './FilterChips';
import { FilterPanel } from './FilterPanel';
import type { ResultFilters } from './resultsQuery';

const NONE: ResultFilters = {
  stops: [],
  airlines: [],
  departure: null,
  maxPriceMinor: null,
  lowerCo2: false,
  flexibleDates: false,
  sort: 'best',
};

/** The panel and the chips above the results, over one set of filters, as the results page holds them. */
function Filters() {
  const [filters, setFilters] = useState(NONE);
  return (
    <>
      <FilterChips filters={filters} onChange={setFilters} />
      <FilterPanel filters={filters} facets={undefined} onChange={setFilters} />
    </>
  );
}

describe('FilterPanel departure time', () => {
  it('chooses a band by its label or the arrow keys, shown as a chip, and back to any time', async () => {
    const user = userEvent.setup();
    render(<Filters />);
    const departure = screen.getByRole('group', { name: 'Departure time' });
    expect(within(departure).getByRole('radio', { name: 'Any time' })).toBeChecked();
    const morning = within(departure).getByRole('radio', { name: 'Morning' });
    expect(morning).toHaveAccessibleDescription('06:00-12:00');

    await user.click(within(departure).getByText('Morning'));
    expect(morning).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove filter Departure: Morning' })).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(within(departure).getByRole('radio', { name: 'Afternoon' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove filter Departure: Afternoon' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove filter Departure: Morning' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove filter Departure: Afternoon' }));
    expect(within(departure).getByRole('radio', { name: 'Any time' })).toBeChecked();
  });
});
