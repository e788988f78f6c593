import { useEffect, useRef } from 'react';
import { canAddRoom, canRemoveRoom } from '@travel/contracts/rules';
import {
  canAddAdult,
  canAddChild,
  canRemoveAdult,
  canRemoveChild,
  CHILD_AGE_OPTIONS,
  newPickerRoom,
  type PickerRoom,
} from './pickerRooms';

interface StepperProps {
  label: string;
  hint: string;
  value: number;
  fewerLabel: string;
  moreLabel: string;
  canFewer: boolean;
  canMore: boolean;
  onChange: (delta: number) => void;
}

function Stepper({ label, hint, value, fewerLabel, moreLabel, canFewer, canMore, onChange }: StepperProps) {
  return (
    <div className="hh-stepper">
      <div>
        <span className="hh-stepper__label">{label}</span>
        <span className="hh-stepper__hint">{hint}</span>
      </div>
      <div className="hh-stepper__controls">
        <button type="button" aria-label={fewerLabel} disabled={!canFewer} onClick={() => onChange(-1)}>
          −
        </button>
        <output aria-label={label} aria-live="polite">
          {value}
        </output>
        <button type="button" aria-label={moreLabel} disabled={!canMore} onClick={() => onChange(1)}>
          +
        </button>
      </div>
    </div>
  );
}

interface RoomBlockProps {
  room: PickerRoom;
  index: number;
  idPrefix: string;
  flagMissingAges: boolean;
  removable: boolean;
  onChange: (room: PickerRoom) => void;
  onRemove: () => void;
}

/** One room: its adults, its children and each child's age. */
function RoomBlock({ room, index, idPrefix, flagMissingAges, removable, onChange, onRemove }: RoomBlockProps) {
  const number = index + 1;
  return (
    <fieldset className="hh-room">
      <legend className="hh-room__title">{`Room ${number}`}</legend>
      {removable && (
        <button type="button" className="hh-room__remove" aria-label={`Remove room ${number}`} onClick={onRemove}>
          Remove room
        </button>
      )}
      <Stepper
        label="Adults"
        hint="Ages 18 or above"
        value={room.adults}
        fewerLabel={`Room ${number}: remove adult`}
        moreLabel={`Room ${number}: add adult`}
        canFewer={canRemoveAdult(room)}
        canMore={canAddAdult(room)}
        onChange={(delta) => onChange({ ...room, adults: room.adults + delta })}
      />
      <Stepper
        label="Children"
        hint="Ages 0-17"
        value={room.childAges.length}
        fewerLabel={`Room ${number}: remove child`}
        moreLabel={`Room ${number}: add child`}
        canFewer={canRemoveChild(room)}
        canMore={canAddChild(room)}
        onChange={(delta) =>
          onChange({ ...room, childAges: delta > 0 ? [...room.childAges, null] : room.childAges.slice(0, -1) })
        }
      />
      {room.childAges.length > 0 && (
        <div className="hh-room__ages">
          {room.childAges.map((age, child) => {
            const id = `${idPrefix}-room-${index}-child-${child}`;
            return (
              <div className="hh-room__age" key={child}>
                <label htmlFor={id}>{`Age of child ${child + 1}`}</label>
                <select
                  id={id}
                  aria-label={`Room ${number}: age of child ${child + 1}`}
                  aria-invalid={flagMissingAges && age === null ? true : undefined}
                  value={age ?? ''}
                  onChange={(event) => {
                    const childAges = [...room.childAges];
                    childAges[child] = event.target.value === '' ? null : Number(event.target.value);
                    onChange({ ...room, childAges });
                  }}
                >
                  <option value="">Choose an age</option>
                  {CHILD_AGE_OPTIONS.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

export interface GuestsPanelProps {
  rooms: PickerRoom[];
  onChange: (rooms: PickerRoom[]) => void;
  idPrefix: string;
  /** A search was tried with a child's age missing: flag it, and focus the first such age on each try. */
  flagMissingAges: boolean;
  submitCount: number;
  onDone: () => void;
}

/** The guests picker's open panel: one block per room, Add room, Done (loaded when the picker is first opened). */
export default function GuestsPanel({
  rooms,
  onChange,
  idPrefix,
  flagMissingAges,
  submitCount,
  onDone,
}: GuestsPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const addRoom = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (submitCount > 0) panel.current?.querySelector<HTMLSelectElement>('select[aria-invalid]')?.focus();
  }, [submitCount]);
  const replace = (index: number, room: PickerRoom) => onChange(rooms.map((r, i) => (i === index ? room : r)));
  return (
    <div ref={panel}>
      {rooms.map((room, index) => (
        <RoomBlock
          key={index}
          room={room}
          index={index}
          idPrefix={idPrefix}
          flagMissingAges={flagMissingAges}
          removable={canRemoveRoom(rooms)}
          onChange={(next) => replace(index, next)}
          onRemove={() => {
            onChange(rooms.filter((_room, i) => i !== index));
            // The button pressed is gone: the focus goes on where rooms are added.
            addRoom.current?.focus();
          }}
        />
      ))}
      <button
        type="button"
        ref={addRoom}
        className="tp-button tp-button--secondary hh-guests__add"
        disabled={!canAddRoom(rooms)}
        onClick={() => onChange([...rooms, newPickerRoom()])}
      >
        Add room
      </button>
      {flagMissingAges && (
        <p className="tp-field__error" role="alert">
          {"Choose each child's age"}
        </p>
      )}
      <button type="button" className="tp-button hh-guests__done" onClick={onDone}>
        Done
      </button>
    </div>
  );
}
