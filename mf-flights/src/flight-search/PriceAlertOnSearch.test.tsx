import { screen, waitFor } from '@testing-library/react';
import { apiClient } from '@travel/shared-ui/api';
import { addDays, isoDate } from '@travel/contracts/rules';
import { renderFlightSearchWidget as renderWidget } from '../test/renderFlightSearchWidget';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

const fail = (status: number, message: string) => refusedCall(status, message);

const date = addDays(isoDate(), 7);
const created = { data: { success: true, message: 'Price alert created. We will email you when the fare drops.' } };
const confirmationSent = {
  data: {
    success: true,
    message: 'Almost done: we have emailed a link to confirm this price alert. It starts once you open that link.',
  },
};

describe('FlightSearchWidget: Price alert', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logged out: asks for an email, checks it, then asks for the alert and goes on to the results', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(confirmationSent);
    const user = renderWidget({ signedIn: false });
    expect(screen.queryByLabelText('Email for the price alert')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Price alert'));
    const email = await screen.findByLabelText('Email for the price alert');

    await user.click(screen.getByRole('button', { name: 'Search Flights' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'asha@example');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address'));
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByTestId('results')).not.toBeInTheDocument();

    await user.type(email, '.in');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('results')).toHaveTextContent('priceAlert=true');
    expect(post).toHaveBeenCalledWith('/price-alerts', { from: 'BOM', to: 'DXB', date, email: 'asha@example.in' });
    expect(
      await screen.findByText(
        'Almost done: we have emailed a link to confirm this price alert. It starts once you open that link.',
      ),
    ).toBeInTheDocument();
  });

  it('logged in: no email to type, the alert is created for the account', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(created);
    const user = renderWidget({ signedIn: true });
    await user.click(screen.getByLabelText('Price alert'));
    expect(screen.queryByLabelText('Email for the price alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search Flights' }));
    expect(await screen.findByText('Price alert created. We will email you when the fare drops.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/price-alerts', { from: 'BOM', to: 'DXB', date });
    expect(screen.getByTestId('results')).toBeInTheDocument();
  });

  it('a refused alert shows the reason in a toast and the search still goes on', async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(fail(409, 'You already have a price alert for this route and date.'));
    const user = renderWidget({ signedIn: true });
    await user.click(screen.getByLabelText('Price alert'));
    await user.click(screen.getByRole('button', { name: 'Search Flights' }));
    expect(await screen.findByText('You already have a price alert for this route and date.')).toBeInTheDocument();
    expect(screen.getByTestId('results')).toBeInTheDocument();
  });

  it('an unreachable server gets a clear toast, and the search still goes on', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('boom'));
    const user = renderWidget({ signedIn: true });
    await user.click(screen.getByLabelText('Price alert'));
    await user.click(screen.getByRole('button', { name: 'Search Flights' }));
    expect(
      await screen.findByText('We could not create your price alert. Your search goes on; please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('results')).toBeInTheDocument();
  });

  it('without Price alert ticked, nothing is created', async () => {
    const post = jest.spyOn(apiClient, 'post');
    const user = renderWidget({ signedIn: true });
    await user.click(screen.getByRole('button', { name: 'Search Flights' }));
    expect(await screen.findByTestId('results')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
