/** '1 night', '3 nights': whole phrases, so the page translator finds each in the catalog. */
export const nightsText = (nights: number) => (nights === 1 ? '1 night' : `${nights} nights`);
export const roomsText = (rooms: number) => (rooms === 1 ? '1 room' : `${rooms} rooms`);
