/**
 * The routes of the app as its own OpenAPI document describes them, and what a request to each
 * may hold: its path and query parameters, and the fields of its body with their schemas. Tests
 * that walk every route read them here, so a route added later is walked without editing them.
 */

/** The part of JSON Schema that the document's request schemas use. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type Param = { name: string; schema: JsonSchema; required: boolean };

export type Route = {
  method: string;
  /** The path as the document writes it, `/api/leagues/{id}`. */
  path: string;
  params: Param[];
  query: Param[];
  body: JsonSchema | null;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, its `$ref`s resolved. */
export function routesOf(document: OpenApiDocument): Route[] {
  const resolve = (schema: JsonSchema | undefined): JsonSchema => resolved(schema ?? {}, document);
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => {
        const parameters = (operation.parameters ?? []).map((parameter) => ({
          in: parameter.in,
          name: parameter.name,
          required: parameter.required === true,
          schema: resolve(parameter.schema),
        }));
        const body = operation.requestBody?.content?.['application/json']?.schema;
        return {
          method: method.toUpperCase(),
          path,
          params: parameters.filter((parameter) => parameter.in === 'path'),
          query: parameters.filter((parameter) => parameter.in === 'query'),
          body: body ? resolve(body) : null,
        };
      }),
  );
}

function resolved(schema: JsonSchema, document: OpenApiDocument, seen = new Set<string>()): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    if (seen.has(name)) return {};
    return resolved(document.components?.schemas?.[name] ?? {}, document, new Set([...seen, name]));
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, resolved(value, document, seen)]),
    );
  }
  if (schema.items) out.items = resolved(schema.items, document, seen);
  if (schema.anyOf) out.anyOf = schema.anyOf.map((branch) => resolved(branch, document, seen));
  if (schema.oneOf) out.oneOf = schema.oneOf.map((branch) => resolved(branch, document, seen));
  return out;
}

