import { useFormik } from 'formik';
import { apiFieldProblems } from '@travel/shared-ui/api';
import { DateField, FormikForm, RadioGroupField, SelectField, TextField, fieldErrors } from '@travel/shared-ui/form';
import { isoDate } from '@travel/contracts/rules';
import {
  ADULT_TITLES,
  CHILD_TITLES,
  normaliseTravellerDetails,
  travellerDetailsProblems,
  type SavedTraveller,
  type SavedTravellerInput,
} from '@travel/contracts/travellers';
import { useSaveTraveller } from './api/savedTravellers';

interface TravellerValues {
  type: 'adult' | 'child';
  title: SavedTravellerInput['title'];
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
}

const EMPTY: TravellerValues = {
  type: 'adult',
  title: 'Mr',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  nationality: '',
  passportNumber: '',
  passportExpiry: '',
};

/** The rules' messages start lower-case, to follow a traveller's label at checkout; alone, a sentence. */
const asSentences = (problems: { field: string; message: string }[]) =>
  problems.map((p) => ({ ...p, message: p.message.charAt(0).toUpperCase() + p.message.slice(1) }));

const titlesOf = (type: TravellerValues['type']) => (type === 'adult' ? ADULT_TITLES : CHILD_TITLES);

/** Adds a traveller checkout will offer: checked by the same rules as the API's, whose refusals show at their fields. */
export function SavedTravellerForm({
  onSaved,
  onCancel,
}: {
  onSaved: (t: SavedTraveller) => void;
  onCancel: () => void;
}) {
  const save = useSaveTraveller();
  const form = useFormik<TravellerValues>({
    initialValues: EMPTY,
    validate: (values) =>
      fieldErrors(asSentences(travellerDetailsProblems(normaliseTravellerDetails(values), isoDate()))),
    onSubmit: async (values, { setErrors }) => {
      try {
        onSaved(await save.mutate(normaliseTravellerDetails(values)));
      } catch (error) {
        setErrors(fieldErrors(asSentences(apiFieldProblems(error))));
      }
    },
  });
  const busy = save.status === 'pending';
  const { setFieldValue } = form;

  return (
    <FormikForm form={form} className="ma-traveller-form" aria-labelledby="new-traveller">
      <h3 id="new-traveller">Add a traveller</h3>
      {save.status === 'error' && (
        <p role="alert" className="tp-field__error">
          {save.message}
        </p>
      )}
      <p className="ma-account__note">Enter each name exactly as it appears on the traveller’s ID.</p>
      <RadioGroupField<TravellerValues['type']>
        id="traveller-type"
        name="type"
        legend="Traveller"
        options={[
          { value: 'adult', label: 'Adult' },
          { value: 'child', label: 'Child' },
        ]}
        onValueChange={(type) => {
          // A child's titles differ from an adult's; the first of the new list is picked.
          if (!(titlesOf(type) as readonly string[]).includes(form.values.title))
            void setFieldValue('title', titlesOf(type)[0]);
        }}
      />
      <SelectField
        id="traveller-title"
        name="title"
        label="Title"
        options={titlesOf(form.values.type).map((t) => ({ value: t, label: t }))}
      />
      <TextField id="traveller-first" name="firstName" label="First name" autoComplete="off" />
      <TextField id="traveller-last" name="lastName" label="Last name" autoComplete="off" />
      <DateField
        id="traveller-dob"
        name="dateOfBirth"
        label={form.values.type === 'child' ? 'Date of birth' : 'Date of birth (optional)'}
      />
      <TextField
        id="traveller-nationality"
        name="nationality"
        label="Nationality (optional)"
        hint="Country code, such as IN"
        maxLength={2}
      />
      <TextField id="traveller-passport" name="passportNumber" label="Passport number (optional)" />
      <DateField id="traveller-expiry" name="passportExpiry" label="Passport expiry (optional)" />
      <div className="ma-account__actions">
        <button type="submit" className="tp-button" disabled={busy}>
          {busy ? 'Saving…' : 'Save traveller'}
        </button>
        <button type="button" className="tp-button tp-button--secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </FormikForm>
  );
}
