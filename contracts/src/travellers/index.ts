export * from './travellers.schemas';
export {
  ADULT_TITLES,
  CHILD_TITLES,
  normaliseTravellerDetails,
  travellerDetailsProblems,
  type TravellerDetails,
} from '../flight-checkout/travellers';
