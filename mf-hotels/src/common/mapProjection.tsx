export const MAP_WIDTH = 800;
export const MAP_HEIGHT = 480;
const PAD = 40;

/**
 * Places points on a plain SVG map (no tile service: the machines are offline), scaled to fit them all with the
 * east-west distances shrunk by the latitude, so a kilometre looks the same both ways.
 */
export function mapProjection(points: { lat: number; lng: number }[]) {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const midLat = (minLat + maxLat) / 2;
  const shrink = Math.cos((midLat * Math.PI) / 180);
  const xSpan = Math.max(1e-3, (maxLng - minLng) * shrink);
  const ySpan = Math.max(1e-3, maxLat - minLat);
  const scale = Math.min((MAP_WIDTH - 2 * PAD) / xSpan, (MAP_HEIGHT - 2 * PAD) / ySpan);
  return (p: { lat: number; lng: number }) => ({
    x: MAP_WIDTH / 2 + (p.lng - (minLng + maxLng) / 2) * shrink * scale,
    y: MAP_HEIGHT / 2 - (p.lat - midLat) * scale,
  });
}

/** The map's background: water-blue with a grid, so positions read as a map. */
export function MapGrid() {
  return (
    <>
      <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill="#e8f1fb" />
      {Array.from({ length: 9 }, (_, i) => (
        <line key={`v${i}`} x1={(i + 1) * 80} y1={0} x2={(i + 1) * 80} y2={MAP_HEIGHT} stroke="#d3e2f3" />
      ))}
      {Array.from({ length: 5 }, (_, i) => (
        <line key={`h${i}`} x1={0} y1={(i + 1) * 80} x2={MAP_WIDTH} y2={(i + 1) * 80} stroke="#d3e2f3" />
      ))}
    </>
  );
}
