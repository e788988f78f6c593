import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { backToFlightSearch } from '../search/backToFlightSearch';

/** Checkout without a chosen flight: goes back to the flight search, which says why. */
export default function NoFlightChosen() {
  const navigate = useNavigate();
  useEffect(() => backToFlightSearch(navigate), [navigate]);
  return null;
}
