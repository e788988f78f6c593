import { apiClient, type HotelSearchRequest } from '@travel/shared-ui';

/** A result card as GET/POST /api/hotels/search answer it (money in paise). */
export interface HotelCardData {
  id: string;
  name: string;
  image: string;
  photoCount: number;
  hasPhotos: boolean;
  propertyType: string;
  rating: number;
  reviewScore: number;
  reviewText: string;
  reviewCount: number;
  location: string;
  neighbourhood: string;
  lat: number;
  lng: number;
  distanceKm: number;
  distanceFrom: string;
  pricePerNight: number;
  originalPrice: number;
  nights: number;
  totalPrice: number;
  freeCancellation: boolean;
  payOnArrival: boolean;
  breakfastIncluded: boolean;
  providersCount: number;
  amenities: string[];
  popularWith: string[];
}

export interface Spot {
  name: string;
  lat: number;
  lng: number;
}

export interface HotelFacets {
  price: { min: number; max: number };
  stars: Record<string, number>;
  propertyTypes: Record<string, number>;
  neighbourhoods: { name: string; distanceKm: number; count: number }[];
  popularWith: Record<string, number>;
  amenities: Record<string, number>;
  policies: { freeCancellation: number; payOnArrival: number; breakfastIncluded: number; dealsTonight: number };
}

export interface HotelSearchResult {
  destination: { city: string; country: string; centre: Spot };
  checkIn: string;
  checkOut: string;
  nights: number;
  page: number;
  total: number;
  hasMore: boolean;
  hotels: HotelCardData[];
  places: Spot[];
  facets: HotelFacets;
}

export interface HotelRequestResult {
  searchId: string;
  city: string;
  currency: string;
  nights: number;
  rooms: number;
  adults: number;
  children: number;
  total: number;
  hotels: HotelCardData[];
}

export interface ProviderOffer {
  provider: string;
  price_per_night: number;
  free_cancellation: boolean;
}

export interface HotelDetails {
  id: string;
  description: string;
  check_in_time: string;
  check_out_time: string;
  cancellation_policy: string;
  photos: string[];
  providers: ProviderOffer[];
}

export interface BookingSummary {
  id: string;
  hotelName: string;
  city: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  rooms: number;
  totalAmount: number;
  status: string;
  cancellationPolicy: string;
  refund: {
    refundPercentage: number;
    refundReason: string;
    refundableAmount: number;
    deductions: number;
    netRefund: number;
  };
}

export interface CancellationReceipt {
  id: string;
  bookingId: string;
  netRefund: number;
  refundableAmount: number;
  deductions: number;
  refundPreference: string;
}

/** Query string of the results page → the API's search (same names, repeated keys for lists). */
export async function searchHotels(query: URLSearchParams, page: number): Promise<HotelSearchResult> {
  const params = new URLSearchParams(query);
  params.set('page', String(page));
  const { data } = await apiClient.get<HotelSearchResult>(`/hotels/search?${params.toString()}`);
  return data;
}

export async function submitHotelSearch(request: HotelSearchRequest): Promise<HotelRequestResult> {
  const { data } = await apiClient.post<HotelRequestResult>('/hotels/search', request);
  return data;
}

export async function fetchHotelDetails(id: string): Promise<HotelDetails> {
  const { data } = await apiClient.get<{ hotel: HotelDetails }>(`/hotels/${encodeURIComponent(id)}`);
  return data.hotel;
}

export interface BookingLookup {
  bookingId: string;
  email: string;
  phone?: string;
}

export async function lookupBooking(lookup: BookingLookup): Promise<BookingSummary> {
  const { data } = await apiClient.post<{ booking: BookingSummary }>('/bookings/lookup', lookup);
  return data.booking;
}

export async function requestCancellation(
  input: BookingLookup & { reason: string; additionalNotes?: string; refundPreference: 'original' | 'credit' },
): Promise<CancellationReceipt> {
  const { data } = await apiClient.post<{ request: CancellationReceipt }>('/bookings/cancellations', input);
  return data.request;
}

export const rupees = (paise: number) => paise / 100;
