import { screen, within } from '@testing-library/react';
import { apiClient } from '@travel/shared-ui/api';
import { renderFlightSearchWidget, searchedFor } from '../test/renderFlightSearchWidget';

// The price alert's chunk cannot be fetched (the network dropped after the page came).
jest.mock('./priceAlertParts', () => {
  throw new Error('Loading chunk price-alert failed.');
});

it('with the price alert’s code unreachable, the search still opens the results and a toast says the alert failed', async () => {
  const post = jest.spyOn(apiClient, 'post');
  const user = renderFlightSearchWidget({ signedIn: true });
  await user.hover(screen.getByLabelText('Price alert'));
  await user.click(screen.getByLabelText('Price alert'));
  await user.click(screen.getByRole('button', { name: 'Search Flights' }));
  expect(await searchedFor()).toHaveTextContent('priceAlert=true');
  expect(
    await screen.findByText('We could not create your price alert. Your search goes on; please try again later.'),
  ).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

it('signed out, ticking the price alert says in its place that the email field could not be loaded, and the card stays', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = renderFlightSearchWidget({ signedIn: false });
  await user.click(screen.getByLabelText('Price alert'));
  const failure = await screen.findByRole('alert');
  expect(failure).toHaveTextContent('This part could not be loaded.');
  expect(within(failure).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('To', { exact: true }), 'BLR');
  await user.click(screen.getByRole('button', { name: 'Search Flights' }));
  expect(await searchedFor()).toHaveTextContent('to=BLR');
});
