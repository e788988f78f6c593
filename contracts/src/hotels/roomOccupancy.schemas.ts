import { Type } from '@sinclair/typebox';
import { BOOKING_LIMITS } from '../rules/hotelBooking';
import { ROOM_PARAM_PATTERN } from './roomOccupancy';

// Apart from roomOccupancy.ts's rules so a page that reads a stay's rooms does not download TypeBox.
/** One room of the `room` list (checked in full by parseRoomParam). */
export const RoomParam = Type.String({
  pattern: ROOM_PARAM_PATTERN,
  description: "one room: its adults, then each child's age, dash-separated ('2', '1-6')",
});
export const RoomParams = Type.Array(RoomParam, { minItems: 1, maxItems: BOOKING_LIMITS.maxRooms });
