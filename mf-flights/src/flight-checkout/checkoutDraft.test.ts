import type { SelectedFlight } from '../search/selectedFlight';
import { draftPrice, newDraft, orderBody, repriceBody, travellersContext } from './checkoutDraft';

const FLIGHT: SelectedFlight = {
  id: '162020783',
  airline: 'IndiGo',
  airlineCode: '6E',
  flightNumber: '6E 912',
  logo: '6E',
  from: 'Delhi',
  to: 'Mumbai',
  fromCode: 'DEL',
  toCode: 'BOM',
  departure: '16:20',
  arrival: '18:15',
  arrivalDayOffset: 0,
  duration: '1h 55m',
  stops: 0,
  via: null,
  baggage: '15 kg check-in, 7 kg cabin',
  checkedKg: 15,
  cabinKg: 7,
  refundable: false,
  price: 5200,
  providers: 2,
  providersOptions: ['Duffel', 'Travel Portal'],
  provider: null,
  popular: false,
  date: '2026-12-12',
  passengers: 1,
  adults: 1,
  children: 0,
  aircraft: 'A321',
  cabin: 'Economy',
  cabinClass: 'economy',
  co2Kg: 90,
};

const DUFFEL = { supplier: 'duffel', offerId: 'off_0000AbC', label: 'Duffel', totalMinor: 498_000 };

describe('the checkout’s requests name the provider chosen on the results', () => {
  it('re-prices and orders our own fare with no provider', () => {
    expect(repriceBody({ flight: FLIGHT, fare: 'Standard' })).not.toHaveProperty('provider');
    expect(orderBody(newDraft(FLIGHT, 'Standard'), 529_900)).not.toHaveProperty('provider');
    // A selection stored before providers were kept reads as our own fare.
    const { provider: _, ...older } = FLIGHT;
    expect(repriceBody({ flight: older, fare: 'Standard' })).not.toHaveProperty('provider');
  });

  it('re-prices and orders a supplier’s offer at that supplier: its name and offer id, nothing else of it', () => {
    const flight = { ...FLIGHT, provider: DUFFEL };
    expect(repriceBody({ flight, fare: 'Standard' }, 498_000)).toMatchObject({
      flightId: '162020783',
      provider: { supplier: 'duffel', offerId: 'off_0000AbC' },
      expectedTotalMinor: 498_000,
    });
    expect(orderBody(newDraft(flight, 'Standard'), 527_900).provider).toEqual({
      supplier: 'duffel',
      offerId: 'off_0000AbC',
    });
  });

  it('sends every traveller’s date of birth with an order at a supplier, which the travellers step asks for', () => {
    const flight = { ...FLIGHT, provider: DUFFEL };
    const draft = newDraft(flight, 'Standard');
    expect(travellersContext(draft).atSupplier).toBe(true);
    expect(travellersContext(newDraft(FLIGHT, 'Standard')).atSupplier).toBe(false);
    draft.passengers = draft.passengers.map((p) => ({
      ...p,
      title: 'Ms',
      firstName: 'Asha',
      lastName: 'Verma',
      dateOfBirth: '1990-04-02',
    }));
    expect(orderBody(draft, 527_900).passengers.map((p) => p.dateOfBirth)).toEqual(
      draft.passengers.map(() => '1990-04-02'),
    );
  });
});

describe('the price checkout expects', () => {
  it('is the supplier’s quote for the party plus our fee, so Continue re-prices without a false price change', () => {
    const flight = { ...FLIGHT, provider: DUFFEL };
    const price = draftPrice(newDraft(flight, 'Standard'));
    expect(price.baseFareMinor + price.taxesAndFeesMinor).toBe(498_000);
    expect(price.totalMinor).toBe(498_000 + price.convenienceFeeMinor);
    // Our own fare is priced from our Standard fare, as before.
    const own = draftPrice(newDraft(FLIGHT, 'Standard'));
    expect(own.baseFareMinor + own.taxesAndFeesMinor).not.toBe(498_000);
  });
});
