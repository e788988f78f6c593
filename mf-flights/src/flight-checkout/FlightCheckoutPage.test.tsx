import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { apiClient } from '@travel/shared-ui/api';
import { SEAT_LAYOUT, checkoutPrice, type SeatMapReply } from '@travel/contracts/flight-checkout';
import { drawAsAtBuildTime } from '@travel/shared-ui/test/drawAsAtBuildTime';
import { storeWithVisitor, type Visitor } from '@travel/shared-ui/test/storeWithVisitor';
import type { SelectedFlight } from '../search/selectedFlight';
import FlightCheckoutPage from './FlightCheckoutPage';
import { loadDraft, newDraft, saveDraft, type CheckoutDraft } from './checkoutDraft';
import { CHECKOUT_PATHS, type CheckoutStep } from './checkoutSteps';
import { FlightSearchProbe } from '../test/FlightSearchProbe';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

jest.mock('react-toastify', () => ({ toast: { info: jest.fn() } }));
// The seat map has 180 buttons: queries by role over it take seconds in jsdom.
jest.setTimeout(30_000);

const FLIGHT = {
  id: '162020783',
  airline: 'IndiGo',
  flightNumber: '6E 912',
  from: 'Mumbai',
  to: 'Delhi',
  fromCode: 'BOM',
  toCode: 'DEL',
  departure: '16:20',
  arrival: '18:15',
  arrivalDayOffset: 0,
  price: 5000,
  date: '2030-05-10',
  passengers: 3,
  adults: 2,
  children: 1,
  childAges: [7],
  cabinClass: 'economy',
} as SelectedFlight;

const fare = checkoutPrice({ standardFareMinor: 500_000, fare: 'Flexi', adults: 2, children: 1 });

