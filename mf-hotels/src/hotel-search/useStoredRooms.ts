import { useEffect, useState } from 'react';
import { readStoredRooms, writeStoredRooms, type PickerRoom } from './pickerRooms';

/** The guests picker's rooms kept in local storage (pickerRooms.ts says how), restored on load. */
export function useStoredRooms(): [PickerRoom[], (rooms: PickerRoom[]) => void] {
  const [rooms, setRooms] = useState<PickerRoom[]>(() => readStoredRooms(window.localStorage));
  useEffect(() => {
    writeStoredRooms(window.localStorage, rooms);
  }, [rooms]);
  return [rooms, setRooms];
}
