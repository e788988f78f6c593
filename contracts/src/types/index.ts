// Shapes of what the API answers, shared by the API and the remotes that read it.
export type {
  DayPrice,
  FlightOffer,
  FlightSearchResponse,
  LegResult,
  ProviderOption,
  SimilarFlight,
} from '../flights/flights.schemas';
