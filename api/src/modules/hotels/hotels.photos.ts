/**
 * Hotel photos are drawn, not downloaded: a small SVG illustration per hotel and photo number,
 * always the same for the same pair (the machines have no internet, and the inventory is generated).
 */
const PALETTES = [
  ['#8ec5fc', '#e0c3fc', '#2f4858', '#f6bd60'],
  ['#fbc2eb', '#a6c1ee', '#3d405b', '#f2cc8f'],
  ['#84fab0', '#8fd3f4', '#264653', '#e9c46a'],
  ['#fccb90', '#d57eeb', '#22223b', '#ffd166'],
  ['#a1c4fd', '#c2e9fb', '#1d3557', '#f4a261'],
  ['#f6d365', '#fda085', '#3c1642', '#fff3b0'],
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function hotelPhotoSvg(hotelId: string, photo: number): string {
  const h = hash(`${hotelId}#${photo}`);
  const [skyTop, skyBottom, building, windowLight] = PALETTES[h % PALETTES.length];
  const kind = photo % 3; // 1: facade, 2: room, 0: pool
  const floors = 4 + (h % 6);
  const columns = 3 + ((h >> 4) % 4);
  const width = 60 + columns * 28;
  const left = 200 - width / 2;
  const top = 220 - floors * 26;
  let body = '';
  if (kind === 1) {
    body += `<rect x="${left}" y="${top}" width="${width}" height="${floors * 26 + 20}" fill="${building}" rx="4"/>`;
    for (let f = 0; f < floors; f++)
      for (let c = 0; c < columns; c++) {
        const lit = (h >> ((f * columns + c) % 24)) & 1;
        body += `<rect x="${left + 18 + c * 28}" y="${top + 12 + f * 26}" width="14" height="14" fill="${lit ? windowLight : '#ffffff33'}"/>`;
      }
    body += `<rect x="${185}" y="${222}" width="30" height="18" fill="${windowLight}"/>`;
  } else if (kind === 2) {
    body += `<rect x="0" y="150" width="400" height="90" fill="${building}"/>`;
    body += `<rect x="90" y="120" width="220" height="60" rx="10" fill="#ffffff"/><rect x="90" y="110" width="220" height="22" rx="8" fill="${windowLight}"/>`;
    body += `<rect x="110" y="125" width="60" height="20" rx="6" fill="${skyBottom}"/><rect x="230" y="125" width="60" height="20" rx="6" fill="${skyBottom}"/>`;
    body += `<rect x="320" y="40" width="60" height="70" fill="${skyTop}" stroke="#ffffff" stroke-width="4"/>`;
  } else {
    body += `<rect x="0" y="170" width="400" height="70" fill="#f1e3c6"/><rect x="40" y="185" width="320" height="40" rx="18" fill="#4cc9f0"/>`;
    body += `<path d="M320 175 q10 -60 0 -110" stroke="#6b4226" stroke-width="6" fill="none"/><circle cx="320" cy="62" r="26" fill="#2a9d8f"/>`;
    body += `<rect x="60" y="${120 - (h % 30)}" width="120" height="${50 + (h % 30)}" fill="${building}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 240" role="img"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs><rect width="400" height="240" fill="url(#s)"/><circle cx="${60 + (h % 280)}" cy="48" r="18" fill="#fff8" />${body}</svg>`;
}
