import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@travel/shared-ui/toast';
import { NO_FLIGHT_MESSAGE } from '../fare-selection/fareSelectionText';

/** Checkout without a chosen flight: says so and goes back to the flight search. */
export default function NoFlightChosen() {
  const navigate = useNavigate();
  useEffect(() => {
    toast.info(NO_FLIGHT_MESSAGE);
    navigate('/flight-home', { replace: true, state: { message: NO_FLIGHT_MESSAGE } });
  }, [navigate]);
  return null;
}
