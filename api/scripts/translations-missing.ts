/**
 * `npm run translations:missing`: fails (exit 1, listing them) when a text the front ends can show has
 * no reviewed translation in a language the site offers. It builds nothing: it reads the sources of
 * every workspace but the API and e2e (what the built site is made of) with the TypeScript compiler, takes JSX
 * text and the string and template literals that read as copy where they can reach the page
 * (api/src/modules/translation/catalog/visibleTexts.ts says which), and looks each up in the reviewed
 * catalog (api/src/modules/translation/catalog/<lang>.json) as the API would.
 *
 * A missing text goes into every <lang>.json, English text as the key. A template's values show as
 * {0}, {1}; in the catalog, name them ({count}) and keep them in each translation.
 *
 * NOT_COPY lists texts the check takes for copy that are not: names shown as they are in every
 * language, language names written in their own language, and developer strings (log messages,
 * date-format patterns, a mail body the visitor's own mail program opens). Keep it short; a text a
 * visitor reads and that a translator would change belongs in the catalog.
 * Texts that come from the API at run time (hotel names, articles) are not in the sources: the
 * rendered check `npm run translations:missing -w e2e` covers those.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readCatalog } from '../src/modules/translation/catalog';
import { missingTranslations, sourceFiles } from '../src/modules/translation/catalog/missingTranslations';

const NOT_COPY = new Set([
  // Names
  'Travel Portal',
  'Facebook',
  'X (Twitter)',
  'Instagram',
  'Google',
  'Razorpay',
  'Stripe',
  'React',
  'Python',
  'Figma',
  'Excel',
  'Node.js',
  // Browsers and systems in the account's list of signed-in devices ('Chrome on Windows')
  'Chrome',
  'Edge',
  'Firefox',
  'Opera',
  'Safari',
  'Android',
  'Windows',
  'Linux',
  // Language names, each in its own language (the regional dialog)
  'English (UK)',
  'Español',
  'Français',
  // For developers and programs, never on the page
  'Redux Persist Encryption Failed',
  'EEE d MMM',
  'Asia/Kolkata',
  'Hi, please find my CV attached. LinkedIn: Notice period:',
  '{0} is-selected', // a class name (RadioGroupField's chosen option)
  '100% 0px', // an IntersectionObserver margin (useNearScreen's default: a screen ahead)
  // Labels so short that their catalog pattern would rewrite unknown texts (API messages such as
  // 'Flight not found', any text with ' to ' in it): 'Mumbai to Delhi', '1 stop via BLR', 'Flight 2',
  // 'Room 2'. They stay as they are; '1 stop via {via}' and '{count} stops via {via}' are in the catalog.
  '{0} to {1}',
  '{0} via {1}',
  '{0} on {1}',
  'Flight {0}',
  'Room {0}',
  // A duration in symbols ('1h 55m'); the pattern would match any text with 'h ' in it that ends in 'm'.
  '{0}h {1}m',
  // Built from a word the catalog lists whole: 'More adults', 'Fewer rooms'.
  'More {0}',
  'Fewer {0}',
]);

const root = path.join(__dirname, '..', '..');
const started = performance.now();
const workspaces: string[] = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
const frontEnds = workspaces.filter(
  (workspace) => !['api', 'e2e'].includes(workspace) && fs.existsSync(path.join(root, workspace, 'src')),
);
/** Source files whose texts never reach a page: the GST tables and the GSTIN state codes are printed only on the English tax invoice (api/src/modules/documents). */
const NOT_SHOWN_FILES = new Set(['contracts/src/rules/gst.ts', 'contracts/src/rules/gstin.ts']);

const sources = frontEnds
  .flatMap((workspace) => sourceFiles(path.join(root, workspace)))
  .filter((file) => !NOT_SHOWN_FILES.has(path.relative(root, file)))
  .map((file) => ({
    file: path.relative(root, file),
    text: fs.readFileSync(file, 'utf8'),
  }));
const missing = missingTranslations(sources, readCatalog(), NOT_COPY);
const took = `${sources.length} source files in ${Math.round(performance.now() - started)} ms`;

if (missing.length === 0) {
  console.log(`translations:missing: every text has a reviewed translation (${took}).`);
} else {
  console.error(
    `translations:missing: ${missing.length} ${missing.length === 1 ? 'text lacks' : 'texts lack'} a reviewed translation (${took}):`,
  );
  for (const text of missing) {
    console.error(`  ${text.file}:${text.line}  ${JSON.stringify(text.text)}  (${text.languages.join(', ')})`);
  }
  console.error('Add each to api/src/modules/translation/catalog/<lang>.json (English text as the key).');
  process.exitCode = 1;
}
