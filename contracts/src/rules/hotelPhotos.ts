/** A hotel's id, as the API's paths and the hotel page's link carry it (`PAR-0001`). */
export const HOTEL_ID_PATTERN = '^[A-Z]{3}-\\d{4}$';

const HOTEL_ID = new RegExp(HOTEL_ID_PATTERN);

/** Where the API draws a hotel's photo `n` (from 1): the address its replies list and the hotel page shows. */
export const hotelPhotoPath = (hotelId: string, n: number) => `/api/hotels/${hotelId}/photos/${n}.svg`;

/**
 * The photo the hotel page shows first for the hotel its link names, known before the hotel's data arrives (the
 * first photo the API lists), or undefined when the link's id is not a hotel id: React's first render of the hotel
 * page draws it where the gallery will show it (docs/performance.md, "The first paint").
 */
export const firstHotelPhoto = (hotelId: string): string | undefined =>
  HOTEL_ID.test(hotelId) ? hotelPhotoPath(hotelId, 1) : undefined;
