import { HOTEL_GUEST_TITLES } from '@travel/contracts/hotel-checkout';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@travel/shared-ui/form';

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
  guests: Array.from({ length: rooms }, () => ({ title: 'Mr', firstName: '', lastName: '' })),
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

/**
 * The lead guest of each room, the children's ages when the search did not give them, contact, GST details for
 * a business invoice, special requests and arrival time. `problem` is the first rule broken, drawn at its field.
 */
export function GuestDetailsForm({
  values,
  onChange,
  problem,
}: {
  values: GuestFormValues;
  onChange: (values: GuestFormValues) => void;
  problem?: { field: string; message: string } | null;
}) {
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  const setGuest = (index: number, change: Partial<GuestFormValues['guests'][number]>) =>
    onChange({ ...values, guests: values.guests.map((guest, i) => (i === index ? { ...guest, ...change } : guest)) });

  return (
    <>
      {values.guests.map((guest, i) => (
        <fieldset key={i} className="hk-fieldset">
          <legend>{`Room ${i + 1}: lead guest`}</legend>
          <SelectField
            id={`hk-guest-${i}-title`}
            label="Title"
            options={TITLES}
            value={guest.title}
            error={errorOf(`guests[${i}].title`)}
            onChange={(event) => setGuest(i, { title: event.target.value })}
          />
          <TextField
            id={`hk-guest-${i}-first`}
            label="First name"
            autoComplete={i === 0 ? 'given-name' : 'off'}
            value={guest.firstName}
            error={errorOf(`guests[${i}].firstName`)}
            onChange={(event) => setGuest(i, { firstName: event.target.value })}
          />
          <TextField
            id={`hk-guest-${i}-last`}
            label="Last name"
            autoComplete={i === 0 ? 'family-name' : 'off'}
            value={guest.lastName}
            error={errorOf(`guests[${i}].lastName`)}
            onChange={(event) => setGuest(i, { lastName: event.target.value })}
          />
        </fieldset>
      ))}

      {values.childAges.length > 0 && (
        <fieldset className="hk-fieldset">
          <legend>Children</legend>
          {values.childAges.map((age, i) => (
            <SelectField
              key={i}
              id={`hk-child-${i}`}
              label={`Age of child ${i + 1}`}
              placeholder="Choose an age"
              options={AGES}
              value={age}
              error={errorOf('childAges') && age === '' ? errorOf('childAges') : undefined}
              onChange={(event) =>
                onChange({ ...values, childAges: values.childAges.map((a, j) => (j === i ? event.target.value : a)) })
              }
            />
          ))}
        </fieldset>
      )}

      <fieldset className="hk-fieldset">
        <legend>Contact details</legend>
        <TextField
          id="hk-email"
          label="Email"
          type="email"
          autoComplete="email"
          hint="Your voucher is sent here"
          value={values.email}
          error={errorOf('contact.email')}
          onChange={(event) => onChange({ ...values, email: event.target.value })}
        />
        <TextField
          id="hk-mobile"
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={values.mobile}
          error={errorOf('contact.mobile')}
          onChange={(event) => onChange({ ...values, mobile: event.target.value })}
        />
        <CheckboxField
          id="hk-wants-gst"
          label="I need a GST invoice for my business"
          checked={values.wantsGstInvoice}
          onChange={(event) => onChange({ ...values, wantsGstInvoice: event.target.checked })}
        />
        {values.wantsGstInvoice && (
          <>
            <TextField
              id="hk-gstin"
              label="GSTIN"
              value={values.gstin}
              error={errorOf('contact.gstin')}
              onChange={(event) => onChange({ ...values, gstin: event.target.value })}
            />
            <TextField
              id="hk-company"
              label="Company name"
              autoComplete="organization"
              value={values.companyName}
              error={errorOf('contact.companyName')}
              onChange={(event) => onChange({ ...values, companyName: event.target.value })}
            />
          </>
        )}
      </fieldset>

      <fieldset className="hk-fieldset">
        <legend>Your stay</legend>
        <SelectField
          id="hk-arrival"
          label="Arrival time (optional)"
          hint="The hotel's local time"
          placeholder="I don't know yet"
          options={ARRIVALS}
          value={values.arrivalTime}
          error={errorOf('arrivalTime')}
          onChange={(event) => onChange({ ...values, arrivalTime: event.target.value })}
        />
        <TextAreaField
          id="hk-requests"
          label="Special requests (optional)"
          hint="The hotel tries to meet them but cannot promise to"
          maxLength={500}
          value={values.specialRequests}
          error={errorOf('specialRequests')}
          onChange={(event) => onChange({ ...values, specialRequests: event.target.value })}
        />
      </fieldset>
    </>
  );
}
