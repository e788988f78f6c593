import { useEffect, useState } from 'react';
import { readStoredGuests, writeStoredGuests } from '@travel/contracts/rules';
import { readRoomGuests, roomGuestsTotals, roomParams } from '@travel/contracts/hotels';
import { completeRooms, pickerRoomsOf, pickerTotals, spreadPickerRooms, type PickerRoom } from './pickerRooms';

/**
 * Kept in local storage: the totals under the spec's keys (guestsAdults, guestsChildren, guestsRooms) and each
 * room's `room` value beside them, read back only while it still adds up to the totals.
 */
export const ROOM_LIST_STORAGE_KEY = 'guestsRoomList';

export function readStoredRooms(storage: Pick<Storage, 'getItem'>): PickerRoom[] {
  const totals = readStoredGuests(storage);
  try {
    const list: unknown = JSON.parse(storage.getItem(ROOM_LIST_STORAGE_KEY) ?? 'null');
    const rooms =
      Array.isArray(list) && list.every((value) => typeof value === 'string') && list.length > 0
        ? readRoomGuests({ room: list })
        : undefined;
    const stored = rooms && roomGuestsTotals(rooms);
    if (
      rooms &&
      stored &&
      stored.adults === totals.adults &&
      stored.children === totals.children &&
      stored.rooms === totals.rooms
    )
      return pickerRoomsOf(rooms);
  } catch {
    // Not JSON: the totals below.
  }
  return spreadPickerRooms(totals);
}

export function writeStoredRooms(storage: Pick<Storage, 'setItem' | 'removeItem'>, rooms: PickerRoom[]): void {
  writeStoredGuests(storage, pickerTotals(rooms));
  const complete = completeRooms(rooms);
  const params = complete && roomParams(complete);
  if (params) storage.setItem(ROOM_LIST_STORAGE_KEY, JSON.stringify(params));
  else storage.removeItem(ROOM_LIST_STORAGE_KEY);
}

/** The guests picker's rooms kept in local storage, restored on load. */
export function useStoredRooms(): [PickerRoom[], (rooms: PickerRoom[]) => void] {
  const [rooms, setRooms] = useState<PickerRoom[]>(() => readStoredRooms(window.localStorage));
  useEffect(() => {
    writeStoredRooms(window.localStorage, rooms);
  }, [rooms]);
  return [rooms, setRooms];
}
