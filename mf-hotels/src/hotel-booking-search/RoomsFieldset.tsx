import {
  BOOKING_LIMITS,
  canAddRoom,
  canRemoveRoom,
  emptyRoom,
  type BookingFormErrors,
  type RoomFormValues,
} from '@travel/contracts/rules';
import { childrenChange, numberOrBlank, replaceRoom, withoutRoom } from './bookingFormValues';
import { FieldError } from './FieldError';

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
      <div className="tp-field">
        <label htmlFor={`${prefix}-adults`}>Adults *</label>
        <input
          id={`${prefix}-adults`}
          type="number"
          min={BOOKING_LIMITS.minAdults}
          max={BOOKING_LIMITS.maxAdults}
          value={room.adults}
          aria-invalid={Boolean(errors.adults)}
          aria-describedby={`${prefix}-adults-error`}
          onChange={(event) => onChange({ adults: numberOrBlank(event.target.value) })}
        />
        <FieldError id={`${prefix}-adults-error`} message={errors.adults} />
      </div>
      <div className="tp-field">
        <label htmlFor={`${prefix}-children`}>Children</label>
        <input
          id={`${prefix}-children`}
          type="number"
          min={BOOKING_LIMITS.minChildren}
          max={BOOKING_LIMITS.maxChildren}
          value={room.children}
          aria-invalid={Boolean(errors.children)}
          aria-describedby={`${prefix}-children-error`}
          onChange={(event) => onChange(childrenChange(room, event.target.value))}
        />
        <FieldError id={`${prefix}-children-error`} message={errors.children} />
      </div>
      <div className="tp-field">
        <label htmlFor={`${prefix}-ages`}>Children ages (comma-separated)</label>
        <input
          id={`${prefix}-ages`}
          type="text"
          inputMode="numeric"
          placeholder="e.g. 4, 9"
          value={room.childAges}
          disabled={!room.children}
          aria-invalid={Boolean(errors.childAges)}
          aria-describedby={`${prefix}-ages-error`}
          onChange={(event) => onChange({ childAges: event.target.value })}
        />
        <FieldError id={`${prefix}-ages-error`} message={errors.childAges} />
      </div>
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
