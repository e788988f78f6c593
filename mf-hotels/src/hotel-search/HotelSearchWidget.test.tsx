import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import HotelSearchWidget from './HotelSearchWidget';

function ShowLocation() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

const renderWidget = () =>
  render(
    <MemoryRouter initialEntries={['/hotel-home']}>
      <Routes>
        <Route path="/hotel-home" element={<HotelSearchWidget />} />
        <Route path="/hotel-details" element={<ShowLocation />} />
      </Routes>
    </MemoryRouter>,
  );

describe('HotelSearchWidget', () => {
  beforeEach(() => localStorage.clear());

  it('keeps guests and rooms in local storage and restores them on load', async () => {
    const { unmount } = renderWidget();
    await userEvent.click(screen.getByRole('button', { name: /Guests and rooms/ }));
    expect(screen.getByRole('button', { name: 'Fewer rooms' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'More adults' }));
    await userEvent.click(screen.getByRole('button', { name: 'More rooms' }));
    expect(localStorage.getItem('guestsAdults')).toBe('3');
    expect(localStorage.getItem('guestsChildren')).toBe('0');
    expect(localStorage.getItem('guestsRooms')).toBe('2');
    unmount();
    renderWidget();
    expect(screen.getByRole('button', { name: /Guests and rooms/ })).toHaveTextContent('3 adults, 2 rooms');
  });

  it('says when no destination matches, and opens the results with the search in the URL', async () => {
    renderWidget();
    const destination = screen.getByRole('combobox', { name: 'Destination' });
    await userEvent.type(destination, 'Mumbai');
    expect(screen.getByText('No destinations found matching "Mumbai"')).toBeInTheDocument();
    await userEvent.clear(destination);
    await userEvent.type(destination, 'tok');
    await userEvent.click(screen.getByRole('option', { name: 'Tokyo' }));
    await userEvent.click(screen.getByLabelText('5 stars'));
    await userEvent.click(screen.getByLabelText('Free cancellation'));
    await userEvent.click(screen.getByRole('button', { name: 'Search hotels' }));
    const location = screen.getByTestId('location').textContent ?? '';
    const params = new URLSearchParams(location.split('?')[1]);
    expect(location.startsWith('/hotel-details?')).toBe(true);
    expect(params.get('destination')).toBe('Tokyo');
    expect(params.get('adults')).toBe('2');
    expect(params.get('rooms')).toBe('1');
    expect(params.getAll('stars')).toEqual(['5']);
    expect(params.get('freeCancellation')).toBe('true');
  });

  it('asks for a destination before searching', async () => {
    renderWidget();
    await userEvent.click(screen.getByRole('button', { name: 'Search hotels' }));
    expect(screen.getByText('Please choose a destination')).toBeInTheDocument();
  });
});
