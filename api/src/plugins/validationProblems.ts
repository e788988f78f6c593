import type { FastifyError } from 'fastify';
import type { FieldProblem } from '@travel/contracts';

/** What ajv reports per broken keyword (ajv's ErrorObject with `verbose: true`, which adds the schemas). */
interface SchemaError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message?: string;
  parentSchema?: Record<string, unknown>;
}

/** A long body full of mistakes answers this many at most: a form shows a handful; a flood only costs bytes. */
export const MAX_SCHEMA_PROBLEMS = 50;

/** How one item of a request's list is named, as the checkout rules name it ('Traveller 2: first name ...'). */
const ITEM_LABELS: Record<string, (n: number) => string> = {
  passengers: (n) => `Traveller ${n}:`,
  travellers: (n) => `Traveller ${n}:`,
  guests: (n) => `Room ${n}:`,
  childAges: (n) => `Child ${n}'s age`,
};

/** JSON pointer ('/passengers/1/firstName') to the path the forms name their fields by ('passengers[1].firstName'). */
function fieldPath(segments: (string | number)[], context: string | undefined): string {
  if (segments.length === 0) return context ?? 'request';
  return segments.reduce<string>(
    (path, segment) => (typeof segment === 'number' ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment),
    '',
  );
}

function segmentsOf(instancePath: string): (string | number)[] {
  if (!instancePath) return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** 'dateOfBirth' → 'date of birth', 'setup_intent' → 'setup intent', 'amountMinor' → 'amount in minor units'. */
function words(name: string): string {
  return name
    .replace(/Minor$/, ' in minor units')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}

/** The field as a sentence names it: 'Traveller 2: first name', 'Contact email', "Child 1's age". */
function label(segments: (string | number)[], context: string | undefined): string {
  if (segments.length === 0) return `The request's ${context === 'querystring' ? 'query' : (context ?? 'body')}`;
  const parts: string[] = [];
  segments.forEach((segment, i) => {
    if (typeof segment === 'number') {
      const list = segments[i - 1];
      const item = typeof list === 'string' ? ITEM_LABELS[list] : undefined;
      if (item) parts[parts.length - 1] = item(segment + 1);
      else parts.push(`item ${segment + 1}`);
    } else parts.push(words(segment));
  });
  const text = parts.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const plural = (n: unknown, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const TYPE_WORDS: Record<string, string> = {
  integer: 'must be a whole number',
  number: 'must be a number',
  boolean: 'must be true or false',
  string: 'must be text',
  array: 'must be a list',
  object: 'must be a group of fields',
  null: 'must be empty',
};

const FORMAT_WORDS: Record<string, string> = {
  date: 'must be a date (YYYY-MM-DD)',
  'date-time': 'must be a date and time',
  time: 'must be a time of day',
  email: 'must be an email address',
  uuid: 'is not a valid id',
  uri: 'must be a web address',
};

/** The listed values of a union of literals ('Mr, Ms, Mrs'), or null when some branch is not a literal. */
function literals(union: unknown): string[] | null {
  if (!Array.isArray(union)) return null;
  const values = union.map((branch: { const?: unknown }) => branch?.const);
  return values.every((value) => value !== undefined) ? values.map(String) : null;
}

/** What is wrong, after the field's label: plain words, never ajv's ('must match pattern'). */
function predicate(error: SchemaError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'type': {
      const types = String(p.type).split(',');
      return TYPE_WORDS[types[0]] ?? 'is not valid';
    }
    case 'minLength':
      return p.limit === 1 ? 'must not be empty' : `must be at least ${plural(p.limit, 'character', 'characters')}`;
    case 'maxLength':
      return `must be at most ${plural(p.limit, 'character', 'characters')}`;
    case 'pattern':
      return 'is not in the expected format';
    case 'format':
      return FORMAT_WORDS[String(p.format)] ?? 'is not valid';
    case 'minimum':
      return `must be at least ${p.limit}`;
    case 'maximum':
      return `must be at most ${p.limit}`;
    case 'exclusiveMinimum':
      return `must be more than ${p.limit}`;
    case 'exclusiveMaximum':
      return `must be less than ${p.limit}`;
    case 'multipleOf':
      return `must be a multiple of ${p.multipleOf}`;
    case 'minItems':
      return `must have at least ${plural(p.limit, 'item', 'items')}`;
    case 'maxItems':
      return `must have at most ${plural(p.limit, 'item', 'items')}`;
    case 'uniqueItems':
      return 'must not list the same item twice';
    case 'const':
      return `must be ${String(p.allowedValue)}`;
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'anyOf':
    case 'oneOf': {
      const values = literals(error.parentSchema?.[error.keyword]);
      return values ? `must be one of ${values.join(', ')}` : 'is not valid';
    }
    default:
      return 'is not valid';
  }
}

/** One problem per broken keyword, before merging those of one field. */
function problemOf(error: SchemaError, context: string | undefined): FieldProblem {
  const segments = segmentsOf(error.instancePath);
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    const missing = [...segments, error.params.missingProperty];
    return { field: fieldPath(missing, context), message: `${label(missing, context)} is required` };
  }
  if (error.keyword === 'additionalProperties' && typeof error.params.additionalProperty === 'string') {
    const extra = [...segments, error.params.additionalProperty];
    return { field: fieldPath(extra, context), message: `${label(extra, context)} is not a field this request takes` };
  }
  // A contract's own sentence for its field, e.g. Type.String({ pattern, errorMessage: 'GSTIN must be ...' }).
  const own = error.parentSchema?.errorMessage;
  const message = typeof own === 'string' ? own : `${label(segments, context)} ${predicate(error)}`;
  return { field: fieldPath(segments, context), message };
}

/**
 * Every problem of a schema refusal (ajv runs with allErrors), one per field in the order ajv met them, each
 * with the field's path as the forms name it and a sentence a traveller understands. A union's branches each
 * report their own failure before the union's: those are folded into the union's one "must be one of".
 */
export function schemaProblems(error: FastifyError): FieldProblem[] {
  const errors = (error.validation ?? []) as unknown as SchemaError[];
  const unions = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => `${e.schemaPath}/`);
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    if (unions.some((prefix) => e.schemaPath.startsWith(prefix))) continue;
    const problem = problemOf(e, error.validationContext);
    if (seen.has(problem.field)) continue;
    seen.add(problem.field);
    problems.push(problem);
    if (problems.length === MAX_SCHEMA_PROBLEMS) break;
  }
  return problems;
}

/**
 * The one-line message schema refusals have always answered (the first error, naming the field), kept as the
 * reply's `message` so clients and tests that read it see no change; `problems` carries every one in plain words.
 */
export function schemaRefusalMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const params = first.params as Record<string, unknown>;
  const field =
    (typeof params?.missingProperty === 'string' && params.missingProperty) ||
    first.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
    error.validationContext ||
    'request';
  if (first.keyword === 'required') return `${field} is required`;
  return `${field} ${first.message ?? 'is invalid'}`;
}
