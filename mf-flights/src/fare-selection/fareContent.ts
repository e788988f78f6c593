import { DATE_CHANGE_FEE_MINOR, type FareType } from '@travel/contracts/rules';

/** The date change fee in rupees, as the fare cards show fees. */
const changeFee = (fare: FareType) => (DATE_CHANGE_FEE_MINOR[fare] ?? 0) / 100;

/** The three fares (Saver, Standard, Flexi): what each includes, and its conditions. */
export interface FareFeature {
  text: string;
  included: boolean;
  /** A fee in rupees shown after the text (through Price). */
  fee?: number;
}

/** A condition line; `fee` (rupees) is shown between text and after. */
export interface FareCondition {
  text: string;
  fee?: number;
  after?: string;
}

export const FARE_DETAILS: Record<
  FareType,
  { popular: boolean; features: FareFeature[]; conditions: FareCondition[] }
> = {
  Saver: {
    popular: false,
    features: [
      { text: '7 kg hand baggage', included: true },
      { text: 'No checked baggage', included: false },
      { text: 'Non-refundable', included: false },
      { text: 'Date change fee', fee: changeFee('Saver'), included: true },
      { text: 'No name change', included: false },
      { text: 'Seat selection at a fee', included: false },
    ],
    conditions: [
      { text: 'Cancellation: no refund' },
      { text: 'Date change:', fee: changeFee('Saver'), after: 'plus fare difference' },
    ],
  },
  Standard: {
    popular: true,
    features: [
      { text: '15 kg checked baggage', included: true },
      { text: '7 kg hand baggage', included: true },
      { text: '50% refund if cancelled 24h or more before departure', included: true },
      { text: 'Date change fee', fee: changeFee('Standard'), included: true },
      { text: 'Standard seat selection', included: true },
      { text: 'Meal on board at a fee', included: false },
    ],
    conditions: [
      { text: 'Cancellation: 50% refund 24 hours or more before departure' },
      { text: 'Date change:', fee: changeFee('Standard'), after: 'plus fare difference' },
    ],
  },
  Flexi: {
    popular: false,
    features: [
      { text: '25 kg checked baggage', included: true },
      { text: '10 kg hand baggage', included: true },
      { text: '90% refund anytime', included: true },
      { text: 'Free date changes', included: true },
      { text: 'Free seat selection', included: true },
      { text: 'Complimentary meal', included: true },
      { text: 'Priority check-in', included: true },
    ],
    conditions: [
      { text: 'Cancellation: 90% refund at any time' },
      { text: 'Date change: free (fare difference applies)' },
    ],
  },
};

export const BAGGAGE_TABLE = [
  { class: 'Economy', checked: '15 kg', carryOn: '7 kg', personal: 'Yes' },
  { class: 'Premium Economy', checked: '15 kg', carryOn: '10 kg', personal: 'Yes' },
  { class: 'Business', checked: '25 kg', carryOn: '14 kg', personal: 'Yes' },
];

export const INFO_SECTIONS = [
  {
    id: 'fare-rules',
    title: 'Fare rules',
    body: [
      'Refunds and date changes follow the fare you choose (see Select Your Fare).',
      'Tickets are issued within 24 hours of booking.',
    ],
  },
  {
    id: 'check-in',
    title: 'Check-in',
    body: [
      'Web check-in opens 48 hours before departure.',
      'Domestic counters close 60 minutes before departure; for international flights arrive 3 hours early.',
    ],
  },
  {
    id: 'documents',
    title: 'Travel documents',
    body: [
      'Carry a government photo ID; international travellers need a passport valid for six months and any visa required.',
      'Special meals must be requested 24 hours ahead.',
    ],
  },
  {
    id: 'terms',
    title: 'Terms',
    body: [
      'Carry-on liquids: at most 100 ml per container.',
      'Prices include taxes and fees shown in the price breakdown; the airline’s conditions of carriage apply.',
    ],
  },
];

export const AMENITIES = [
  'In-seat power',
  'Wi-Fi (paid)',
  'Meals for purchase',
  'Entertainment on your device',
  'Extra legroom rows',
];
