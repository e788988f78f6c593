import { useId, useState } from 'react';
import { filterDestinations } from '@travel/contracts/rules';
import { fieldAria, FieldFrame } from '@travel/shared-ui/fields';

/**
 * A destination box with suggestions (a combobox): typing narrows the list, arrow keys move, Enter picks.
 * When nothing matches it says 'No destinations found matching "…"'.
 */
export function DestinationField({
  value,
  onChange,
  destinations,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  destinations: readonly string[];
  error?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = filterDestinations(value, destinations);

  const pick = (name: string) => {
    onChange(name);
    setOpen(false);
    setActive(-1);
  };

  return (
    <FieldFrame id={id} className="hh-destination" labelClassName="hh-label" label="Destination" error={error}>
      <input
        {...fieldAria(id, { error })}
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder="Where are you going?"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setActive((index) => Math.min(matches.length - 1, index + 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((index) => Math.max(0, index - 1));
          } else if (event.key === 'Enter' && open && active >= 0 && matches[active]) {
            event.preventDefault();
            pick(matches[active]);
          } else if (event.key === 'Escape') setOpen(false);
        }}
      />
      {open && (
        <ul className="hh-destination__list" id={`${id}-list`} role="listbox" aria-label="Destinations">
          {matches.length === 0 ? (
            <li className="hh-destination__empty" role="option" aria-disabled="true" aria-selected="false">
              No destinations found matching &quot;{value.trim()}&quot;
            </li>
          ) : (
            matches.map((name, index) => (
              <li
                key={name}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'is-active' : undefined}
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(name);
                }}
              >
                {name}
              </li>
            ))
          )}
        </ul>
      )}
    </FieldFrame>
  );
}
