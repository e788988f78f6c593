import type { HotelDetails } from '@travel/contracts/hotels';
import { MAP_HEIGHT, MAP_WIDTH, MapGrid, mapProjection } from '../common/mapProjection';

const MAP_PLACES = 6;

/** The hotel on the offline map among its nearest places, and the distance to each of the city's places. */
export function HotelLocation({ hotel }: { hotel: HotelDetails }) {
  const shown = hotel.nearby.slice(0, MAP_PLACES);
  const project = mapProjection([hotel, ...shown]);
  const at = project(hotel);
  return (
    <section className="hp-section" aria-labelledby="hp-location">
      <h2 id="hp-location">Location</h2>
      <p>{`${hotel.neighbourhood}, ${hotel.city}, ${hotel.country}`}</p>
      <div className="hp-location">
        <svg
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          role="img"
          aria-labelledby="hp-map-title"
          className="hh-map__svg"
        >
          <title id="hp-map-title">{`Map of ${hotel.name} and nearby places`}</title>
          <MapGrid />
          {shown.map((place) => {
            const { x, y } = project(place);
            return (
              <g key={place.name}>
                <rect x={x - 7} y={y - 7} width={14} height={14} fill="#334155" />
                <text x={x + 10} y={y + 4} fontSize="14" fill="#0f172a">
                  {place.name}
                </text>
              </g>
            );
          })}
          <circle cx={at.x} cy={at.y} r={11} fill="#0b5cff" stroke="#fff" strokeWidth={3} />
        </svg>
        <table className="hp-table">
          <caption>Distance from the hotel</caption>
          <tbody>
            {hotel.nearby.map((place) => (
              <tr key={place.name}>
                <th scope="row">{place.name}</th>
                <td>{`${place.distanceKm.toFixed(1)} km`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
