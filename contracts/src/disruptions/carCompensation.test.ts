import { carCompensation, type CarCompensationInput } from './carCompensation';

const DEPARTURE = '2026-12-20T10:00:00.000Z';
const hoursBefore = (hours: number) => new Date(Date.parse(DEPARTURE) - hours * 3_600_000).toISOString();
const hoursAfterDeparture = (hours: number) => new Date(Date.parse(DEPARTURE) + hours * 3_600_000).toISOString();

const cancelled = (over: Partial<CarCompensationInput> = {}): CarCompensationInput => ({
  kind: 'cancelled',
  scheduledDeparture: DEPARTURE,
  toldAt: hoursBefore(10),
  blockTimeMin: 130,
  alternateDeparture: null,
  basicFarePlusFuelMinor: 20_000_00,
  passengers: 1,
  ...over,
});

describe('carCompensation: DGCA CAR Section 3 Series M Part IV, by block time and notice', () => {
  it.each([
    // block time (min), fare cap (paise), per passenger (paise)
    [45, 20_000_00, 5_000_00],
    [60, 20_000_00, 5_000_00], // up to and including 1 hour
    [61, 20_000_00, 7_500_00],
    [120, 20_000_00, 7_500_00], // up to and including 2 hours
    [121, 20_000_00, 10_000_00],
    [300, 20_000_00, 10_000_00],
    [45, 3_200_00, 3_200_00], // the basic fare plus fuel charge, when less
    [130, 8_000_00, 8_000_00],
    [130, 12_000_00, 10_000_00],
  ])('block time %i min, fare %i: %i per passenger', (blockTimeMin, cap, perPassenger) => {
    const result = carCompensation(cancelled({ blockTimeMin, basicFarePlusFuelMinor: cap, passengers: 2 }));
    expect(result).toMatchObject({ owed: true, reason: 'owed', perPassengerMinor: perPassenger, upTo: false });
    expect(result.totalMinor).toBe(perPassenger * 2);
    expect(result.claimFrom).toBe('operating_airline');
  });

  it.each([
    // hours of notice, alternate flight (hours after the booked departure, or null), owed?, reason
    [14 * 24, null, false, 'told_two_weeks_before'],
    [14 * 24 + 5, 10, false, 'told_two_weeks_before'],
    [14 * 24 - 1, null, true, 'owed'],
    [24, 2, false, 'alternate_within_two_hours'],
    [24, -2, false, 'alternate_within_two_hours'],
    [100, 1.5, false, 'alternate_within_two_hours'],
    [100, 2.5, true, 'owed'],
    [23, 1, true, 'owed'], // told under 24 hours before: an alternate within two hours does not excuse it
    [1, null, true, 'owed'],
    [-1, null, true, 'owed'], // told after the departure
  ] as const)('told %i h before, alternate at %p h: owed %p (%s)', (notice, alternate, owed, reason) => {
    const result = carCompensation(
      cancelled({
        toldAt: hoursBefore(notice),
        alternateDeparture: alternate === null ? null : hoursAfterDeparture(alternate),
      }),
    );
    expect(result).toMatchObject({ owed, reason });
    expect(result.totalMinor).toBe(owed ? 10_000_00 : 0);
    expect(result.noticeHours).toBe(notice);
  });

  it('owes nothing for extraordinary circumstances, nor for a flight retimed or renumbered', () => {
    expect(carCompensation(cancelled({ extraordinaryCircumstances: true }))).toMatchObject({
      owed: false,
      reason: 'extraordinary_circumstances',
      totalMinor: 0,
    });
    for (const kind of ['retimed', 'renumbered'] as const) {
      expect(carCompensation(cancelled({ kind }))).toMatchObject({ owed: false, reason: 'not_a_cancellation' });
    }
  });

  it('says "up to" the band when the fare is not known, and refuses nonsense', () => {
    const result = carCompensation(cancelled({ blockTimeMin: 90, basicFarePlusFuelMinor: null }));
    expect(result).toMatchObject({ owed: true, upTo: true, perPassengerMinor: 7_500_00 });
    expect(result.explanation).toContain('up to ₹7,500');
    expect(() => carCompensation(cancelled({ toldAt: 'yesterday' }))).toThrow(RangeError);
    expect(() => carCompensation(cancelled({ passengers: 0 }))).toThrow(RangeError);
  });
});
