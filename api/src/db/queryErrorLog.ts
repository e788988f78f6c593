import { stdSerializers } from 'pino';

/**
 * What the log keeps of a failed query. Drizzle's error carries the SQL and every parameter (its message
 * lists them), PGlite attaches them to its own error too, and PostgreSQL's message and detail quote
 * values ('Key (email_key)=(…) already exists'). Parameters are password hashes, emails, codes: none of
 * them is logged, only the statement's start, its SQLSTATE and the names of what it broke.
 */
export type LoggedQueryError = {
  type: string;
  message: string;
  query?: string;
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack: string;
};

const QUERY_SUMMARY_CHARS = 200;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** PostgreSQL's (and PGlite's) error: a five-character SQLSTATE beside a severity. */
const isDatabaseError = (value: Record<string, unknown>) =>
  typeof value.code === 'string' && /^[0-9A-Z]{5}$/.test(value.code) && typeof value.severity === 'string';

/** The error and its causes, first to last (a cycle ends the walk). */
function chainOf(error: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  for (let link = error; isObject(link) && !chain.includes(link) && chain.length < 10; link = link.cause) {
    chain.push(link);
  }
  return chain;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The stack's frames without its first lines, which repeat the message (and Drizzle's message lists the parameters). */
const framesOf = (stack: unknown) =>
  text(stack)
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/** A failed query, redacted; undefined when the error did not come from the database. */
export function redactQueryError(error: unknown): LoggedQueryError | undefined {
  const chain = chainOf(error);
  const fromQuery = chain.find((link) => text(link.query) !== undefined || Array.isArray(link.params));
  const database = chain.find(isDatabaseError);
  if (!fromQuery && !database) return undefined;
  const query = text(fromQuery?.query) ?? text(database?.query);
  const sqlState = text(database?.code);
  return {
    type: chain.map((link) => text(link.name) ?? 'Error').join(' < '),
    message: `Database query failed${sqlState ? ` (SQLSTATE ${sqlState})` : ''}; parameters are not logged`,
    query: query && query.replace(/\s+/g, ' ').trim().slice(0, QUERY_SUMMARY_CHARS),
    sqlState,
    constraint: text(database?.constraint),
    table: text(database?.table),
    column: text(database?.column),
    stack: framesOf(chain[0].stack) ?? '',
  };
}

/** The logger's `err` serializer: failed queries redacted, every other error as pino writes it. */
export function serializeError(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  return redactQueryError(error) ?? stdSerializers.err(error);
}
