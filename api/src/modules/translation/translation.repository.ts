import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { textHash, type TranslatedLanguage } from './languages';
import type { MemoryRow } from './translationMemory';
import { rowsOf } from '../../db/rows';

/** Rows per INSERT: 4 parameters each stays far below PostgreSQL's 65,535-parameter limit. */
const INSERT_CHUNK = 500;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function loadMemoryRows(db: Db): Promise<MemoryRow[]> {
  const result = await db.execute(
    sql`SELECT lang, source_text AS "sourceText", translated_text AS "translatedText" FROM translation_memory`,
  );
  return rowsOf<MemoryRow>(result);
}

/** Inserts or corrects catalog rows (the catalog file is the reviewed source). */
export async function upsertMemoryRows(db: Db, rows: MemoryRow[]): Promise<void> {
  for (const chunk of chunks(rows, INSERT_CHUNK)) {
    const values = sql.join(
      chunk.map((row) => sql`(${row.lang}, ${textHash(row.sourceText)}, ${row.sourceText}, ${row.translatedText})`),
      sql`, `,
    );
    await db.execute(sql`
      INSERT INTO translation_memory (lang, source_hash, source_text, translated_text)
      VALUES ${values}
      ON CONFLICT (lang, source_hash) DO UPDATE
        SET translated_text = EXCLUDED.translated_text, updated_at = now()`);
  }
}

/** Machine translations already fetched, by normalized source text. */
export async function findCachedTranslations(
  db: Db,
  provider: string,
  lang: TranslatedLanguage,
  sources: string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const chunk of chunks(sources, INSERT_CHUNK)) {
    const hashes = sql.join(
      chunk.map((source) => sql`${textHash(source)}`),
      sql`, `,
    );
    const result = await db.execute(sql`
      SELECT source_text AS "sourceText", translated_text AS "translatedText"
      FROM translation_cache
      WHERE provider = ${provider} AND lang = ${lang} AND source_hash IN (${hashes})`);
    for (const row of rowsOf<{ sourceText: string; translatedText: string }>(result)) {
      found.set(row.sourceText, row.translatedText);
    }
  }
  return found;
}

export async function saveCachedTranslations(
  db: Db,
  provider: string,
  lang: TranslatedLanguage,
  pairs: { sourceText: string; translatedText: string }[],
): Promise<void> {
  for (const chunk of chunks(pairs, INSERT_CHUNK)) {
    const values = sql.join(
      chunk.map(
        (pair) => sql`(${provider}, ${lang}, ${textHash(pair.sourceText)}, ${pair.sourceText}, ${pair.translatedText})`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      INSERT INTO translation_cache (provider, lang, source_hash, source_text, translated_text)
      VALUES ${values}
      ON CONFLICT (provider, lang, source_hash) DO NOTHING`);
  }
}
