import type { HotelCard, Spot } from '@travel/contracts/hotels';
import { fromMinor, Price } from '@travel/shared-ui';

const WIDTH = 800;
const HEIGHT = 480;
const PAD = 40;

/**
 * The loaded results on a plain SVG map (no tile service: the machines are offline): each hotel at its
 * coordinates, the 'Near a place' landmarks as squares. Points are links to the cards below the map.
 */
export function ResultsMap({ hotels, places, near }: { hotels: HotelCard[]; places: Spot[]; near: string }) {
  const points = [...hotels, ...places];
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const midLat = (minLat + maxLat) / 2;
  const xSpan = Math.max(1e-3, (maxLng - minLng) * Math.cos((midLat * Math.PI) / 180));
  const ySpan = Math.max(1e-3, maxLat - minLat);
  const scale = Math.min((WIDTH - 2 * PAD) / xSpan, (HEIGHT - 2 * PAD) / ySpan);
  const project = (p: { lat: number; lng: number }) => ({
    x: WIDTH / 2 + (p.lng - (minLng + maxLng) / 2) * Math.cos((midLat * Math.PI) / 180) * scale,
    y: HEIGHT / 2 - (p.lat - midLat) * scale,
  });

  return (
    <figure className="hh-map">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="hh-map-title" className="hh-map__svg">
        <title id="hh-map-title">{`Map of ${hotels.length} hotels`}</title>
        <rect width={WIDTH} height={HEIGHT} fill="#e8f1fb" />
        {Array.from({ length: 9 }, (_, i) => (
          <line key={`v${i}`} x1={(i + 1) * 80} y1={0} x2={(i + 1) * 80} y2={HEIGHT} stroke="#d3e2f3" />
        ))}
        {Array.from({ length: 5 }, (_, i) => (
          <line key={`h${i}`} x1={0} y1={(i + 1) * 80} x2={WIDTH} y2={(i + 1) * 80} stroke="#d3e2f3" />
        ))}
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
            From <Price amount={fromMinor(Math.min(...hotels.map((h) => h.pricePerNightMinor)))} /> per night.
          </>
        )}
      </figcaption>
    </figure>
  );
}
