import {
  describeHotelCancellation,
  hotelCancellationRefund,
  zonedMoment,
  type HotelCancellationRules,
} from './hotelCancellationPolicy';

const MINUTE = 60_000;
// Paris is UTC+1 in December: 14:00 there is 13:00 UTC.
const freeUntil = zonedMoment('2026-12-02', '14:00', 'Europe/Paris');
const moment = new Date(freeUntil).getTime();
const before = new Date(moment - MINUTE);
const after = new Date(moment + MINUTE);
const nightlyMinor = [11_200_00, 12_320_00];
const paidMinor = 23_769_00;

const rules = (penalty: { type: 'nights'; nights: number } | { type: 'percent'; percent: number }) =>
  ({ type: 'refundable', freeUntil, timeZone: 'Europe/Paris', penalty }) as HotelCancellationRules;

describe('hotel cancellation policy', () => {
  it("writes the free-cancellation moment with the hotel's offset, summer and winter", () => {
    expect(freeUntil).toBe('2026-12-02T14:00:00+01:00');
    expect(zonedMoment('2026-07-02', '14:00', 'Europe/Paris')).toBe('2026-07-02T14:00:00+02:00');
    expect(zonedMoment('2026-07-02', '12:00', 'America/New_York')).toBe('2026-07-02T12:00:00-04:00');
    expect(zonedMoment('2026-07-02', '12:00', 'Asia/Kolkata')).toBe('2026-07-02T12:00:00+05:30');
  });

  it('refunds everything one minute before the moment, then charges the first night one minute after', () => {
    const policy = rules({ type: 'nights', nights: 1 });
    expect(hotelCancellationRefund(policy, { paidMinor, nightlyMinor, at: before })).toMatchObject({
      free: true,
      refundMinor: paidMinor,
      penaltyMinor: 0,
    });
    expect(hotelCancellationRefund(policy, { paidMinor, nightlyMinor, at: after })).toMatchObject({
      free: false,
      penaltyMinor: 11_200_00,
      refundMinor: paidMinor - 11_200_00,
    });
    expect(describeHotelCancellation(policy)).toBe(
      "Free cancellation until 2 Dec 2026, 14:00 (hotel's local time, Europe/Paris); after that the first night is charged.",
    );
  });

  it('charges the percentage after the moment, nothing before', () => {
    const policy = rules({ type: 'percent', percent: 50 });
    expect(hotelCancellationRefund(policy, { paidMinor, nightlyMinor, at: before }).refundMinor).toBe(paidMinor);
    const late = hotelCancellationRefund(policy, { paidMinor, nightlyMinor, at: after });
    expect(late.penaltyMinor).toBe(11_884_50);
    expect(late.refundMinor).toBe(paidMinor - 11_884_50);
  });

  it('refunds nothing of a non-refundable rate, before or after any moment', () => {
    const policy: HotelCancellationRules = { type: 'non_refundable' };
    for (const at of [before, after]) {
      expect(hotelCancellationRefund(policy, { paidMinor, nightlyMinor, at }).refundMinor).toBe(0);
    }
    expect(describeHotelCancellation(policy)).toBe('Non-refundable: nothing is refunded if you cancel.');
  });

  it('refunds nothing when nothing was paid (pay at the hotel), and says what the late cancellation costs', () => {
    const late = hotelCancellationRefund(rules({ type: 'nights', nights: 1 }), {
      paidMinor: 0,
      nightlyMinor,
      at: after,
    });
    expect(late).toMatchObject({ refundMinor: 0, penaltyMinor: 11_200_00 });
  });
});
