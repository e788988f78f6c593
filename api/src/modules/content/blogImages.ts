/**
 * The blog's illustrations, drawn as SVG (no binary assets in the repository, no external image host):
 * a sky gradient and a landscape whose colours are picked from the post's slug.
 */
const PALETTES = [
  ['#0b5cff', '#7dd3fc', '#065f46'],
  ['#f97316', '#fde68a', '#7c2d12'],
  ['#7c3aed', '#f0abfc', '#1e3a8a'],
  ['#0f766e', '#99f6e4', '#14532d'],
  ['#be123c', '#fecdd3', '#4c0519'],
  ['#1d4ed8', '#fbcfe8', '#312e81'],
];

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

export function blogIllustration(name: string): string {
  const [sky, glow, land] = PALETTES[hash(name) % PALETTES.length];
  const sunX = 200 + (hash(`${name}x`) % 800);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${glow}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#sky)"/>
<circle cx="${sunX}" cy="210" r="90" fill="#fff7d6" opacity="0.85"/>
<path d="M0 470 L220 330 L380 430 L560 280 L760 440 L930 340 L1200 470 L1200 630 L0 630 Z" fill="${land}" opacity="0.75"/>
<path d="M0 540 C300 470 600 600 1200 520 L1200 630 L0 630 Z" fill="${land}"/>
<path d="M820 150 l90 -18 l-18 10 l60 -4 l12 -10 l8 2 l-6 14 l-60 10 l-30 24 l-10 -2 l14 -20 l-60 8 Z" fill="#ffffff" opacity="0.9"/>
</svg>`;
}