/** Seats 1A to 30F: row 2 sold, the rest free or paid as the layout prices them. */
const SEAT_MAP: SeatMapReply = {
  success: true,
  flightId: FLIGHT.id,
  rows: 30,
  letters: ['A', 'B', 'C', 'D', 'E', 'F'],
  currency: 'INR',
  seats: SEAT_LAYOUT.map((s) => ({
    ...s,
    availability: s.row === 2 ? 'occupied' : s.priceMinor > 0 ? 'paid' : 'free',
  })),
};

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderStep(step: CheckoutStep, draft: CheckoutDraft | null, visitor: Visitor = { signedIn: false }) {
  if (draft) saveDraft(draft);
  render(
    <Provider store={storeWithVisitor(visitor)}>
      <MemoryRouter initialEntries={[CHECKOUT_PATHS[step]]}>
        <Routes>
          {(Object.keys(CHECKOUT_PATHS) as CheckoutStep[]).map((s) => (
            <Route key={s} path={CHECKOUT_PATHS[s]} element={<FlightCheckoutPage step={s} />} />
          ))}
          <Route path="/flight-home" element={<FlightSearchProbe />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </Provider>,
  );
  return userEvent.setup();
}

const draft = (change: Partial<CheckoutDraft> = {}): CheckoutDraft => ({
  ...newDraft(FLIGHT, 'Flexi'),
  repriced: fare,
  ...change,
});

const filledDraft = () =>
  draft({
    passengers: [
      { type: 'adult', title: 'Ms', firstName: 'Asha', lastName: 'Verma' },
      { type: 'adult', title: 'Mr', firstName: 'Ravi', lastName: 'Verma' },
      { type: 'child', title: 'Master', firstName: 'Kabir', lastName: 'Verma', dateOfBirth: '2023-01-15' },
    ],
    contact: { email: 'asha@example.test', mobile: '9876543210' },
  });

/** An API answer that is not a success, as the API client rejects with it. */
const refusedWith = (status: number, data: object) => refusedCall(status, data);

const summary = () => within(screen.getByRole('region', { name: 'Price summary' }));

beforeEach(() => {
  window.scrollTo = jest.fn();
});

afterEach(() => {
  sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('flight checkout: travellers', () => {
  it('sends the traveller back to search without a chosen fare', async () => {
    renderStep('travellers', null);
    expect(await screen.findByRole('heading', { name: 'Search flights' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please search and select a flight first.');
  });

  it("draws no main landmark of its own: the step sits in the shell's one <main>", () => {
    renderStep('travellers', draft());
    expect(screen.getByRole('group', { name: /^Traveller 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('shows the all-inclusive price from the first step, with the charge in INR', () => {
    renderStep('travellers', draft());
    expect(summary().getByText('Base fare').nextSibling).toHaveTextContent('₹');
    expect(summary().getByText('Convenience fee').nextSibling).toHaveTextContent('₹897');
    expect(summary().getByTestId('price-seats')).toHaveTextContent('₹0');
    expect(summary().getByTestId('checkout-total')).toHaveTextContent(
      `₹${(fare.totalMinor / 100).toLocaleString('en-IN')}`,
    );
    expect(summary().getByTestId('checkout-charge')).toHaveTextContent(/^You will be charged ₹[\d,.]+ in INR\.$/);
  });

  it('asks one form per traveller and checks them by the checkout rules', async () => {
    const user = renderStep('travellers', draft());
    expect(screen.getAllByRole('group', { name: /^Traveller \d/ })).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Traveller 3: child, 7 on the day of the flight' })).toBeInTheDocument();

    // No title is chosen for anyone: each traveller chooses their own.
    for (const i of [0, 1, 2]) {
      const title = screen.getByLabelText('Title', { selector: `#fc-p${i}-title` });
      expect(title).toHaveValue('');
      expect(title).toHaveDisplayValue('Choose a title');
    }

    await user.click(screen.getByRole('button', { name: 'Continue to seats' }));
    // Every empty field at once (three titles, three names twice, the child's birthday, email and mobile), not the
    // first alone.
    expect(await screen.findByRole('region', { name: 'There are 12 problems' })).toHaveFocus();
    expect(screen.getAllByRole('alert')).toHaveLength(12);
    expect(screen.getByLabelText('Title', { selector: '#fc-p0-title' })).toHaveAccessibleDescription(
      'Traveller 1: title must be one of Mr, Ms, Mrs',
    );
    expect(screen.getByLabelText('Title', { selector: '#fc-p2-title' })).toHaveAccessibleDescription(
      'Traveller 3: title must be one of Master, Miss',
    );
    expect(screen.getByLabelText('First name', { selector: '#fc-p0-first' })).toHaveAccessibleDescription(
      'Traveller 1: first name is required',
    );

    await user.selectOptions(screen.getByLabelText('Title', { selector: '#fc-p0-title' }), 'Ms');
    await user.selectOptions(screen.getByLabelText('Title', { selector: '#fc-p1-title' }), 'Mr');
    await user.selectOptions(screen.getByLabelText('Title', { selector: '#fc-p2-title' }), 'Master');
    await user.type(screen.getByLabelText('First name', { selector: '#fc-p0-first' }), 'Asha');
    await user.type(screen.getByLabelText('Last name', { selector: '#fc-p0-last' }), 'Verma');
    await user.type(screen.getByLabelText('First name', { selector: '#fc-p1-first' }), 'Ravi');
    await user.type(screen.getByLabelText('Last name', { selector: '#fc-p1-last' }), 'Verma');
    await user.type(screen.getByLabelText('First name', { selector: '#fc-p2-first' }), 'Kabir');
    await user.type(screen.getByLabelText('Last name', { selector: '#fc-p2-last' }), 'Verma');
    await user.type(screen.getByLabelText('Date of birth'), '2020-01-15');
    await user.click(screen.getByRole('button', { name: 'Continue to seats' }));
    expect(await screen.findByRole('region', { name: 'There are 3 problems' })).toHaveFocus();
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'Traveller 3: date of birth makes the child 10 on the day of the flight, but the search was for a child of 7',
    );

    await user.clear(screen.getByLabelText('Date of birth'));
    await user.type(screen.getByLabelText('Date of birth'), '2023-01-15');
    await user.type(screen.getByLabelText('Email'), 'asha@example.test');
    await user.type(screen.getByLabelText(/Mobile number/), '98765');
    await user.click(screen.getByRole('button', { name: 'Continue to seats' }));
    expect(await screen.findByRole('region', { name: 'There is a problem' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Mobile number must be 10 digits');

    await user.type(screen.getByLabelText(/Mobile number/), '43210');
    await user.click(screen.getByRole('checkbox', { name: 'I need a GST invoice for my business' }));
    await user.type(screen.getByLabelText(/GSTIN/), '27AAPFU0939F1XV');
    await user.type(screen.getByLabelText('Company name'), 'Verma Traders');
    await user.click(screen.getByRole('button', { name: 'Continue to seats' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('GSTIN must be 15 characters, like 27AAPFU0939F1ZV');

    await user.clear(screen.getByLabelText(/GSTIN/));
    await user.type(screen.getByLabelText(/GSTIN/), '27aapfu0939f1zv');
    await user.click(screen.getByRole('button', { name: 'Continue to seats' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/flight-checkout/seats'));
    expect(loadDraft()).toMatchObject({
      passengers: [
        { title: 'Ms', firstName: 'Asha' },
        { title: 'Mr', firstName: 'Ravi' },
        { title: 'Master', firstName: 'Kabir', dateOfBirth: '2023-01-15' },
      ],
      contact: {
        email: 'asha@example.test',
        mobile: '9876543210',
        gstin: '27AAPFU0939F1ZV',
        companyName: 'Verma Traders',
      },
    });
  });

  it('takes names as passports print them and shows how the ticket will spell them, when it differs', async () => {
    const user = renderStep('travellers', draft());
    const lastName = (i: number) => screen.getByLabelText('Last name', { selector: `#fc-p${i}-last` });
    await user.type(screen.getByLabelText('First name', { selector: '#fc-p0-first' }), 'Zoë');
    await user.type(lastName(0), 'Sérgio');
    await user.type(screen.getByLabelText('First name', { selector: '#fc-p1-first' }), 'Ravi');
    await user.type(lastName(1), 'Verma');

    expect(lastName(0)).toHaveAccessibleDescription('On the ticket: Zoe Sergio');
    expect(lastName(1)).not.toHaveAccessibleDescription();
    expect(screen.getAllByText(/^On the ticket:/)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Continue to seats' }));
    expect(screen.queryByText(/Traveller 1: (first|last) name/)).not.toBeInTheDocument();
  });

  it('shows every mistake at once on submit: at its field and listed at the top, each a link to its field', async () => {
    const user = renderStep(
      'travellers',
      draft({
        passengers: [
          { type: 'adult', title: 'Ms', firstName: 'Asha', lastName: 'Verma' },
          { type: 'adult', title: 'Mr', firstName: 'Ravi', lastName: '' },
          { type: 'child', title: 'Master', firstName: 'Kabir', lastName: 'Verma', dateOfBirth: '2023-01-15' },
        ],
        contact: { email: 'asha@', mobile: '98765' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue to seats' }));

    const summary = await screen.findByRole('region', { name: 'There are 3 problems' });
    expect(summary).toHaveFocus();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Traveller 2: last name is required',
      'Enter a valid email address',
      'Mobile number must be 10 digits',
    ]);
    expect(screen.getByLabelText('Last name', { selector: '#fc-p1-last' })).toHaveAccessibleDescription(
      'Traveller 2: last name is required',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByLabelText(/Mobile number/)).toHaveAccessibleDescription(
      '10 digits Mobile number must be 10 digits',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/flight-checkout');

    await user.click(within(summary).getByRole('link', { name: 'Enter a valid email address' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('shows each problem the API found when the order was sent at its field, back on the travellers step', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValueOnce(
      refusedWith(400, {
        success: false,
        message: 'Traveller 2: last name must match the passport',
        problems: [
          { field: 'passengers[1].lastName', message: 'Traveller 2: last name must match the passport' },
          { field: 'contact.mobile', message: 'This mobile number cannot receive messages' },
        ],
      }),
    );
    const user = renderStep('review', filledDraft());
    await user.click(await screen.findByRole('button', { name: 'Hold seats and pay' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/flight-checkout$/));
    const summary = await screen.findByRole('region', { name: 'There are 2 problems' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary).getByRole('link', { name: 'Traveller 2: last name must match the passport' }),
    ).toHaveAttribute('href', '#fc-p1-last');
    expect(screen.getByLabelText('Last name', { selector: '#fc-p1-last' })).toHaveAccessibleDescription(
      'Traveller 2: last name must match the passport',
    );
    expect(screen.getByLabelText(/Mobile number/)).toHaveAccessibleDescription(
      '10 digits This mobile number cannot receive messages',
    );

    // A changed field is the traveller's answer to its problem; the other stays until it is changed too.
    await user.clear(screen.getByLabelText(/Mobile number/));
    await user.type(screen.getByLabelText(/Mobile number/), '9123456780');
    expect(screen.queryByText('This mobile number cannot receive messages')).not.toBeInTheDocument();
    expect(screen.getAllByText('Traveller 2: last name must match the passport')).toHaveLength(2);
  });

  it('signed in: fills the contact from the account, picks a saved traveller and keeps the travellers', async () => {
    jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => ({
      data:
        url === '/account/contact'
          ? { success: true, contact: { name: 'Asha', email: 'asha@account.test', mobile: '9123456780' } }
          : {
              success: true,
              travellers: [
                {
                  id: 't1',
                  type: 'adult',
                  title: 'Ms',
                  firstName: 'Asha',
                  lastName: 'Verma',
                  createdAt: '2030-01-01T00:00:00Z',
                },
              ],
            },
    }));
    const user = renderStep('travellers', draft(), { signedIn: true, email: 'asha@account.test' });
    expect(screen.getByLabelText('Email')).toHaveValue('asha@account.test');
    expect(await screen.findByDisplayValue('9123456780')).toBeInTheDocument();
    await user.selectOptions((await screen.findAllByLabelText('Saved traveller'))[0], 'Ms Asha Verma');
    expect(screen.getByLabelText('First name', { selector: '#fc-p0-first' })).toHaveValue('Asha');
    expect(screen.getByLabelText('Last name', { selector: '#fc-p0-last' })).toHaveValue('Verma');
    expect(screen.getByLabelText('Title', { selector: '#fc-p0-title' })).toHaveValue('Ms');
    expect(screen.getByRole('checkbox', { name: 'Save these travellers to my account' })).not.toBeChecked();
  });

  it('a guest is asked for no saved travellers', () => {
    const get = jest.spyOn(apiClient, 'get');
    renderStep('travellers', draft());
    expect(screen.queryByLabelText('Saved traveller')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Save these travellers to my account' })).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  describe('booked at a supplier (#37)', () => {
    const DUFFEL = { supplier: 'duffel', offerId: 'off_0000AbC', label: 'Duffel', totalMinor: 498_000 };
    const dob = (i: number) => screen.getByLabelText('Date of birth', { selector: `#fc-p${i}-dob` });

    it('asks a date of birth of the child only, and says nothing of the airline, for our own fare', () => {
      renderStep('travellers', filledDraft());
      expect(screen.getAllByLabelText('Date of birth')).toHaveLength(1);
      expect(screen.queryByText(/The airline needs each traveller/)).not.toBeInTheDocument();
    });

    it('asks every traveller’s date of birth, says why, refuses an adult without one and keeps the dates', async () => {
      const chosen = filledDraft();
      const user = renderStep('travellers', { ...chosen, flight: { ...chosen.flight, provider: DUFFEL } });
      expect(
        screen.getByText('The airline needs each traveller’s date of birth to issue the ticket.'),
      ).toBeInTheDocument();
      expect(screen.getAllByLabelText('Date of birth')).toHaveLength(3);

      await user.type(dob(0), '1990-04-02');
      await user.click(screen.getByRole('button', { name: 'Continue to seats' }));
      expect(await screen.findByRole('region', { name: 'There is a problem' })).toHaveFocus();
      expect(dob(1)).toHaveAccessibleDescription('Traveller 2: date of birth is required to book with the airline');

      await user.type(dob(1), '2031-01-01');
      await user.click(screen.getByRole('button', { name: 'Continue to seats' }));
      expect(dob(1)).toHaveAccessibleDescription('Traveller 2: date of birth cannot be after the flight');

      await user.clear(dob(1));
      await user.type(dob(1), '1988-11-20');
      await user.click(screen.getByRole('button', { name: 'Continue to seats' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/flight-checkout/seats'));
      expect(loadDraft()?.passengers.map((p) => p.dateOfBirth)).toEqual(['1990-04-02', '1988-11-20', '2023-01-15']);
    });
  });
});

describe('flight checkout: seats', () => {
  beforeEach(() => jest.spyOn(apiClient, 'get').mockResolvedValue({ data: SEAT_MAP }));

  it('draws the 3-3 cabin of 30 rows with the legend, occupied seats refused', async () => {
    const user = renderStep('seats', filledDraft());
    const map = await screen.findByRole('group', { name: 'Seat map, front of the aircraft first' });
    expect(within(map).getAllByRole('button')).toHaveLength(180);
    expect(screen.getByRole('list', { name: 'Seat legend' })).toHaveTextContent(
      'Free Paid (window, extra legroom) Occupied Your choice',
    );
    const occupied = within(map).getByRole('button', { name: 'Seat 2A, window, occupied' });
    expect(occupied).toHaveAttribute('aria-disabled', 'true');
    await user.click(occupied);
    expect(screen.getByText('No seats chosen.')).toBeInTheDocument();
    expect(
      within(map).getByRole('button', { name: 'Seat 12A, window, exit row, extra legroom, paid, ₹800' }),
    ).toBeInTheDocument();
  });

  it('gives one seat per traveller, in turn, and prices the paid ones in the summary', async () => {
    const user = renderStep('seats', filledDraft());
    await user.click(await screen.findByRole('button', { name: 'Seat 5A, window, paid, ₹350' }));
    await user.click(screen.getByRole('button', { name: 'Seat 5F, window, paid, ₹350' }));
    await user.click(screen.getByRole('button', { name: 'Seat 5B, middle, free' }));
    expect(screen.getByText(/^Seats chosen: 5A, 5F, 5B\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seat 5A, window, chosen for Asha Verma' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(summary().getByTestId('price-seats')).toHaveTextContent('₹700');
    await user.click(screen.getByRole('button', { name: 'Continue to add-ons' }));
    // The add-ons step's code is its own chunk: the seats stay on screen until it has arrived.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/flight-checkout/add-ons'));
    expect(loadDraft()?.passengers.map((p) => p.seat)).toEqual(['5A', '5F', '5B']);
  });

  it('gives the seat to the traveller chosen by name or with the arrow keys', async () => {
    const user = renderStep('seats', filledDraft());
    await screen.findByRole('group', { name: 'Seat map, front of the aircraft first' });
    const travellers = screen.getByRole('group', { name: 'Choosing a seat for' });
    expect(within(travellers).getByRole('radio', { name: 'Asha Verma: no seat yet' })).toBeChecked();
    await user.click(within(travellers).getByText('Kabir Verma: no seat yet'));
    await user.click(screen.getByRole('button', { name: 'Seat 5B, middle, free' }));
    expect(within(travellers).getByRole('radio', { name: 'Kabir Verma: seat 5B' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seat 5B, middle, chosen for Kabir Verma' })).toBeInTheDocument();

    within(travellers).getByRole('radio', { name: 'Asha Verma: no seat yet' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(travellers).getByRole('radio', { name: 'Ravi Verma: no seat yet' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Seat 5C, aisle, free' }));
    expect(screen.getByRole('button', { name: 'Seat 5C, aisle, chosen for Ravi Verma' })).toBeInTheDocument();
    expect(loadDraft()?.passengers.map((p) => p.seat)).toEqual([undefined, '5C', '5B']);
  });

  it('moves between seats with the arrow keys and chooses with Enter', async () => {
    const user = renderStep('seats', filledDraft());
    const first = await screen.findByRole('button', { name: /^Seat 1A,/ });
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    first.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Seat 3B, middle, free' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(/^Seats chosen: 3B\./)).toBeInTheDocument();
  });

  it('can be skipped: a free seat is given when the booking is made, as the confirmation shows', async () => {
    const user = renderStep('seats', {
      ...filledDraft(),
      passengers: filledDraft().passengers.map((p) => ({ ...p, seat: '7C' })),
    });
    expect(
      await screen.findByText(
        'Skipped? Each traveller without a seat is given one free of charge when you book, shown on your confirmation.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/at check-in/)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Skip seats' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/flight-checkout/add-ons');
    expect(loadDraft()?.passengers.map((p) => p.seat)).toEqual([undefined, undefined, undefined]);
  });
});

describe('flight checkout: add-ons', () => {
  it('adds baggage in 5 kg steps, a meal, insurance and free cancellation to the price', async () => {
    const user = renderStep('add-ons', filledDraft());
    await user.selectOptions(screen.getAllByLabelText('Extra checked baggage')[0], '10');
    expect(summary().getByTestId('price-add-ons')).toHaveTextContent('₹3,600');
    await user.selectOptions(screen.getAllByLabelText('Meal')[2], 'CHML');
    expect(summary().getByTestId('price-add-ons')).toHaveTextContent('₹3,900');
    await user.click(screen.getByRole('checkbox', { name: /^Travel insurance, ₹249 per traveller/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Free cancellation, ₹899 per traveller/ }));
    expect(summary().getByTestId('price-add-ons')).toHaveTextContent(
      `₹${(3_900 + 3 * 249 + 3 * 899).toLocaleString('en-IN')}`,
    );
    expect(
      screen
        .getAllByRole('option', { name: /kg/ })
        .map((o) => o.getAttribute('value'))
        .slice(0, 7),
    ).toEqual(['5', '10', '15', '20', '25', '30', '5']);
  });
});

describe('flight checkout: review', () => {
  const conflict = (status: number, data: object) => refusedCall(status, data);

  it('holds the seats once for a double click, then shows the countdown and pays on the sandbox page', async () => {
    const order = {
      reference: 'K7QX2M',
      status: 'held',
      holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    };
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValueOnce({ data: { success: true, order, accessToken: 'tok' } })
      .mockResolvedValueOnce({ data: { success: true, order, accessToken: 'tok' } });
    const user = renderStep('review', filledDraft());
    // No seat chosen: the order gives one free, shown on the confirmation (not left for check-in).
    expect(screen.getByText(/Ms Asha Verma/).closest('li')).toHaveTextContent(
      'Ms Asha Verma · Free seat given when you book',
    );
    await user.dblClick(await screen.findByRole('button', { name: 'Hold seats and pay' }));

    expect(
      await screen.findByText('Booking K7QX2M is held. Pay before the time runs out to confirm it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^1[45]:\d\d$/);
    const keys = post.mock.calls.map(([, , config]) => (config?.headers as Record<string, string>)['Idempotency-Key']);
    expect(new Set(keys).size).toBe(1);
    expect(post.mock.calls[0][1]).toMatchObject({
      flightId: FLIGHT.id,
      fare: 'Flexi',
      adults: 2,
      childAges: [7],
      passengers: [
        { title: 'Ms', firstName: 'Asha' },
        { title: 'Mr', firstName: 'Ravi' },
        { title: 'Master', firstName: 'Kabir', dateOfBirth: '2023-01-15' },
      ],
      contact: { email: 'asha@example.test', mobile: '9876543210' },
      expectedTotalMinor: fare.totalMinor,
    });
    expect(sessionStorage.getItem('flightOrderToken:K7QX2M')).toBe('tok');
  });

  it('says how long the seats are held before the traveller holds them', async () => {
    renderStep('review', filledDraft());
    expect(
      await screen.findByText('We hold your seats for 10 minutes, and for up to 15 once you start paying.'),
    ).toBeInTheDocument();
  });

  it('shows the API’s reason when it refuses the order', async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(conflict(400, { success: false, message: 'Traveller 2: last name is required' }));
    const user = renderStep('review', filledDraft());
    await user.click(screen.getByRole('button', { name: 'Hold seats and pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Traveller 2: last name is required');
  });

  it('at a supplier: sends every date of birth, says the supplier’s unclear answer as the API does, and tries again', async () => {
    const UNCLEAR =
      'Duffel did not give a clear price for this flight just now. Nothing has been booked or charged; please try again in a moment.';
    const order = {
      reference: 'K7QX2M',
      status: 'held',
      holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    };
    const post = jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(conflict(503, { success: false, message: UNCLEAR }))
      .mockResolvedValueOnce({ data: { success: true, order, accessToken: 'tok' } });
    const filled = filledDraft();
    const user = renderStep('review', {
      ...filled,
      flight: {
        ...filled.flight,
        provider: { supplier: 'duffel', offerId: 'off_0000AbC', label: 'Duffel', totalMinor: 498_000 },
      },
      passengers: filled.passengers.map((p) => ({ ...p, dateOfBirth: p.dateOfBirth ?? '1990-04-02' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Hold seats and pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNCLEAR);
    expect(post.mock.calls[0][1]).toMatchObject({
      provider: { supplier: 'duffel', offerId: 'off_0000AbC' },
      passengers: [{ dateOfBirth: '1990-04-02' }, { dateOfBirth: '1990-04-02' }, { dateOfBirth: '2023-01-15' }],
    });

    await user.click(screen.getByRole('button', { name: 'Hold seats and pay' }));
    expect(
      await screen.findByText('Booking K7QX2M is held. Pay before the time runs out to confirm it.'),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('sends the traveller back to the seats when one was taken meanwhile', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValueOnce(
      conflict(409, {
        success: false,
        reason: 'seat_taken',
        message: 'Seat 5A was just taken by another traveller.',
      }),
    );
    const user = renderStep('review', filledDraft());
    await user.click(screen.getByRole('button', { name: 'Hold seats and pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Seat 5A was just taken by another traveller.');
    expect(screen.getByRole('link', { name: 'Choose other seats' })).toHaveAttribute('href', '/flight-checkout/seats');
  });

  describe('travel credit at the payment step', () => {
    const inr = (minor: number) => `₹${(minor / 100).toLocaleString('en-IN')}`;
    const creditOf = (amountMinor: number) =>
      jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
        if (url !== '/trips/travel-credit') throw new Error(`unexpected GET ${url}`);
        return {
          data: {
            success: true,
            balances: [{ amountMinor, currency: 'INR' }],
            entries: [{ amountMinor, currency: 'INR', reason: 'Refund', bookingId: 'BK1', createdAt: '2030-01-01' }],
          },
        };
      });

    it('shows the balance; applied, it is its own line under the unchanged total and the amount to pay drops', async () => {
      creditOf(1_000_00);
      const order = {
        reference: 'K7QX2M',
        status: 'held',
        holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
        travelCreditMinor: 1_000_00,
      };
      const post = jest
        .spyOn(apiClient, 'post')
        .mockResolvedValueOnce({ data: { success: true, order, accessToken: 'tok' } });
      const user = renderStep('review', filledDraft(), { signedIn: true });

      expect(await screen.findByTestId('travel-credit-balance')).toHaveTextContent('Available: ₹1,000');
      expect(summary().queryByText('Travel credit')).not.toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: 'Use my travel credit' }));

      expect(summary().getByTestId('checkout-total')).toHaveTextContent(inr(fare.totalMinor));
      expect(summary().getByTestId('checkout-travel-credit')).toHaveTextContent('−₹1,000');
      expect(summary().getByTestId('checkout-to-pay')).toHaveTextContent(inr(fare.totalMinor - 1_000_00));
      expect(summary().getByTestId('checkout-charge')).toHaveTextContent(
        `You will be charged ${inr(fare.totalMinor - 1_000_00)} in INR.`,
      );

      await user.click(screen.getByRole('button', { name: 'Hold seats and pay' }));
      expect(post.mock.calls[0][1]).toMatchObject({ travelCreditMinor: 1_000_00, expectedTotalMinor: fare.totalMinor });
      expect(await screen.findByRole('button', { name: `Pay ${inr(fare.totalMinor - 1_000_00)}` })).toBeInTheDocument();
    });

    it('more credit than the total applies the total, and the booking is confirmed without paying', async () => {
      creditOf(fare.totalMinor + 500_00);
      const order = { reference: 'K7QX2M', status: 'paid', holdExpiresAt: new Date().toISOString() };
      const post = jest
        .spyOn(apiClient, 'post')
        .mockResolvedValueOnce({ data: { success: true, order: { ...order, travelCreditMinor: fare.totalMinor } } });
      const user = renderStep('review', filledDraft(), { signedIn: true });
      await user.click(await screen.findByRole('checkbox', { name: 'Use my travel credit' }));
      expect(summary().getByTestId('checkout-travel-credit')).toHaveTextContent(`−${inr(fare.totalMinor)}`);
      expect(summary().getByTestId('checkout-to-pay')).toHaveTextContent('₹0');
      await user.click(screen.getByRole('button', { name: 'Hold seats and pay' }));
      expect(post.mock.calls[0][1]).toMatchObject({ travelCreditMinor: fare.totalMinor });
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/flight-checkout/confirmation'));
    });

    it('a guest is offered no credit and none is asked for', () => {
      const get = jest.spyOn(apiClient, 'get');
      renderStep('review', filledDraft());
      expect(screen.queryByRole('checkbox', { name: /Use my travel credit/ })).not.toBeInTheDocument();
      expect(get).not.toHaveBeenCalled();
    });
  });

  it('asks for the travellers first when they are incomplete', () => {
    renderStep('review', draft());
    expect(screen.getByRole('alert')).toHaveTextContent('Traveller 1: title must be one of Mr, Ms, Mrs');
    expect(screen.getByRole('button', { name: 'Hold seats and pay' })).toBeDisabled();
  });
});

describe('drawn at build time (prerenderPages.ts), the frame any visitor of the first step sees before React draws', () => {
  it('has the heading and the steps, and nothing of a chosen flight: no airline, no date, no price', async () => {
    saveDraft(draft());
    const drawn = await drawAsAtBuildTime(<FlightCheckoutPage step="travellers" />, CHECKOUT_PATHS.travellers);
    expect(within(drawn).getByRole('heading', { level: 1 })).toHaveTextContent('Complete your booking');
    expect(within(drawn).getByRole('link', { name: '1. Travellers' })).toHaveAttribute('aria-current', 'step');
    expect(drawn.textContent).not.toMatch(/IndiGo|6E 912|Flexi|₹|2030/);
    expect(drawn.querySelector('form')).toBeNull();
    expect(drawn.querySelector('.fc-page')).toHaveAttribute('inert');
  });
});
