import { AMENITIES } from '../fareContent';

export function Amenities() {
  return (
    <section className="sf-box" aria-labelledby="sf-amenities-title">
      <h2 id="sf-amenities-title">Amenities</h2>
      <ul className="sf-amenities">
        {AMENITIES.map((amenity) => (
          <li key={amenity}>{amenity}</li>
        ))}
      </ul>
    </section>
  );
}
