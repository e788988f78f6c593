import type { InjectOptions } from 'fastify';
import { createUserSession, signInStaffWithFactor } from '../modules/accounts/testing';
import { someFlight } from '../modules/flight-checkout/testing';
import { createTestApp, memoryMailer, type TestApp } from './testApp';

/**
 * Every route the API documents, asked thousands of times with hostile values in its path, query and
 * body (NUL characters, Infinity, numbers past every column's range, very long and odd unicode strings,
 * wrong types, keys named like Object.prototype's members), anonymously and as a customer and an admin.
 * None may answer 500: bad input is a 4xx.
 * Deterministic (seeded) and bounded: MAX_REQUESTS requests at most.
 */

const MAX_REQUESTS = 3_300;
const CONCURRENCY = 4;

/** The subset of JSON Schema (as @fastify/swagger writes it) the generator reads. */
interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface Spec {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/**
 * Keys every object inherits: code that looks a body's keys up in a plain object finds these on any object
 * (yup answered 500 for a `constructor` field). Each route's body gets each of them, and so do its fields.
 */
const PROTOTYPE_KEYS = ['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty'];
/** A copy of `target` with `key` as its own field (assigning "__proto__" would set the prototype instead). */
const withOwnKey = (target: unknown, key: string, value: unknown): Record<string, unknown> => {
  const copy = { ...(typeof target === 'object' && target !== null ? target : {}) };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
};

/** A number JSON cannot spell: written into the body as the literal 1e309 (JSON.parse makes it Infinity). */
const RAW_HUGE = '\u0001raw:1e309\u0001';

const HOSTILE: unknown[] = [
  '\u0000',
  'fuzz\u0000@example.test',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  RAW_HUGE,
  'NaN',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '1e20',
  -1,
  0,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  3.7,
  '',
  ' ',
  'x'.repeat(10_000),
  '😀'.repeat(300),
  '\ud800',
  'ä\u202e\u200b',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '2030-02-30',
  '9999-99-99',
  '0000-00-00',
  '2030-13-01',
  '99999-01-01',
  true,
  null,
  [],
  {},
  ['\u0000'],
  { nested: '\u0000' },
  ['a', 'b'],
  ...PROTOTYPE_KEYS.map((key) => withOwnKey({}, key, 'x')),
];
/** Tried on every field: the values the issue named. */
const ALWAYS: unknown[] = ['a\u0000b', 'Infinity', RAW_HUGE, '1e309', 'x'.repeat(10_000)];

/** A day `offset` days from today, as YYYY-MM-DD (searches and alerts accept the coming months). */
const dayFromToday = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Plausible strings: the first one a field's pattern and lengths accept is its ordinary value. */
const SAMPLES = [
  'Fuzz value',
  'fuzz@example.test',
  dayFromToday(10),
  'DEL',
  'BOM-0001',
  '1.svg',
  'a-b.svg',
  'about-us',
  '9876543210',
  '123456',
  'HB-100001',
  'a',
];
/** Ordinary values by field name, so that the ordinary request gets past validation into the database. */
const byName = (slug: string, flightId: string): [RegExp, string][] => [
  [/email/i, 'fuzz@example.test'],
  [/checkout|returnDate/i, dayFromToday(12)],
  [/date|checkin/i, dayFromToday(10)],
  [/^(from|fromCode)$/i, 'DEL'],
  [/^(to|toCode)$/i, 'BOM'],
  [/password/i, 'Passw0rd!long'],
  [/otp|code/i, '123456'],
  [/phone|mobile/i, '9876543210'],
  [/bookingId/i, 'HB-100001'],
  [/destination|city/i, 'Mumbai'],
  [/timeZone/i, 'Asia/Kolkata'],
  [/lang/i, 'fr'],
  [/cabin/i, 'economy'],
  [/slug/i, slug],
  [/flightId/i, flightId],
];

/** A deterministic pseudo-random sequence (the same requests on every run). */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function generator(spec: Spec, slug: string, flightId: string) {
  const hints = byName(slug, flightId);
  const resolve = (schema: Schema | undefined): Schema => {
    if (!schema) return {};
    if (schema.$ref) return resolve(spec.components?.schemas?.[schema.$ref.split('/').pop()!]);
    if (schema.allOf) return Object.assign({}, ...schema.allOf.map(resolve)) as Schema;
    return schema;
  };
  const fits = (schema: Schema, text: string) =>
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Infinity) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(text));

  const plausible = (raw: Schema | undefined, name = ''): unknown => {
    const schema = resolve(raw);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return schema.enum[0];
    const union = schema.anyOf ?? schema.oneOf;
    if (union) return plausible(union[0], name);
    if (schema.default !== undefined) return schema.default;
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'integer':
      case 'number':
        return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Infinity);
      case 'boolean':
        return true;
      case 'array':
        return [plausible(schema.items, name)];
      case 'object':
      case undefined: {
        if (!schema.properties) return type === 'object' ? {} : 'a';
        return Object.fromEntries(Object.entries(schema.properties).map(([key, s]) => [key, plausible(s, key)]));
      }
      default: {
        const hinted = hints.find(([pattern]) => pattern.test(name))?.[1];
        const candidates = hinted ? [hinted, ...SAMPLES] : SAMPLES;
        return candidates.find((text) => fits(schema, text)) ?? 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
      }
    }
  };

  /** Every field of a body a request can set: 'searchQuery.roomInfo.0.adults' and so on (three levels deep). */
  const fieldsOf = (raw: Schema | undefined, prefix: string[] = [], depth = 0): string[][] => {
    const schema = resolve(raw);
    const union = schema.anyOf ?? schema.oneOf;
    if (union) return fieldsOf(union[0], prefix, depth);
    if (depth >= 3) return [];
    if (schema.properties) {
      return Object.entries(schema.properties).flatMap(([key, s]) => [
        [...prefix, key],
        ...fieldsOf(s, [...prefix, key], depth + 1),
      ]);
    }
    if (schema.items) return fieldsOf(schema.items, [...prefix, '0'], depth + 1);
    return [];
  };

  return { plausible, fieldsOf, resolve };
}

