/**
 * `npm run translations:missing -w e2e`: which texts the built site shows that the reviewed
 * translation memory does not know yet. Renders every route of the built portal in Chromium, collects
 * what the page translator would send (text nodes with a letter and the placeholder, title, alt and
 * aria-label attributes, skipping code and translate="no"),
 * looks each up in the reviewed catalog (api/src/modules/translation/catalog/<lang>.json), and prints
 * each text missing as a JSON line to fill in, grouped by the route it was first seen on. Build first.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';
import { COLLECT_TEXTS } from './collectTexts';
import { catalogRows } from '../../api/src/modules/translation/catalog';
import { TranslationMemory } from '../../api/src/modules/translation/translationMemory';
import { allRoutes, startBenchPortal } from './benchPortal';

const LANGS = ['hi', 'es', 'fr', 'ar'] as const;
/** Names shown as they are in every language (the API gives back a text it does not know unchanged). */
const NAMES = new Set([
  'Travel Portal',
  'Facebook',
  'X (Twitter)',
  'Instagram',
  'LinkedIn',
  'Google',
  // Skills on the careers page and the blog's author.
  'React',
  'TypeScript',
  'Node.js',
  'PostgreSQL',
  'Python',
  'Figma',
  'Excel',
  'Ananya Rao',
]);
/** Airport and station codes (BOM, CSMT) read the same in every language. */
const isCode = (text: string) => /^[A-Z]{3,4}$/.test(text);

async function main() {
  const portal = await startBenchPortal();
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const foundOn = new Map<string, string>();
  try {
    const page = await browser.newPage();
    for (const route of await allRoutes()) {
      await page.goto(portal.baseUrl + route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      for (const text of await page.evaluate<string[]>(COLLECT_TEXTS)) if (!foundOn.has(text)) foundOn.set(text, route);
    }
    const texts = [...foundOn.keys()];
    const memory = new TranslationMemory(catalogRows());
    const missing = new Map<string, string[]>();
    for (const text of texts.filter((t) => !NAMES.has(t) && !isCode(t))) {
      const langs = LANGS.filter((lang) => memory.lookup(text, lang) === undefined);
      if (langs.length > 0) missing.set(text, langs);
    }
    console.log(`${texts.length} texts on ${(await allRoutes()).length} routes; ${missing.size} not in the catalog.`);
    let lastRoute = '';
    for (const [text, langs] of missing) {
      const route = foundOn.get(text)!;
      if (route !== lastRoute) console.log(`\n  // ${route}`);
      lastRoute = route;
      const note = langs.length < LANGS.length ? ` // missing: ${langs.join(', ')}` : '';
      console.log(`  ${JSON.stringify(text)}: "",${note}`);
    }
  } finally {
    await browser.close();
    await portal.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
