import { render, screen, within } from '@testing-library/react';
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

/** Opens the guests picker and waits for its panel (loaded on first use). */
async function openPicker() {
  await userEvent.click(screen.getByRole('button', { name: /Guests and rooms/ }));
  await screen.findByRole('button', { name: 'Add room' });
}
const room = (number: number) => within(screen.getByRole('group', { name: `Room ${number}` }));
const searchedParams = () => new URLSearchParams((screen.getByTestId('location').textContent ?? '').split('?')[1]);

async function chooseTokyo() {
  await userEvent.type(screen.getByRole('combobox', { name: 'Destination' }), 'tok');
  await userEvent.click(screen.getByRole('option', { name: 'Tokyo' }));
}

/** Room 1: 2 adults (the default); room 2: 1 adult and a child of 6. */
async function enterUnevenRooms() {
  await openPicker();
  await userEvent.click(screen.getByRole('button', { name: 'Add room' }));
  await userEvent.click(screen.getByRole('button', { name: 'Room 2: add child' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Room 2: age of child 1' }), '6');
}

describe('HotelSearchWidget', () => {
  beforeEach(() => localStorage.clear());

  it("writes each room's guests to the results URL after Search", async () => {
    renderWidget();
    await chooseTokyo();
    await enterUnevenRooms();
    expect(room(1).getByRole('status', { name: 'Adults' })).toHaveTextContent('2');
    expect(room(2).getByRole('status', { name: 'Adults' })).toHaveTextContent('1');
    expect(room(2).getByRole('status', { name: 'Children' })).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: /Guests and rooms/ })).toHaveTextContent('3 adults, 1 child, 2 rooms');
    await userEvent.click(screen.getByRole('button', { name: 'Search hotels' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/hotel-details\?destination=Tokyo&checkIn=[\d-]+&checkOut=[\d-]+&room=2&room=1-6$/,
    );
  });

  it('keeps each room in local storage and restores it on load', async () => {
    const { unmount } = renderWidget();
    await enterUnevenRooms();
    expect(localStorage.getItem('guestsAdults')).toBe('3');
    expect(localStorage.getItem('guestsChildren')).toBe('1');
    expect(localStorage.getItem('guestsRooms')).toBe('2');
    unmount();
    renderWidget();
    expect(screen.getByRole('button', { name: /Guests and rooms/ })).toHaveTextContent('3 adults, 1 child, 2 rooms');
    await openPicker();
    expect(room(1).getByRole('status', { name: 'Adults' })).toHaveTextContent('2');
    expect(screen.getByRole('combobox', { name: 'Room 2: age of child 1' })).toHaveValue('6');
  });

  it("asks for each child's age before searching, at the age missing", async () => {
    renderWidget();
    await chooseTokyo();
    await openPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Room 1: add child' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search hotels' }));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Choose each child's age");
    const age = screen.getByRole('combobox', { name: 'Room 1: age of child 1' });
    expect(age).toHaveFocus();
    await userEvent.selectOptions(age, '0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search hotels' }));
    expect(searchedParams().getAll('room')).toEqual(['2-0']);
  });

  it('removes a room with its guests, keeps at least one, and adds up to the rooms a booking takes', async () => {
    renderWidget();
    await openPicker();
    expect(screen.queryByRole('button', { name: /Remove room/ })).not.toBeInTheDocument();
    expect(room(1).getByRole('button', { name: 'Room 1: remove adult' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add room' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add room' }));
    await userEvent.click(screen.getByRole('button', { name: 'Room 3: add adult' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove room 2' }));
    // The third room is now the second, with its two adults.
    expect(screen.queryByRole('group', { name: 'Room 3' })).not.toBeInTheDocument();
    expect(room(2).getByRole('status', { name: 'Adults' })).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Add room' })).toHaveFocus();
    expect(room(2).getByRole('button', { name: 'Room 2: remove adult' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Room 2: remove adult' }));
    expect(room(2).getByRole('button', { name: 'Room 2: remove adult' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add room' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add room' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add room' }));
    expect(screen.getByRole('button', { name: 'Add room' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Guests and rooms/ })).toHaveTextContent('6 adults, 5 rooms');
  });

  it('says when no destination matches, and opens the results with the search in the URL', async () => {
    renderWidget();
    const destination = screen.getByRole('combobox', { name: 'Destination' });
    await userEvent.type(destination, 'Mumbai');
    expect(screen.getByText('No destinations found matching "Mumbai"')).toBeInTheDocument();
    await userEvent.clear(destination);
    await chooseTokyo();
    await userEvent.click(screen.getByLabelText('5 stars'));
    await userEvent.click(screen.getByLabelText('Free cancellation'));
    await userEvent.click(screen.getByRole('button', { name: 'Search hotels' }));
    const params = searchedParams();
    expect(screen.getByTestId('location').textContent?.startsWith('/hotel-details?')).toBe(true);
    expect(params.get('destination')).toBe('Tokyo');
    expect(params.getAll('room')).toEqual(['2']);
    expect(params.getAll('stars')).toEqual(['5']);
    expect(params.get('freeCancellation')).toBe('true');
  });

  it('asks for a destination before searching', async () => {
    renderWidget();
    await userEvent.click(screen.getByRole('button', { name: 'Search hotels' }));
    expect(screen.getByText('Please choose a destination')).toBeInTheDocument();
  });
});