const setAt = (target: unknown, path: string[], value: unknown): unknown => {
  if (path.length === 0) return value;
  const container: Record<string, unknown> =
    typeof target === 'object' && target !== null ? { ...(target as Record<string, unknown>) } : {};
  if (Array.isArray(target)) {
    const copy = [...target];
    copy[Number(path[0])] = setAt(copy[Number(path[0])], path.slice(1), value);
    return copy;
  }
  container[path[0]] = setAt(container[path[0]], path.slice(1), value);
  return container;
};

const asQueryValue = (value: unknown) =>
  value === RAW_HUGE ? '1e309' : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

const asJson = (body: unknown) => JSON.stringify(body).replaceAll(JSON.stringify(RAW_HUGE), '1e309');

interface Case {
  method: string;
  path: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  hasBody: boolean;
  headers: Record<string, string>;
  /** Who sends it (an index into the identities: anonymous, customer, admin); else it goes round them. */
  identity?: number;
}

/**
 * The requests for one operation: the ordinary one, each field with each value the issue named (`named`),
 * and `more(count)` further ones with one to three fields hostile at once.
 */
function casesOf(method: string, path: string, operation: Operation, g: ReturnType<typeof generator>) {
  const parameters = (operation.parameters ?? []).filter((p) => /^\w[\w-]*$/.test(p.name));
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  // Optional query parameters are left out of the ordinary request (a filter nobody chose), and set by mutations.
  const valuesOf = (where: Parameter['in']) =>
    Object.fromEntries(
      parameters
        .filter((p) => p.in === where && (where !== 'query' || p.required))
        .map((p) => [p.name, g.plausible(p.schema, p.name)]),
    );
  const base: Case = {
    method: method.toUpperCase(),
    path,
    params: valuesOf('path'),
    query: valuesOf('query'),
    headers: Object.fromEntries(Object.entries(valuesOf('header')).map(([name, value]) => [name, String(value)])),
    body: bodySchema ? g.plausible(bodySchema) : undefined,
    hasBody: method !== 'get' && method !== 'delete',
  };
  type Mutation = (c: Case, value: unknown) => Case;
  const mutations: Mutation[] = [
    ...parameters
      .filter((p) => p.in === 'path')
      .map<Mutation>((p) => (c, value) => ({ ...c, params: { ...c.params, [p.name]: value } })),
    ...parameters
      .filter((p) => p.in === 'query')
      .map<Mutation>((p) => (c, value) => ({ ...c, query: { ...c.query, [p.name]: value } })),
    ...(base.hasBody
      ? [
          ...g
            .fieldsOf(bodySchema)
            .map<Mutation>((field) => (c, value) => ({ ...c, body: setAt(c.body, field, value) })),
          (c: Case, value: unknown) => ({ ...c, body: value }),
        ]
      : []),
  ];
  const withPrototypeKeys = base.hasBody
    ? PROTOTYPE_KEYS.map((key) => ({ ...base, body: withOwnKey(base.body, key, 'x') }))
    : [];
  // The ordinary request goes out as each identity: it is the one a signed-in caller should get through with.
  const named = [
    ...[0, 1, 2].map((identity) => ({ ...base, identity })),
    ...withPrototypeKeys,
    ...mutations.flatMap((mutate) => ALWAYS.map((value) => mutate(base, value))),
  ];
  const more = (count: number, random: () => number) => {
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    return Array.from({ length: count }, () => {
      let next = base;
      const fields = 1 + Math.floor(random() * 3);
      for (let i = 0; i < fields; i += 1) next = pick(mutations)(next, pick(HOSTILE));
      return next;
    });
  };
  return { named, more, mutable: mutations.length > 0 };
}

