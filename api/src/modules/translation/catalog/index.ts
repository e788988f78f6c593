import { normalizeText, type TranslatedLanguage } from '../languages';
import type { MemoryRow } from '../translationMemory';
import type { CatalogEntry } from './catalogEntry';
import { SHELL_TEXTS } from './shell';
import { PAGE_TEXTS } from './pages';
import { SPEC_MESSAGES, SPEC_SCREENS } from './spec';
import { TRAVEL_PAGES_TEXTS } from './travelPages';
import { COMPANY_PAGES_TEXTS } from './companyPages';
import { POLICY_PAGES_TEXTS } from './policyPages';
import { CONTENT_DATA_TEXTS } from './contentData';
import { ALERTS_AND_UNSUBSCRIBE_TEXTS } from './alertsAndUnsubscribe';
import { SOCIAL_LINK_AND_CONFIRMATION_TEXTS } from './socialLinkAndConfirmations';

/** Every reviewed text, grouped by where the site shows it. */
export const CATALOG: CatalogEntry[] = [
  ...SHELL_TEXTS,
  ...SPEC_MESSAGES,
  ...SPEC_SCREENS,
  ...PAGE_TEXTS,
  ...TRAVEL_PAGES_TEXTS,
  ...COMPANY_PAGES_TEXTS,
  ...POLICY_PAGES_TEXTS,
  ...CONTENT_DATA_TEXTS,
  ...ALERTS_AND_UNSUBSCRIBE_TEXTS,
  ...SOCIAL_LINK_AND_CONFIRMATION_TEXTS,
];

const COLUMNS: [TranslatedLanguage, number][] = [
  ['hi', 1],
  ['es', 2],
  ['fr', 3],
  ['ar', 4],
];

/**
 * The catalog as database rows, one per text and language. A text listed in two groups (a page title
 * that is also a footer link) appears once; the catalog test makes sure its translations agree.
 */
export function catalogRows(catalog: readonly CatalogEntry[] = CATALOG): MemoryRow[] {
  const byText = new Map<string, CatalogEntry>();
  for (const entry of catalog) byText.set(normalizeText(entry[0]), entry);
  return [...byText.entries()].flatMap(([sourceText, entry]) =>
    COLUMNS.map(([lang, column]) => ({ lang, sourceText, translatedText: entry[column] })),
  );
}
