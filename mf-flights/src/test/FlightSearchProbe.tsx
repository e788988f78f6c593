import { useLocation } from 'react-router-dom';
import { searchNotice } from '../search/backToFlightSearch';

/** Stands for /flight-home in a page's test: its heading and the notice the page that sent the traveller left. */
export function FlightSearchProbe() {
  const notice = searchNotice(useLocation().state);
  return (
    <>
      <h1>Search flights</h1>
      {notice && <p role="alert">{notice}</p>}
    </>
  );
}
