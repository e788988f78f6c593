import { Fragment } from 'react';
import { roomCompanions } from '@travel/contracts/hotels';
import type { HotelStayRoom } from '@travel/contracts/trips';

/** One room of a stay: contracts' HotelStayRoom, the name this entry has exported since 2.2.0. */
export type RoomGuestsListRoom = HotelStayRoom;

export interface RoomGuestsListProps {
  /** The stay's rooms, in room order. */
  rooms: HotelStayRoom[];
  /** The page's list style. */
  className?: string;
  'aria-label'?: string;
}

/**
 * Every guest of each room, as the hotel voucher lists them: "Room 1", then its lead guest by name (never
 * translated) and the others ('1 more adult', 'child aged 6'). The hotel confirmation and My Trips draw it.
 */
export function RoomGuestsList({ rooms, className, 'aria-label': label }: RoomGuestsListProps) {
  return (
    <dl className={className} aria-label={label}>
      {rooms.map((room, i) => (
        <Fragment key={i}>
          <dt>{`Room ${i + 1}`}</dt>
          <dd>
            <span translate="no">{room.leadGuest}</span> (lead guest)
            {roomCompanions(room).map((companion) => (
              <Fragment key={companion}>
                , <span>{companion}</span>
              </Fragment>
            ))}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
