import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CareerPage from './CareerPage';

const jobTitles = () =>
  within(screen.getByRole('region', { name: 'Open Positions' }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('CareerPage', () => {
  beforeEach(() => localStorage.clear());

  it('lists every open position and the six benefit categories', () => {
    render(<CareerPage />);
    expect(jobTitles()).toHaveLength(9);
    for (const title of [
      'Health and Wellness',
      'Travel and Explore',
      'Learn and Grow',
      'Work-Life Balance',
      'Innovation Time',
      'Financial Security',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('filters by search text, team and location together', async () => {
    const user = userEvent.setup();
    render(<CareerPage />);
    await user.selectOptions(screen.getByLabelText('Team'), 'Engineering & Data');
    expect(jobTitles()).toEqual(['Senior Frontend Engineer', 'Backend Engineer, Payments', 'Data Scientist, Pricing']);
    await user.selectOptions(screen.getByLabelText('Location'), 'Bengaluru');
    expect(jobTitles()).toEqual(['Senior Frontend Engineer', 'Backend Engineer, Payments']);
    await user.type(screen.getByLabelText('Search roles'), 'postgresql');
    expect(jobTitles()).toEqual(['Backend Engineer, Payments']);
  });

  it('shows the time since each posting day, which grows as the days pass', () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 22, 9, 30) });
    try {
      const { unmount } = render(<CareerPage />);
      const job = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;
      expect(within(job('Senior Frontend Engineer')).getByText('2 days ago')).toHaveAttribute('datetime', '2026-11-20');
      expect(within(job('Backend Engineer, Payments')).getByText('7 days ago')).toBeInTheDocument();
      unmount();
      jest.setSystemTime(new Date(2026, 11, 21, 18, 0));
      render(<CareerPage />);
      expect(within(job('Senior Frontend Engineer')).getByText('1 month ago')).toBeInTheDocument();
      expect(within(job('Backend Engineer, Payments')).getByText('1 month ago')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    render(<CareerPage />);
    await user.selectOptions(screen.getByLabelText('Location'), 'Dubai');
    await user.type(screen.getByLabelText('Search roles'), 'designer');
    expect(screen.getByText('No positions match your filters')).toBeInTheDocument();
    expect(jobTitles()).toEqual([]);
  });

  it('a team card selects its team, and Save Search remembers the filters', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<CareerPage />);
    await user.click(screen.getByRole('button', { name: 'View Operations & Support roles' }));
    expect(screen.getByLabelText('Team')).toHaveValue('Operations & Support');
    expect(jobTitles()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Save Search' }));
    expect(screen.getByText(/Search saved/)).toBeInTheDocument();
    unmount();
    render(<CareerPage />);
    expect(screen.getByLabelText('Team')).toHaveValue('Operations & Support');
  });
});
