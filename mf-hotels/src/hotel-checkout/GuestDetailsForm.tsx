import { HOTEL_GUEST_TITLES } from '@travel/contracts/hotel-checkout';
import { roomGuestsText, type RoomGuests } from '@travel/contracts/hotels';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@travel/shared-ui/fields';

export interface GuestFormValues {
  guests: { title: string; firstName: string; lastName: string }[];
  childAges: string[];
  email: string;
  mobile: string;
  wantsGstInvoice: boolean;
  gstin: string;
  companyName: string;
  specialRequests: string;
  arrivalTime: string;
}

export const emptyGuestForm = (rooms: number, childAges: string[]): GuestFormValues => ({
  // No title until the guest chooses one: a default would be kept unnoticed.
  guests: Array.from({ length: rooms }, () => ({ title: '', firstName: '', lastName: '' })),
  childAges,
  email: '',
  mobile: '',
  wantsGstInvoice: false,
  gstin: '',
  companyName: '',
  specialRequests: '',
  arrivalTime: '',
});

const TITLES = HOTEL_GUEST_TITLES.map((title) => ({ value: title, label: title }));
const AGES = Array.from({ length: 18 }, (_, age) => ({ value: String(age), label: String(age) }));
// Half-hour steps; the hotel's own time.
const ARRIVALS = Array.from({ length: 48 }, (_, i) => {
  const time = `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
  return { value: time, label: time };
});

/** The form's name of a problem's field ('contact.email' is the form's 'email'), for Formik. */
export function guestFormName(field: string): string {
  const contact = /^contact\.(\w+)$/.exec(field);
  if (contact) return contact[1];
  // The API's one problem of the ages is shown at the first child's age.
  if (field === 'childAges') return 'childAges.0';
  return field.replace(/\[(\d+)\]/g, '.$1');
}

const CONTROL_IDS: Record<string, string> = {
  email: 'hk-email',
  mobile: 'hk-mobile',
  gstin: 'hk-gstin',
  companyName: 'hk-company',
  arrivalTime: 'hk-arrival',
  specialRequests: 'hk-requests',
};

/** The id of the control a problem's field is shown at; none for the stay's own (dates, rooms). */
export function guestControlId(field: string): string | undefined {
  const name = guestFormName(field);
  const guest = /^guests\.(\d+)\.(title|firstName|lastName)$/.exec(name);
  if (guest) return `hk-guest-${guest[1]}-${{ title: 'title', firstName: 'first', lastName: 'last' }[guest[2]]}`;
  const child = /^childAges\.(\d+)$/.exec(name);
  if (child) return `hk-child-${child[1]}`;
  return CONTROL_IDS[name];
}

/** Where each room's children start in the form's flat `childAges` (rooms in order). */
const firstChildOf = (rooms: Pick<RoomGuests, 'children'>[], room: number) =>
  rooms.slice(0, room).reduce((sum, r) => sum + r.children, 0);

/**
 * One block per room with who sleeps there (its adults and children, as the search gave them or spread evenly),
 * its lead guest and its children's ages; then contact, GST details for a business invoice, special requests and
 * arrival time. Inside the page's FormikForm: each field binds by name and shows its own problem.
 */
export function GuestDetailsForm({
  values,
  rooms,
}: {
  values: GuestFormValues;
  rooms: Pick<RoomGuests, 'adults' | 'children'>[];
}) {
  return (
    <>
      {values.guests.map((_guest, i) => (
        <fieldset key={i} className="hk-fieldset" aria-describedby={`hk-room-${i}-guests`}>
          <legend>{`Room ${i + 1}`}</legend>
          <p id={`hk-room-${i}-guests`} className="hk-room-guests">
            {rooms[i] ? roomGuestsText(rooms[i]) : ''}
          </p>
          <SelectField
            id={`hk-guest-${i}-title`}
            name={`guests.${i}.title`}
            label="Title"
            placeholder="Choose a title"
            options={TITLES}
          />
          <TextField
            id={`hk-guest-${i}-first`}
            name={`guests.${i}.firstName`}
            label="First name"
            autoComplete={i === 0 ? 'given-name' : 'off'}
          />
          <TextField
            id={`hk-guest-${i}-last`}
            name={`guests.${i}.lastName`}
            label="Last name"
            autoComplete={i === 0 ? 'family-name' : 'off'}
          />
          {Array.from({ length: rooms[i]?.children ?? 0 }, (_child, k) => {
            const child = firstChildOf(rooms, i) + k;
            return (
              <SelectField
                key={child}
                id={`hk-child-${child}`}
                name={`childAges.${child}`}
                label={`Age of child ${k + 1}`}
                placeholder="Choose an age"
                options={AGES}
              />
            );
          })}
        </fieldset>
      ))}

      <fieldset className="hk-fieldset">
        <legend>Contact details</legend>
        <TextField
          id="hk-email"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          hint="Your voucher is sent here"
        />
        <TextField
          id="hk-mobile"
          name="mobile"
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
        />
        <CheckboxField id="hk-wants-gst" name="wantsGstInvoice" label="I need a GST invoice for my business" />
        {values.wantsGstInvoice && (
          <>
            <TextField id="hk-gstin" name="gstin" label="GSTIN" />
            <TextField id="hk-company" name="companyName" label="Company name" autoComplete="organization" />
          </>
        )}
      </fieldset>

      <fieldset className="hk-fieldset">
        <legend>Your stay</legend>
        <SelectField
          id="hk-arrival"
          name="arrivalTime"
          label="Arrival time (optional)"
          hint="The hotel's local time"
          placeholder="I don't know yet"
          options={ARRIVALS}
        />
        <TextAreaField
          id="hk-requests"
          name="specialRequests"
          label="Special requests (optional)"
          hint="The hotel tries to meet them but cannot promise to"
          maxLength={500}
        />
      </fieldset>
    </>
  );
}
