import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import RefundCalculatorPage from './RefundCalculatorPage';

function setup() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <RefundCalculatorPage />
    </MemoryRouter>,
  );
  return user;
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { amount: string; departure: string; cancellation: string; addOns?: string },
) {
  await user.clear(screen.getByLabelText('Booking amount (₹)'));
  if (values.amount) await user.type(screen.getByLabelText('Booking amount (₹)'), values.amount);
  await user.clear(screen.getByLabelText('Departure date and time'));
  if (values.departure) await user.type(screen.getByLabelText('Departure date and time'), values.departure);
  await user.clear(screen.getByLabelText('Cancellation date and time'));
  if (values.cancellation) await user.type(screen.getByLabelText('Cancellation date and time'), values.cancellation);
  if (values.addOns !== undefined) {
    await user.clear(screen.getByLabelText('Add-ons amount (₹)'));
    await user.type(screen.getByLabelText('Add-ons amount (₹)'), values.addOns);
  }
}

describe('RefundCalculatorPage', () => {
  it('shows the exact validation messages', async () => {
    const user = setup();
    await fill(user, { amount: '', departure: '', cancellation: '' });
    await user.click(screen.getByRole('button', { name: 'Calculate Refund' }));
    expect(screen.getByText('Please enter a valid booking amount')).toBeInTheDocument();
    expect(screen.getByText('Please select departure date and time')).toBeInTheDocument();
    expect(screen.getByText('Please select cancellation date and time')).toBeInTheDocument();
    expect(screen.getByLabelText('Booking amount (₹)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('computes 80% with add-ons and the ₹50 fee, in en-IN rupees', async () => {
    const user = setup();
    await fill(user, {
      amount: '10000',
      departure: '2030-05-10T10:00',
      cancellation: '2030-05-07T10:00',
      addOns: '1500',
    });
    await user.click(screen.getByRole('button', { name: 'Calculate Refund' }));
    expect(screen.getByTestId('total-amount')).toHaveTextContent('₹11,500.00');
    expect(screen.getByTestId('refund-percentage')).toHaveTextContent('80%');
    expect(screen.getByTestId('base-refund')).toHaveTextContent('₹8,000.00');
    expect(screen.getByTestId('addons-refund')).toHaveTextContent('₹1,500.00');
    expect(screen.getByTestId('processing-fee')).toHaveTextContent('₹50.00');
    expect(screen.getByTestId('net-refund')).toHaveTextContent('₹9,450.00');
    expect(screen.getByText('Eligible for a refund')).toBeInTheDocument();
  });

  it('says when the departure has passed, whatever the options', async () => {
    const user = setup();
    await fill(user, { amount: '5000', departure: '2030-05-01T10:00', cancellation: '2030-05-02T10:00' });
    await user.click(screen.getByLabelText('I have travel insurance'));
    await user.click(screen.getByRole('button', { name: 'Calculate Refund' }));
    expect(screen.getByTestId('refund-reason')).toHaveTextContent('Departure time has already passed');
    expect(screen.getByTestId('net-refund')).toHaveTextContent('₹0.00');
    expect(screen.getByText('Not eligible for a refund')).toBeInTheDocument();
  });

  it('gives no refund at exactly 24 hours and says so truthfully', async () => {
    const user = setup();
    await fill(user, { amount: '10000', departure: '2030-05-10T10:00', cancellation: '2030-05-09T10:00' });
    await user.click(screen.getByRole('button', { name: 'Calculate Refund' }));
    expect(screen.getByTestId('refund-percentage')).toHaveTextContent('0%');
    expect(screen.getByTestId('refund-reason')).toHaveTextContent('Cancelled 24 hours or less before departure');
  });

  it('gives 50% at exactly 48 hours, within the over-24-up-to-48 band', async () => {
    const user = setup();
    await fill(user, { amount: '10000', departure: '2030-05-10T10:00', cancellation: '2030-05-08T10:00' });
    await user.click(screen.getByRole('button', { name: 'Calculate Refund' }));
    expect(screen.getByTestId('refund-percentage')).toHaveTextContent('50%');
    expect(screen.getByTestId('refund-reason')).toHaveTextContent(
      'Cancelled more than 24 and up to 48 hours before departure',
    );
  });
});
