import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterChips } from './FilterChips';
import type { ResultFilters } from './resultsQuery';

const FLEXIBLE_DIRECT: ResultFilters = {
  stops: [0],
  airlines: [],
  departure: null,
  maxPriceMinor: null,
  lowerCo2: false,
  flexibleDates: true,
  sort: 'best',
};

describe('FilterChips', () => {
  it('shows a flexible search as a chip that narrows back to the exact date', async () => {
    const onChange = jest.fn();
    render(<FilterChips filters={FLEXIBLE_DIRECT} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Flexible dates ±3 days' }));
    expect(onChange).toHaveBeenCalledWith({ ...FLEXIBLE_DIRECT, flexibleDates: false });
  });

  it('clears the flexible dates with the other chips', async () => {
    const onChange = jest.fn();
    render(<FilterChips filters={FLEXIBLE_DIRECT} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onChange).toHaveBeenCalledWith({ ...FLEXIBLE_DIRECT, stops: [], flexibleDates: false });
  });

  it('shows no chip for an exact-date search without filters', () => {
    render(<FilterChips filters={{ ...FLEXIBLE_DIRECT, stops: [], flexibleDates: false }} onChange={jest.fn()} />);
    expect(screen.queryByRole('button', { name: /Remove filter/ })).toBeNull();
  });
});
