export * from './travellers.schemas';
export { travellerDetailsProblem, type TravellerDetails } from '../flight-checkout/travellers';
