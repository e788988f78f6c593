import { renderETicket } from './eTicket';
import { SAMPLE_TICKET, pdfText } from './testing';

describe('the e-ticket', () => {
  let text: string;
  beforeAll(async () => {
    const pdf = await renderETicket(SAMPLE_TICKET);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    text = await pdfText(pdf);
  });

  it('shows the booking reference, the flight, the route and the local times', () => {
    expect(text).toContain('K7PX2M');
    expect(text).toContain('IndiGo 6E 2131');
    expect(text).toContain('Economy, Flexi fare');
    expect(text).toContain('Mumbai (BOM), Chhatrapati Shivaji Maharaj International, T2');
    expect(text).toContain('Delhi (DEL), Indira Gandhi International, T1');
    expect(text).toContain('Departs: Sat, 5 Dec 2026, 07:05 (local time)');
    expect(text).toContain('Arrives: Sat, 5 Dec 2026, 09:20 (local time)');
    expect(text).toContain('Issued 22 Nov 2026');
  });

  it('lists each passenger with the seat, or check-in when skipped, and the add-ons', () => {
    expect(text).toContain('Mr Arjun Mehta Adult 3A Extra baggage 10 kg, Meal: Vegetarian, Travel insurance');
    expect(text).toContain('Ms Priya Mehta Adult 3B Free cancellation');
    expect(text).toContain('Mstr Kabir Mehta Child Assigned at check-in None');
  });

  it('shows the baggage allowance, the contact, the total paid and the check-in rules', () => {
    expect(text).toContain('Cabin 10 kg, checked 25 kg');
    expect(text).toContain('arjun.mehta@example.test, 9876543210');
    expect(text).toContain('Total paid: INR 45,230.00');
    expect(text).toContain('Web check-in opens 48 hours before departure.');
    expect(text).toContain('Domestic flights: check-in counters close 60 minutes before departure.');
    expect(text).toContain('Flexi fare: 90% refund at any time');
  });

  it('tells international travellers to come 3 hours early, and a Saver ticket that it is not refundable', async () => {
    const international = await pdfText(
      await renderETicket({
        ...SAMPLE_TICKET,
        international: true,
        fare: 'Saver',
        baggage: { cabinKg: 7, checkedKg: 0 },
        to: { code: 'DXB', city: 'Dubai' },
        arrivalLocal: '2026-12-05T09:05',
      }),
    );
    expect(international).toContain('arrive at the airport 3 hours before departure');
    expect(international).not.toContain('counters close 60 minutes');
    expect(international).toContain('Saver fare: not refundable');
    expect(international).toContain('checked 0 kg (no checked baggage with this fare)');
    expect(international).toContain('To: Dubai (DXB)');
  });

  it('refuses a ticket without passengers', () => {
    expect(() => renderETicket({ ...SAMPLE_TICKET, passengers: [] })).toThrow(
      'An e-ticket needs at least one passenger',
    );
  });
});
