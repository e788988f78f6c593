import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FareType } from '@travel/contracts/rules';
import { quoteCoupon, type CouponQuote } from './api/quoteCoupon';
import { CouponDiscountLine, CouponField } from './CouponField';
import { useCouponQuote } from './useCouponQuote';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

jest.mock('./api/quoteCoupon', () => ({ quoteCoupon: jest.fn() }));
const mockedQuote = jest.mocked(quoteCoupon);

/** The answer the API gives a code that does not apply: 4xx with `{ success: false, message }`. */
const refusal = (status: number, message: string) => refusedCall(status, message);

const quote = (code: string, discountMinor: number, description = '12% off your flight'): CouponQuote => ({
  success: true,
  code,
  discountMinor,
  currency: 'INR',
  description,
});

/** The coupon parts of the price box, on an order of ₹14,200 whose fare the test can change. */
function PriceBox() {
  const [fare, setFare] = useState<FareType>('Standard');
  const coupon = useCouponQuote({ product: 'flight', fareType: fare, amountMinor: 1_420_000, currency: 'INR' });
  return (
    <>
      <button type="button" onClick={() => setFare('Saver')}>
        Saver
      </button>
      <button type="button" onClick={() => setFare('Flexi')}>
        Flexi
      </button>
      <dl>
        <CouponDiscountLine coupon={coupon} />
      </dl>
      <CouponField coupon={coupon} />
    </>
  );
}

function renderPriceBox() {
  const user = userEvent.setup();
  render(<PriceBox />);
  return user;
}

async function apply(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(screen.getByLabelText('Coupon code'), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('CouponField', () => {
  beforeEach(() => mockedQuote.mockReset());

  it('does nothing when the field is empty or blank', async () => {
    const user = renderPriceBox();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await apply(user, '   ');
    expect(mockedQuote).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks the API for the order and shows the applied code with its discount as a breakdown line', async () => {
    let answer: (value: CouponQuote) => void = () => {};
    mockedQuote.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderPriceBox();
    await apply(user, ' fly12 ');

    expect(mockedQuote).toHaveBeenCalledWith(
      { code: 'fly12', product: 'flight', fareType: 'Standard', amountMinor: 1_420_000, currency: 'INR' },
      expect.any(AbortSignal),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Checking coupon…');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();

    answer(quote('FLY12', 150_000));
    expect(await screen.findByText('Coupon FLY12 applied.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Coupon FLY12 applied. 12% off your flight');
    expect(screen.getByText('Coupon discount')).toBeInTheDocument();
    expect(screen.getByTestId('coupon-discount')).toHaveTextContent('−₹1,500');
  });

  it('shows the server’s reason next to the field as an alert the field is described by', async () => {
    mockedQuote.mockRejectedValue(refusal(422, 'Add ₹1,200 more to use this code.'));
    const user = renderPriceBox();
    await apply(user, 'SAVE500');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Add ₹1,200 more to use this code.');
    const field = screen.getByLabelText('Coupon code');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Add ₹1,200 more to use this code.');
    expect(screen.queryByTestId('coupon-discount')).not.toBeInTheDocument();
  });

  it('removes the applied code, its discount line, and lets another code be typed', async () => {
    mockedQuote.mockResolvedValue(quote('FLY12', 150_000));
    const user = renderPriceBox();
    await apply(user, 'FLY12');
    await user.click(await screen.findByRole('button', { name: 'Remove coupon FLY12' }));

    expect(screen.queryByTestId('coupon-discount')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Coupon code')).toHaveValue('');
    expect(mockedQuote).toHaveBeenCalledTimes(1);
  });

  it('prices the code again when the fare changes: a Flexi-only code is refused on Saver and applies on Flexi', async () => {
    mockedQuote.mockImplementation(async ({ fareType }) => {
      if (fareType !== 'Flexi') throw refusal(422, 'This code is valid on Flexi fares only.');
      return quote('FLEXI10', 165_000, '10% off Flexi fares, up to ₹2,000');
    });
    const user = renderPriceBox();
    await user.click(screen.getByRole('button', { name: 'Flexi' }));
    await apply(user, 'FLEXI10');
    expect(await screen.findByTestId('coupon-discount')).toHaveTextContent('−₹1,650');

    await user.click(screen.getByRole('button', { name: 'Saver' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is valid on Flexi fares only.');
    expect(screen.queryByTestId('coupon-discount')).not.toBeInTheDocument();
    expect(mockedQuote).toHaveBeenLastCalledWith(
      expect.objectContaining({ code: 'FLEXI10', fareType: 'Saver' }),
      expect.any(AbortSignal),
    );

    await user.click(screen.getByRole('button', { name: 'Flexi' }));
    expect(await screen.findByTestId('coupon-discount')).toHaveTextContent('−₹1,650');
  });
});
