import type { ReactNode } from 'react';
import {
  BOOKING_CURRENCIES,
  HOTEL_CITIES,
  NATIONALITIES,
  addDays,
  type BookingFormErrors,
  type HotelBookingFormValues,
} from '@travel/contracts/rules';
import { DateField, SelectField } from '@travel/shared-ui/fields';

type StayField = 'checkinDate' | 'checkoutDate' | 'city' | 'nationality' | 'currency';

interface StayFieldsProps {
  values: HotelBookingFormValues;
  errors: BookingFormErrors;
  today: string;
  onChange: (next: Partial<HotelBookingFormValues>) => void;
}

/** Dates, city, nationality and currency: the required fields of the stay. */
export function StayFields({ values, errors, today, onChange }: StayFieldsProps) {
  const dateField = (name: 'checkinDate' | 'checkoutDate', id: string, label: string, min: string) => (
    <DateField
      id={id}
      label={label}
      min={min}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
    />
  );

  const selectField = (name: StayField, id: string, label: string, placeholder: string, options: ReactNode) => (
    <SelectField
      id={id}
      label={label}
      placeholder={placeholder}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
    >
      {options}
    </SelectField>
  );

  return (
    <div className="hb-grid">
      {dateField('checkinDate', 'hb-checkin', 'Check-in date *', today)}
      {dateField(
        'checkoutDate',
        'hb-checkout',
        'Check-out date *',
        values.checkinDate ? addDays(values.checkinDate, 1) : today,
      )}
      {selectField(
        'city',
        'hb-city',
        'City *',
        'Choose a city',
        HOTEL_CITIES.map((city) => (
          <option key={city} value={city}>
            {city}
          </option>
        )),
      )}
      {selectField(
        'nationality',
        'hb-nationality',
        'Nationality *',
        'Choose a nationality',
        NATIONALITIES.map((nationality) => (
          <option key={nationality.code} value={nationality.code}>
            {nationality.name}
          </option>
        )),
      )}
      {selectField(
        'currency',
        'hb-currency',
        'Currency *',
        'Choose a currency',
        BOOKING_CURRENCIES.map((code) => (
          <option key={code} value={code} translate="no">
            {code}
          </option>
        )),
      )}
    </div>
  );
}
