import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { apiClient } from '@travel/shared-ui/api';
import FlightHomePage from './FlightHomePage';

afterEach(() => jest.restoreAllMocks());

it('shows every deal card of “Flight options from India” with its destination’s picture, sized before it loads', async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { faqs: [] } } });
  render(
    <MemoryRouter>
      <FlightHomePage />
    </MemoryRouter>,
  );
  const grid = screen.getByRole('region', { name: 'Flight options from India' });
  const cards = within(grid).getAllByRole('listitem');
  expect(cards.length).toBeGreaterThanOrEqual(4);
  for (const card of cards) {
    const image = within(card).getByRole('img');
    const [destination, country] = within(card).getByRole('heading', { level: 3 }).textContent!.split(', ');
    expect(image).toHaveAccessibleName(`${destination}, ${country}`);
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '210');
  }
  expect(within(cards[0]).getByRole('img')).toHaveAttribute('src', '/api/deals/images/dubai.svg');
  await screen.findByRole('heading', { name: 'Travel tips' });
});
