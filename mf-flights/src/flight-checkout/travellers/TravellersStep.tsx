import { useEffect } from 'react';
import { useFormik } from 'formik';
import { selectCurrentUser, useAppSelector } from '@travel/shared-ui/store';
import {
  CheckboxField,
  DateField,
  ErrorSummary,
  FormikForm,
  SelectField,
  TextField,
  fieldErrors,
  standingProblems,
  touchedFields,
} from '@travel/shared-ui/form';
import {
  ADULT_TITLES,
  CHILD_TITLES,
  checkoutProblems,
  type CheckoutPassenger,
  type TravellersContext,
} from '@travel/contracts/flight-checkout';
import { normaliseContact, personNameProblem, ticketName, type BookingContact } from '@travel/contracts/rules';
import { childAgesOf, travellersContext } from '../checkoutDraft';
import type { StepProps } from '../FlightCheckoutPage';
import { useAccountContact, useSavedTravellers } from '../api/getSavedTravellers';

interface TravellersForm {
  passengers: CheckoutPassenger[];
  contact: BookingContact;
  business: boolean;
  saveTravellers: boolean;
}

const upper = (value: string | undefined) => value?.trim().toUpperCase() || undefined;

/** The form's values as checkout keeps them: codes upper-cased, blank optional fields left out. */
function cleaned(values: TravellersForm): Pick<TravellersForm, 'passengers' | 'contact' | 'saveTravellers'> {
  return {
    saveTravellers: values.saveTravellers,
    passengers: values.passengers.map((p) => ({
      ...p,
      firstName: p.firstName.trim(),
      lastName: p.lastName.trim(),
      dateOfBirth: p.dateOfBirth || undefined,
      nationality: upper(p.nationality),
      passportNumber: upper(p.passportNumber),
      passportExpiry: p.passportExpiry || undefined,
    })),
    contact: normaliseContact(values.contact, values.business),
  };
}

/**
 * How the ticket will spell the traveller's name ('Zoe Sergio' for 'Zoë Sérgio'), when that differs from what
 * was typed; null when it does not, or while a name is not yet one the rules accept.
 */
function nameOnTheTicket(firstName: string, lastName: string): string | null {
  if (personNameProblem(firstName, 'first name') || personNameProblem(lastName, 'last name')) return null;
  const typed = `${firstName} ${lastName}`.replace(/\s+/g, ' ').trim();
  const onTheTicket = `${ticketName(firstName)} ${ticketName(lastName)}`;
  return onTheTicket === typed ? null : onTheTicket;
}

/** The problems of the form by the checkout rules (as the API checks them), in the form's order. */
const problemsOf = (values: TravellersForm, ctx: TravellersContext) => {
  const { passengers, contact } = cleaned(values);
  return checkoutProblems(passengers, contact, ctx);
};

/** The control a problem's field is shown at (its id below); none for a rule of no one field. */
const FIELD_IDS: Record<string, string> = {
  title: 'title',
  firstName: 'first',
  lastName: 'last',
  dateOfBirth: 'dob',
  nationality: 'nationality',
  passportNumber: 'passport',
  passportExpiry: 'expiry',
};
const CONTACT_IDS: Record<string, string> = {
  email: 'fc-email',
  mobile: 'fc-mobile',
  gstin: 'fc-gstin',
  companyName: 'fc-company',
};
function controlId(field: string): string | undefined {
  const passenger = /^passengers\[(\d+)\]\.(\w+)$/.exec(field);
  if (passenger) return FIELD_IDS[passenger[2]] && `fc-p${passenger[1]}-${FIELD_IDS[passenger[2]]}`;
  const contact = /^contact\.(\w+)$/.exec(field);
  return contact ? CONTACT_IDS[contact[1]] : undefined;
}

