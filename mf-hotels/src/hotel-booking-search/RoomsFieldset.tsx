import {
  BOOKING_LIMITS,
  canAddRoom,
  canRemoveRoom,
  emptyRoom,
  type BookingFormErrors,
  type RoomFormValues,
} from '@travel/contracts/rules';
import { childrenChange, numberOrBlank, replaceRoom, withoutRoom } from './bookingFormValues';
import { TextField } from '@travel/shared-ui/fields';

type RoomErrors = NonNullable<BookingFormErrors['roomErrors']>[number];

interface RoomFieldsProps {
  room: RoomFormValues;
  index: number;
  errors: RoomErrors;
  removable: boolean;
  onChange: (next: Partial<RoomFormValues>) => void;
  onRemove: () => void;
}

/** One room's guests: adults, children and the children's ages (enabled only with children). */
function RoomFields({ room, index, errors, removable, onChange, onRemove }: RoomFieldsProps) {
  const prefix = `hb-room-${index}`;
  return (
    <div className="hb-room" role="group" aria-label={`Room ${index + 1}`}>
      <h2 className="hb-room__title">Room {index + 1}</h2>
      <TextField
        id={`${prefix}-adults`}
        label="Adults *"
        type="number"
        min={BOOKING_LIMITS.minAdults}
        max={BOOKING_LIMITS.maxAdults}
        value={room.adults}
        error={errors.adults}
        onChange={(event) => onChange({ adults: numberOrBlank(event.target.value) })}
      />
      <TextField
        id={`${prefix}-children`}
        label="Children"
        type="number"
        min={BOOKING_LIMITS.minChildren}
        max={BOOKING_LIMITS.maxChildren}
        value={room.children}
        error={errors.children}
        onChange={(event) => onChange(childrenChange(room, event.target.value))}
      />
      <TextField
        id={`${prefix}-ages`}
        label="Children ages (comma-separated)"
        inputMode="numeric"
        placeholder="e.g. 4, 9"
        value={room.childAges}
        disabled={!room.children}
        error={errors.childAges}
        onChange={(event) => onChange({ childAges: event.target.value })}
      />
      {removable && (
        <button type="button" className="tp-button tp-button--secondary hb-room__remove" onClick={onRemove}>
          Remove room {index + 1}
        </button>
      )}
    </div>
  );
}

interface RoomsFieldsetProps {
  rooms: RoomFormValues[];
  errors: BookingFormErrors['roomErrors'];
  onChange: (rooms: RoomFormValues[]) => void;
}

/** One to five rooms: no Remove for a single room, Add disabled at five. */
export function RoomsFieldset({ rooms, errors, onChange }: RoomsFieldsetProps) {
  return (
    <fieldset className="hb-rooms">
      <legend>{`Rooms (${rooms.length} of ${BOOKING_LIMITS.maxRooms})`}</legend>
      {rooms.map((room, index) => (
        <RoomFields
          key={index}
          room={room}
          index={index}
          errors={errors?.[index] ?? {}}
          removable={canRemoveRoom(rooms)}
          onChange={(next) => onChange(replaceRoom(rooms, index, next))}
          onRemove={() => onChange(withoutRoom(rooms, index))}
        />
      ))}
      <button
        type="button"
        className="tp-button tp-button--secondary"
        disabled={!canAddRoom(rooms)}
        onClick={() => onChange([...rooms, emptyRoom()])}
      >
        Add room
      </button>
    </fieldset>
  );
}
