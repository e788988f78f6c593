import type { Db } from '../../db/database';
import { catalogRows } from './catalog';
import { normalizeText } from './languages';
import { loadMemoryRows, upsertMemoryRows } from './translation.repository';
import type { MemoryRow } from './translationMemory';

const keyOf = (row: MemoryRow) => `${row.lang}\u0000${normalizeText(row.sourceText)}`;

/**
 * Brings the database's translation memory in line with the reviewed catalog (`catalog/<lang>.json`): new texts are
 * added and corrected translations replaced; an up-to-date database costs one SELECT. Returns what
 * the database then holds, for the in-memory cache.
 */
export async function seedCatalog(db: Db, catalog: MemoryRow[] = catalogRows()): Promise<MemoryRow[]> {
  const stored = await loadMemoryRows(db);
  const storedText = new Map(stored.map((row) => [keyOf(row), row.translatedText]));
  const changed = catalog.filter((row) => storedText.get(keyOf(row)) !== row.translatedText);
  if (changed.length === 0) return stored;
  await upsertMemoryRows(
    db,
    changed.map((row) => ({ ...row, sourceText: normalizeText(row.sourceText) })),
  );
  return loadMemoryRows(db);
}
