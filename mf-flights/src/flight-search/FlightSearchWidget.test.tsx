import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FlightSearchWidget } from './FlightSearchWidget';
import { addDays, isoDate } from '@travel/contracts/rules';

function ResultsProbe() {
  const location = useLocation();
  return <p data-testid="results">{location.search}</p>;
}

function renderWidget() {
  const onTripTypeChange = jest.fn();
  render(
    <MemoryRouter initialEntries={['/flight-home']}>
      <Routes>
        <Route path="/flight-home" element={<FlightSearchWidget onTripTypeChange={onTripTypeChange} />} />
        <Route path="/flight-details" element={<ResultsProbe />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onTripTypeChange };
}

describe('FlightSearchWidget', () => {
  it('starts from Mumbai to Dubai for 1 adult in Economy', () => {
    renderWidget();
    expect(screen.getByLabelText('From')).toHaveValue('BOM');
    expect(screen.getByLabelText('To')).toHaveValue('DXB');
    expect(screen.getByRole('button', { name: '1 Adult' })).toBeInTheDocument();
    expect(screen.getByLabelText('Cabin class')).toHaveValue('economy');
  });

  it('adds the return date and flexible dates for a round trip, and tells the hero', async () => {
    const { user, onTripTypeChange } = renderWidget();
    expect(screen.queryByLabelText('Return date')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Round-trip'));
    expect(screen.getByLabelText('Return date')).toBeInTheDocument();
    expect(screen.getByLabelText('Flexible dates ±3 days')).toBeInTheDocument();
    expect(onTripTypeChange).toHaveBeenCalledWith('Round-trip');
  });

  it('adds flights for a multi-city trip', async () => {
    const { user } = renderWidget();
    await user.click(screen.getByLabelText('Multi-city'));
    expect(screen.getByRole('group', { name: 'Flight 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add another flight' }));
    expect(screen.getByRole('group', { name: 'Flight 3' })).toBeInTheDocument();
  });

  it('moves between trip types with the arrow keys, the chosen one marked', async () => {
    const { user, onTripTypeChange } = renderWidget();
    const types = screen.getByRole('group', { name: 'Trip type' });
    within(types).getByRole('radio', { name: 'One-way' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByLabelText('Return date')).toBeInTheDocument();
    expect(within(types).getByRole('radio', { name: 'Round-trip' }).closest('label')).toHaveClass('is-active');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('group', { name: 'Flight 2' })).toBeInTheDocument();
    expect(onTripTypeChange).toHaveBeenLastCalledWith('Multi-city');
  });

  it('sets travellers from the popup', async () => {
    const { user } = renderWidget();
    await user.click(screen.getByRole('button', { name: '1 Adult' }));
    await user.click(await screen.findByRole('button', { name: 'Add one adult' }));
    await user.click(screen.getByRole('button', { name: 'Add one child' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 Adults, 1 Child' })).toBeInTheDocument();
  });

  it('refuses the same city twice', async () => {
    const { user } = renderWidget();
    await user.selectOptions(screen.getByLabelText('To'), 'BOM');
    await user.click(screen.getByRole('button', { name: 'Search Flights' }));
    expect(screen.getByRole('alert')).toHaveTextContent('From and To must be different cities');
  });

  it('opens the results with the search in the query string', async () => {
    const { user } = renderWidget();
    await user.selectOptions(screen.getByLabelText('From'), 'DEL');
    await user.selectOptions(screen.getByLabelText('To'), 'BOM');
    await user.click(screen.getByLabelText('Direct flights only'));
    await user.click(screen.getByRole('button', { name: 'Search Flights' }));
    const query = new URLSearchParams(screen.getByTestId('results').textContent!);
    expect(Object.fromEntries(query)).toEqual({
      trip: 'one-way',
      from: 'DEL',
      to: 'BOM',
      date: addDays(isoDate(), 7),
      adults: '1',
      cabin: 'economy',
      stops: '0',
    });
  });

  it('offers departure dates from today to the last day of the inventory, and searches only those', async () => {
    const { user } = renderWidget();
    const today = isoDate();
    const departure = screen.getByLabelText('Departure date');
    expect(departure).toHaveAttribute('min', today);
    expect(departure).toHaveAttribute('max', addDays(today, 89));
    fireEvent.change(departure, { target: { value: addDays(today, 90) } });
    await user.click(screen.getByRole('button', { name: 'Search Flights' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Flights can be searched up to 90 days ahead');
    fireEvent.change(departure, { target: { value: addDays(today, 89) } });
    await user.click(screen.getByRole('button', { name: 'Search Flights' }));
    expect(new URLSearchParams(screen.getByTestId('results').textContent!).get('date')).toBe(addDays(today, 89));
  });
});