/** A lone surrogate cannot be UTF-8: it goes as the bytes a careless client would send (invalid UTF-8). */
function encodePathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (char) =>
      char.length === 1 && /[\ud800-\udfff]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char),
    ).join('');
  }
}

function toInject(
  c: Case,
  cookie: string | undefined,
  origin: string,
  remoteAddress: string,
): InjectOptions | undefined {
  let url = c.path;
  for (const [name, value] of Object.entries(c.params)) {
    const text = asQueryValue(value);
    if (text === '') return undefined; // the route would not match at all
    url = url.replace(`{${name}}`, encodePathSegment(text));
  }
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(c.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, asQueryValue(item));
  }
  if (search.size > 0) url += `?${search.toString()}`;
  const headers: Record<string, string> = { origin, ...c.headers };
  if (cookie) headers.cookie = cookie;
  if (!c.hasBody || c.body === undefined)
    return { method: c.method as InjectOptions['method'], url, headers, remoteAddress };
  headers['content-type'] = 'application/json';
  return { method: c.method as InjectOptions['method'], url, headers, payload: asJson(c.body), remoteAddress };
}

describe('every route under hostile input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { mailer: memoryMailer(), seed: true });
  }, 60_000);
  afterAll(() => t?.close());

  it(`answers none of ${MAX_REQUESTS} hostile requests with 500`, async () => {
    const spec = t.app.swagger() as unknown as Spec;
    // A post that exists, so that comment routes reach the database.
    const posts = (await t.app.inject({ method: 'GET', url: '/api/blogs/list' })).json<{ data: { slug: string }[] }>();
    // A flight that exists, so that checkout routes reach the database.
    const flight = await someFlight(t.app, 'DEL', 'BOM', 10);
    const g = generator(spec, posts.data[0]?.slug ?? 'about-us', flight.id);
    const random = seeded(20261122);
    const operations = Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(30);

    const customer = await createUserSession(t.app);
    // With a second factor proven, so that the routes that move money are reached too (issue #40).
    const admin = await signInStaffWithFactor(t.app);
    const identities = [undefined, customer.cookie, admin.cookie];

    const perOperation = operations.map(({ path, method, operation }) => casesOf(method, path, operation, g));
    const named = perOperation.flatMap((cases) => cases.named);
    const mutable = perOperation.filter((cases) => cases.mutable).length;
    const extra = Math.max(0, Math.floor((MAX_REQUESTS - named.length) / mutable));
    const cases = [...named, ...perOperation.flatMap((cases) => (cases.mutable ? cases.more(extra, random) : []))];
    expect(cases.length).toBeLessThanOrEqual(MAX_REQUESTS);

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const answeredOk = new Set<string>();
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const index = next++;
        const c = cases[index];
        const remoteAddress = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
        // Logging out (here or everywhere) would end the session the other requests use.
        const cookie = /\/(logout|sign-out-everywhere)$/.test(c.path) ? undefined : identities[c.identity ?? index % 3];
        const request = toInject(c, cookie, t.config.publicUrl, remoteAddress);
        if (!request) continue;
        const res = await t.app.inject(request);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 200 || res.statusCode === 201) answeredOk.add(`${c.method} ${c.path}`);
        if (res.statusCode === 500) {
          failures.push(
            `${request.method} ${String(request.url).slice(0, 300)} ${String(request.payload ?? '').slice(0, 300)} -> ${res.body.slice(0, 200)}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    expect(cases.length).toBeGreaterThan(MAX_REQUESTS * 0.9);
    // Ordinary values get through to the database, so the hostile ones next to them do too: a quarter of the
    // operations answer one of their requests with success (25 of 66 when written, 31 of 98 once checkout, the
    // account area and My Trips came; the others need a state the fuzz does not build, such as a held order, a
    // booking reference with its emailed code, an OAuth round trip or a gateway's signature; 50 of 144 since the
    // ordinary request goes out as each identity, when its one turn had fallen to the anonymous caller for such
    // reads as GET /api/v1/customer/me once the second factor's routes moved the turns). A count of 2xx
    // answers would shrink as routes are added, since the requests are shared among them.
    expect(answeredOk.size).toBeGreaterThan(operations.length / 4);
    expect(failures).toEqual([]);
  }, 180_000);
});
