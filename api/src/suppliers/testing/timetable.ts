import type { FlightTimetable, ScheduledFlight } from '../air';

/** A small generated timetable for tests: twelve flights a day on any route, IndiGo and Air India. */
export const testTimetable: FlightTimetable = async ({ from, to, date }) => {
  const flights: ScheduledFlight[] = [];
  for (let index = 0; index < 12; index++) {
    const carrier = index % 3 === 2 ? 'AI' : '6E';
    const number = 2000 + index * 37 + (from.charCodeAt(0) + to.charCodeAt(1)) * 3;
    flights.push({
      carrier,
      flightNumber: `${carrier} ${number}`,
      from,
      to,
      date,
      depMinute: 330 + index * 85,
      durationMin: 125 + (index % 4) * 10,
      stops: index === 5 ? 1 : 0,
      via: index === 5 ? 'NAG' : null,
      aircraft: carrier === 'AI' ? 'A320' : 'A321',
      checkedKg: 15,
      cabinKg: 7,
      refundable: index % 4 === 0,
      economyMinor: 450_000 + index * 12_500,
      seatsLeft: 9,
    });
  }
  return flights;
};
