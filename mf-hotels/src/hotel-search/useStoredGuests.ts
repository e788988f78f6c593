import { useEffect, useState } from 'react';
import { readStoredGuests, writeStoredGuests, type HotelGuests } from '@travel/contracts/rules';

/** Hotel guests kept in local storage (guestsAdults, guestsChildren, guestsRooms), restored on load. */
export function useStoredGuests(): [HotelGuests, (guests: HotelGuests) => void] {
  const [guests, setGuests] = useState<HotelGuests>(() => readStoredGuests(window.localStorage));
  useEffect(() => {
    writeStoredGuests(window.localStorage, guests);
  }, [guests]);
  return [guests, setGuests];
}