/** Step 1: one form per traveller (names as on the ID), the contact, and a GSTIN for a business invoice. */
export function TravellersStep({ draft, onChange, onDone }: StepProps) {
  const user = useAppSelector(selectCurrentUser);
  const signedIn = user !== null;
  const saved = useSavedTravellers(signedIn);
  const account = useAccountContact(signedIn);
  const ctx = travellersContext(draft);
  const childAges = childAgesOf(draft.flight);
  const initialValues: TravellersForm = {
    passengers: draft.passengers.map((p) => ({
      ...p,
      dateOfBirth: p.dateOfBirth ?? '',
      nationality: p.nationality ?? '',
      passportNumber: p.passportNumber ?? '',
      passportExpiry: p.passportExpiry ?? '',
    })),
    contact: {
      email: draft.contact.email || user?.email || '',
      mobile: draft.contact.mobile,
      gstin: draft.contact.gstin ?? '',
      companyName: draft.contact.companyName ?? '',
    },
    business: Boolean(draft.contact.gstin),
    saveTravellers: draft.saveTravellers ?? false,
  };
  // What the API refused when the order was sent (the review step brought the traveller back here with it). A
  // refused field of this form keeps its message until it is changed; one of another step is listed until the
  // next attempt (that step is where it is changed).
  const refused = draft.refused ?? [];
  const refusal = { problems: refused.filter((p) => controlId(p.field)), values: initialValues };
  const allProblems = (values: TravellersForm) => {
    const own = problemsOf(values, ctx);
    const standing = standingProblems(refusal, values).filter((p) => !own.some((o) => o.field === p.field));
    return [...own, ...standing];
  };
  const form = useFormik<TravellersForm>({
    initialValues,
    initialErrors: fieldErrors(refused),
    initialTouched: touchedFields(refused),
    validate: (values) => fieldErrors(allProblems(values)),
    onSubmit: (values) => {
      onChange({ ...draft, ...cleaned(values), refused: undefined });
      onDone();
    },
  });

  const accountMobile = account.status === 'success' ? account.data.mobile : null;
  const { setFieldValue } = form;
  const mobileEmpty = form.values.contact.mobile === '';
  useEffect(() => {
    // The account's mobile fills an empty field once it arrives; what the traveller typed is kept.
    if (accountMobile && mobileEmpty) void setFieldValue('contact.mobile', accountMobile);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountMobile]);
  const savedTravellers = saved.status === 'success' ? saved.data : [];

  let childIndex = 0;
  // After an attempt (or the API's refusal), every problem is listed at the top, and each shows at its field.
  const elsewhere = form.submitCount === 0 ? refused.filter((p) => !controlId(p.field)) : [];
  const attempted = form.submitCount > 0 || refused.length > 0;
  return (
    <FormikForm form={form} className="fc-travellers" aria-labelledby="fc-travellers-title">
      <h2 id="fc-travellers-title">Traveller details</h2>
      <ErrorSummary
        id="fc-travellers-problems"
        problems={attempted ? [...allProblems(form.values), ...elsewhere] : []}
        controlId={controlId}
        attempt={form.submitCount}
      />
      <p className="fc-hint">Enter each name exactly as it appears on the traveller’s ID.</p>
      {ctx.atSupplier && (
        <p className="fc-hint" id="fc-dob-why">
          The airline needs each traveller’s date of birth to issue the ticket.
        </p>
      )}
      {form.values.passengers.map((passenger, i) => {
        const childAge = passenger.type === 'child' ? childAges[childIndex++] : undefined;
        const name = `passengers.${i}`;
        const id = `fc-p${i}`;
        const onTheTicket = nameOnTheTicket(passenger.firstName, passenger.lastName);
        return (
          <fieldset key={id} className="fc-box fc-traveller">
            <legend>
              {passenger.type === 'adult'
                ? `Traveller ${i + 1}: adult`
                : `Traveller ${i + 1}: child, ${childAge} on the day of the flight`}
            </legend>
            {savedTravellers.some((t) => t.type === passenger.type) && (
              <SelectField
                id={`${id}-saved`}
                label="Saved traveller"
                placeholder="Choose a saved traveller"
                value=""
                className="fc-saved-traveller"
                onChange={(event) => {
                  const picked = savedTravellers.find((t) => t.id === event.target.value);
                  if (!picked) return;
                  void setFieldValue(name, {
                    ...passenger,
                    title: picked.title,
                    firstName: picked.firstName,
                    lastName: picked.lastName,
                    dateOfBirth: picked.dateOfBirth ?? '',
                    nationality: picked.nationality ?? '',
                    passportNumber: picked.passportNumber ?? '',
                    passportExpiry: picked.passportExpiry ?? '',
                  });
                }}
                options={savedTravellers
                  .filter((t) => t.type === passenger.type)
                  .map((t) => ({ value: t.id, label: `${t.title} ${t.firstName} ${t.lastName}` }))}
              />
            )}
            <SelectField
              id={`${id}-title`}
              name={`${name}.title`}
              label="Title"
              placeholder="Choose a title"
              options={(passenger.type === 'adult' ? ADULT_TITLES : CHILD_TITLES).map((t) => ({ value: t, label: t }))}
            />
            <TextField id={`${id}-first`} name={`${name}.firstName`} label="First name" autoComplete="off" />
            <TextField
              id={`${id}-last`}
              name={`${name}.lastName`}
              label="Last name"
              autoComplete="off"
              hint={onTheTicket ? `On the ticket: ${onTheTicket}` : undefined}
            />
            {(passenger.type === 'child' || ctx.atSupplier) && (
              <DateField id={`${id}-dob`} name={`${name}.dateOfBirth`} label="Date of birth" />
            )}
            {ctx.international && (
              <>
                <TextField
                  id={`${id}-nationality`}
                  name={`${name}.nationality`}
                  label="Nationality"
                  hint="Country code, such as IN"
                  maxLength={2}
                />
                <TextField id={`${id}-passport`} name={`${name}.passportNumber`} label="Passport number" />
                <DateField id={`${id}-expiry`} name={`${name}.passportExpiry`} label="Passport expiry" />
              </>
            )}
          </fieldset>
        );
      })}
      <fieldset className="fc-box">
        <legend>Contact details</legend>
        <p className="fc-hint">We send the e-ticket and the invoice here.</p>
        <TextField
          id="fc-email"
          name="contact.email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextField
          id="fc-mobile"
          name="contact.mobile"
          label="Mobile number"
          hint="10 digits"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
        />
        <CheckboxField id="fc-business" name="business" label="I need a GST invoice for my business" />
        {form.values.business && (
          <>
            <TextField id="fc-gstin" name="contact.gstin" label="GSTIN" hint="15 characters, like 27AAPFU0939F1ZV" />
            <TextField id="fc-company" name="contact.companyName" label="Company name" />
          </>
        )}
      </fieldset>
      {signedIn && (
        <CheckboxField id="fc-save-travellers" name="saveTravellers" label="Save these travellers to my account" />
      )}
      <button type="submit" className="tp-button">
        Continue to seats
      </button>
    </FormikForm>
  );
}
