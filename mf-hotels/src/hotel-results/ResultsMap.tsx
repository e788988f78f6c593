import type { HotelCard, Spot } from '@travel/contracts/hotels';
import { fromMinor, Price } from '@travel/shared-ui/money';
import { MAP_HEIGHT, MAP_WIDTH, MapGrid, mapProjection } from '../common/mapProjection';

/**
 * The loaded results on the offline map: each hotel at its coordinates, the 'Near a place' landmarks as squares.
 * Points are links to the cards below the map.
 */
export function ResultsMap({ hotels, places, near }: { hotels: HotelCard[]; places: Spot[]; near: string }) {
  const project = mapProjection([...hotels, ...places]);

  return (
    <figure className="hh-map">
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="img" aria-labelledby="hh-map-title" className="hh-map__svg">
        <title id="hh-map-title">{`Map of ${hotels.length} hotels`}</title>
        <MapGrid />
        {places.map((place) => {
          const { x, y } = project(place);
          return (
            <g key={place.name}>
              <rect x={x - 7} y={y - 7} width={14} height={14} fill={place.name === near ? '#ff7a00' : '#334155'} />
              <text x={x + 10} y={y + 4} fontSize="14" fill="#0f172a">
                {place.name}
              </text>
            </g>
          );
        })}
        {hotels.map((hotel) => {
          const { x, y } = project(hotel);
          return (
            <a key={hotel.id} href={`#hh-card-${hotel.id}`} aria-label={hotel.name}>
              <circle cx={x} cy={y} r={8} fill="#0b5cff" stroke="#fff" strokeWidth={2}>
                <title>{`${hotel.name}, ${hotel.reviewScore.toFixed(1)}`}</title>
              </circle>
            </a>
          );
        })}
      </svg>
      <figcaption>
        {hotels.length} hotels shown by position. Squares are landmarks.{' '}
        {hotels[0] && (
          <>
            From <Price amount={fromMinor(Math.min(...hotels.map((h) => h.pricePerNightWithTaxesMinor)))} /> per room
            per night, taxes included.
          </>
        )}
      </figcaption>
    </figure>
  );
}
