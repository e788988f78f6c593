import type { SupplierBookingView } from './flight-checkout.schemas';
import { supplierBookingLines } from './supplierBooking';

const booking = (over: Partial<SupplierBookingView>): SupplierBookingView => ({
  supplier: 'duffel',
  label: 'Duffel',
  status: 'pending',
  bookingReference: null,
  ticketNumbers: [],
  refund: null,
  ...over,
});

describe('supplierBookingLines', () => {
  it('says who sold it and that the supplier has not confirmed yet', () => {
    expect(supplierBookingLines(booking({}))).toEqual({
      soldBy: 'Sold by Duffel',
      status: ['Waiting for Duffel to confirm your booking. We will email your e-ticket as soon as it does.'],
      pending: true,
    });
  });

  it('gives the PNR and ticket numbers as the e-ticket writes them', () => {
    const lines = supplierBookingLines(
      booking({ status: 'confirmed', bookingReference: 'QX7K2M', ticketNumbers: ['0981234567890', '0981234567891'] }),
    );
    expect(lines.status).toEqual([
      'Airline booking reference (PNR): QX7K2M',
      'Ticket numbers: 0981234567890, 0981234567891',
    ]);
    expect(lines.pending).toBe(false);
  });

  it('says a refused booking is refunded in full, with the credit given back and the refund’s status', () => {
    const lines = supplierBookingLines(
      booking({
        label: 'TripJack',
        status: 'refused',
        refund: { amountMinor: 512_350, travelCreditMinor: 10_000, currency: 'INR', status: 'pending' },
      }),
    );
    expect(lines.status).toEqual([
      'TripJack could not confirm this booking. Your payment of ₹5,123.50 is being refunded in full to your original payment method.',
      'The ₹100 of travel credit you spent is back in your account.',
      'Refund status: on its way to your original payment method.',
    ]);
  });

  it('says nothing of a card refund when travel credit paid it all, and nothing more before payment', () => {
    const refused = supplierBookingLines(
      booking({
        status: 'refused',
        refund: { amountMinor: 0, travelCreditMinor: 500_000, currency: 'INR', status: null },
      }),
    );
    expect(refused.status).toEqual([
      'Duffel could not confirm this booking. Nothing is booked for this trip.',
      'The ₹5,000 of travel credit you spent is back in your account.',
    ]);
    expect(supplierBookingLines(booking({ status: 'awaiting_payment' })).status).toEqual([]);
  });
});