/** The types a schema allows, a nullable one's other branch included; empty for "anything". */
export function typesOf(schema: JsonSchema): string[] {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return [...new Set(branches.flatMap(typesOf))];
  if (schema.enum) return [...new Set(schema.enum.map((value) => (value === null ? 'null' : typeof value)))];
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** A nullable schema's non-null branch (the first), or the schema itself. */
export function concrete(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return schema;
  return branches.find((branch) => !typesOf(branch).every((type) => type === 'null')) ?? schema;
}

const accepts = (schema: JsonSchema, type: string) => typesOf(schema).includes(type);

/** Whether a schema accepts any value at all (`z.unknown()`): nothing in it is validated. */
export const acceptsAnything = (schema: JsonSchema) => typesOf(schema).length === 0;

export type Key = string | number;

/** A field of a body at any depth: `['games', 0, 'date']` is the date of a game in a list. */
export type Field = { path: Key[]; name: string; schema: JsonSchema };

/** Every field of a body schema, at every depth: objects' properties and the first item of lists. */
export function fieldsOf(schema: JsonSchema, path: Key[] = [], name = ''): Field[] {
  const node = concrete(schema);
  const here = path.length > 0 ? [{ path, name, schema }] : [];
  if (node.properties) {
    return [
      ...here,
      ...Object.entries(node.properties).flatMap(([key, property]) =>
        fieldsOf(property, [...path, key], key === 'id' && name ? `${singular(name)}Id` : key),
      ),
    ];
  }
  if (accepts(node, 'array') && node.items) return [...here, ...fieldsOf(node.items, [...path, 0], singular(name))];
  return here;
}

export const isStringField = (schema: JsonSchema) => accepts(schema, 'string');
export const isNumberField = (schema: JsonSchema) => accepts(schema, 'integer') || accepts(schema, 'number');
export const isListField = (schema: JsonSchema) => accepts(schema, 'array');

const DATE_PATTERN = /\\d\{4\}-\\d\{2\}-\\d\{2\}/;

/** A field that holds a date: by its format, its pattern, or its name. */
export function isDateField(field: Field): boolean {
  const node = concrete(field.schema);
  if (!isStringField(node)) return false;
  return (
    node.format === 'date' ||
    node.format === 'date-time' ||
    DATE_PATTERN.test(node.pattern ?? '') ||
    /date|On$/.test(field.name)
  );
}

function singular(name: string): string {
  return name.replace(/ies$/, 'y').replace(/s$/, '');
}

/**
 * The name an integer path parameter is known by as an id: `{id}` of `/api/leagues/{id}` is a
 * `leagueId`, `{gameId}` is itself.
 */
export function paramIdName(route: Route, param: Param): string {
  if (param.name !== 'id') return param.name;
  const segments = route.path.split('/');
  const before = segments[segments.indexOf(`{${param.name}}`) - 1] ?? '';
  const word = singular(before).replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  return `${word}Id`;
}

/** Whether a field or parameter names a record: `id`, `leagueId`, `PlayerIds`. */
export const isIdName = (name: string) => /(^id|Ids?)$/.test(name);

/** Texts that some pattern of the document wants, tried in order. */
const PATTERNED = [
  '2026-09-15',
  '19:00',
  'nia.reyes@example.com',
  '(212) 555-0100',
  '/schedule',
  'r1-m1',
  'abcdefghijklmnop0123456789',
  'Test',
];

function admitsText(schema: JsonSchema, value: string): boolean {
  if (schema.enum) return schema.enum.includes(value);
  if (value.length < (schema.minLength ?? 0) || value.length > (schema.maxLength ?? Infinity)) return false;
  return schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(value);
}

function admitsNumber(schema: JsonSchema, value: number): boolean {
  if (!Number.isFinite(value)) return false;
  if (accepts(schema, 'integer') && !accepts(schema, 'number') && !Number.isInteger(value)) return false;
  if (schema.minimum !== undefined && value < schema.minimum) return false;
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
  return schema.maximum === undefined || value <= schema.maximum;
}

/**
 * Whether a path or query value (always text on the wire; numbers are coerced) is one the
 * schema admits. A long text is judged by its length before any pattern runs over it.
 */
export function admits(schema: JsonSchema, raw: string): boolean {
  const node = concrete(schema);
  if (isNumberField(node) && !isStringField(node)) return raw.trim() !== '' && admitsNumber(node, Number(raw));
  return admitsText(node, raw);
}

/** The smallest number a schema admits. */
function smallest(schema: JsonSchema): number {
  if (schema.minimum !== undefined) return schema.minimum;
  if (schema.exclusiveMinimum !== undefined) return Math.floor(schema.exclusiveMinimum) + 1;
  return 0;
}

/** The largest whole number a schema admits: for an id, one that no record has. */
export function largest(schema: JsonSchema): number {
  return concrete(schema).maximum ?? Number.MAX_SAFE_INTEGER;
}

/** The id of a record the test has for a field or parameter named `name`, if it has one. */
export type IdOf = (name: string) => number | undefined;

/**
 * A value the schema admits, of the smallest shape: only the required properties of objects,
 * one item in lists, null for a nullable field, the test's own records for ids (an id
 * it has none for is one no record has), the first of an enum, a text that fits the pattern.
 * Checks the document cannot show (an end date after the start, a web address) are met by
 * the field's name.
 */
export function exampleOf(schema: JsonSchema, name: string, idOf: IdOf, nullable = true): unknown {
  if (nullable && (schema.anyOf ?? schema.oneOf) && accepts(schema, 'null')) return null;
  const node = concrete(schema);
  if (node.enum) return node.enum.find((value) => value !== null);
  if (node.properties) {
    return Object.fromEntries(
      (node.required ?? []).map((key) => [
        key,
        exampleOf(node.properties![key] ?? {}, key === 'id' && name ? `${name}Id` : key, idOf),
      ]),
    );
  }
  if (accepts(node, 'array')) {
    // One item even where none is needed: a list left empty skips the work its items start.
    return Array.from({ length: Math.max(1, node.minItems ?? 0) }, () =>
      exampleOf(node.items ?? {}, singular(name), idOf),
    );
  }
  if (isIdName(name) && (isNumberField(node) || acceptsAnything(node))) return idOf(name) ?? largest(node);
  if (isNumberField(node)) return smallest(node);
  if (accepts(node, 'boolean')) return true;
  if (isStringField(node)) return textFor(node, name);
  return null;
}

function textFor(schema: JsonSchema, name: string): string {
  if (/url|link|website/i.test(name)) return 'https://example.org/x';
  if (/email/i.test(name)) return 'nia.reyes@example.com';
  if (/phone/i.test(name)) return '(212) 555-0100';
  if (/password/i.test(name)) return 'a-long-enough-password';
  if (/endDate/.test(name)) return '2026-11-30';
  const texts = schema.pattern === undefined ? ['Test'] : PATTERNED;
  return texts.find((text) => admitsText(schema, text)) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/**
 * `body` with `value` at `path`; objects and lists on the way that `body` lacks are made from
 * the schema's example, so the value sits in an otherwise valid body.
 */
export function withValueAt(
  body: unknown,
  schema: JsonSchema,
  path: Key[],
  value: unknown,
  idOf: IdOf,
  name = '',
): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const node = concrete(schema);
  if (typeof key === 'number') {
    const items = node.items ?? {};
    const list = Array.isArray(body) && body.length > 0 ? [...body] : [exampleOf(items, singular(name), idOf, false)];
    list[0] = withValueAt(list[0], items, rest, value, idOf, singular(name));
    return list;
  }
  const object: Record<string, unknown> =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? { ...(body as Record<string, unknown>) }
      : (exampleOf(node, name, idOf, false) as Record<string, unknown>);
  const property = node.properties?.[key] ?? {};
  const current = object[key] ?? (rest.length > 0 ? exampleOf(property, key, idOf, false) : undefined);
  object[key] = withValueAt(current, property, rest, value, idOf, key);
  return object;
}
