import type { FormEvent } from 'react';
import { BookingSearchResults } from './BookingSearchResults';
import { RoomsFieldset } from './RoomsFieldset';
import { SearchPreferences } from './SearchPreferences';
import { StayFields } from './StayFields';
import { useHotelBookingForm } from './useHotelBookingForm';
import { useHotelBookingSearch } from './api/useHotelBookingSearch';
import '../hotel-search/HotelSearchWidget.css';
import './HotelBookingSearchForm.css';

/** /hotel-booking: the detailed search form, sending the search request and listing the answer. */
export default function HotelBookingSearchForm() {
  const { values, errors, today, change, check } = useHotelBookingForm();
  const { state, search } = useHotelBookingSearch();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check()) void search(values);
  };

  return (
    <div className="tp-page hb-page">
      <h1>Hotel booking</h1>
      <p>Tell us about your stay and we search every provider for rooms that fit.</p>
      <form className="hb-form" onSubmit={submit} noValidate aria-label="Hotel booking search">
        <StayFields values={values} errors={errors} today={today} onChange={change} />
        <RoomsFieldset rooms={values.rooms} errors={errors.roomErrors} onChange={(rooms) => change({ rooms })} />
        <SearchPreferences values={values} onChange={change} />
        <button type="submit" className="tp-button" disabled={state.status === 'loading'}>
          {state.status === 'loading' ? 'Searching…' : 'Search hotels'}
        </button>
      </form>
      <BookingSearchResults state={state} />
    </div>
  );
}
