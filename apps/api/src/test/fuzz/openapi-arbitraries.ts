import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) that the zod contract turns into. */
export interface JsonSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  multipleOf?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
}

/** Values no schema should let through to the database, or that test its edges. */
export const HOSTILE_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  'x'.repeat(70_000),
  '',
  ' ',
  '🍝\u202e\uFEFF',
  "' OR 1=1; --",
  '../../etc/passwd',
  '%00',
  -1,
  0,
  2 ** 53,
  -(2 ** 63),
  1e308,
  0.5,
  true,
  null,
  [],
  {},
  [null],
  { 'a\u0000': 1 },
];

/** Small, valid-looking values for a schema: what a well-behaved client sends. */
export function validValueOf(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const value = plainValueOf(schema);
  return schema.nullable ? fc.option(value, { nil: null, freq: 5 }) : value;
}

function plainValueOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer({
        min: lowerBoundOf(schema, -1000),
        // A range above 1000 (a year from 2000) keeps its own upper end.
        max: Math.min(schema.maximum ?? 1000, Math.max(1000, lowerBoundOf(schema, -1000) + 1000)),
      });
    case 'number':
      return fc
        .integer({
          min: lowerBoundOf(schema, -1000) * 100,
          max: Math.min(schema.maximum ?? 1000, 1000) * 100,
        })
        .map((cents) => cents / 100);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValueOf(schema.items), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object':
      return objectOf(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function lowerBoundOf(schema: JsonSchema, floor: number) {
  const minimum = schema.minimum ?? floor;
  const exclusive = schema.exclusiveMinimum === true;
  return Math.max(exclusive ? minimum + 1 : minimum, floor);
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  return fc.string({
    minLength,
    maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 20, 20)),
  });
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === 'object') {
    // A record such as `{ it: 'Pizza', en: 'Pizza' }`: keys are languages more often than not.
    return fc.dictionary(
      fc.constantFrom('it', 'en', 'de', 'xx'),
      validValueOf(schema.additionalProperties),
      {
        maxKeys: 2,
      },
    );
  }
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, validValueOf(value)]),
  );
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in shape) });
}

/**
 * Input a careless or hostile client sends: a valid value with one field replaced by something
 * odd, a field missing or unknown, or a value of the wrong kind altogether.
 */
export function invalidValueOf(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const hostile = fc.oneof(fc.constantFrom(...HOSTILE_VALUES), fc.jsonValue({ maxDepth: 2 }));
  const keys = Object.keys(schema?.properties ?? {});
  if (schema?.type !== 'object' || keys.length === 0) return hostile;
  return fc.oneof(
    hostile,
    fc
      .tuple(validValueOf(schema), fc.constantFrom(...keys), hostile)
      .map(([valid, key, odd]) => ({ ...(valid as object), [key]: odd })),
    fc
      .tuple(validValueOf(schema), fc.constantFrom(...keys))
      .map(([valid, key]) =>
        Object.fromEntries(Object.entries(valid as object).filter(([k]) => k !== key)),
      ),
    validValueOf(schema).map((valid) => ({ ...(valid as object), unexpected: 'field' })),
  );
}

/** Either kind, valid more often, so requests also get past validation into the services. */
export function inputOf(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: validValueOf(schema), weight: 3 },
    { arbitrary: invalidValueOf(schema), weight: 2 },
  );
}
