import fc from 'fast-check';

/** The part of JSON Schema the OpenAPI document of our routes uses. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

/** Real values of this shop that let generated requests reach past "not found". */
export interface Pools {
  ids: string[];
  emails: string[];
}

/** Text no form would send: control characters, lone surrogates, SQL and path tricks, huge strings. */
const nastyText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '😀'.repeat(40),
  'x'.repeat(70_000),
  '\'; drop table "order"; --',
  '%00',
  '../../etc/passwd',
  '0000-01-01T00:00:00.000000Z',
  '-1',
  'NaN',
  '1e309',
  'null',
  '__proto__',
);

export const anyText = fc.oneof(
  nastyText,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** A value of the wrong kind for almost any field. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  anyText,
  fc.constantFrom(null, true, false, [], {}, -1, 0, 2 ** 31, 2 ** 53, -1e308, 1.5, Number.MAX_VALUE),
  fc.integer(),
  fc.double(),
  fc.array(anyText, { maxLength: 3 }),
  fc.dictionary(anyText, anyText, { maxKeys: 3 }),
);

function mostlyValid(valid: fc.Arbitrary<unknown>) {
  return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: junk, weight: 1 });
}

function stringFor(schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...pools.ids), fc.uuid());
  if (schema.format === 'email') return fc.oneof(fc.constantFrom(...pools.emails), fc.emailAddress());
  return fc.oneof(fc.string({ maxLength: schema.maxLength ?? 50 }), anyText);
}

/** Values for a schema: mostly of its shape (to reach the code behind validation), sometimes not. */
export function valueFor(schema: JsonSchema | undefined, pools: Pools): fc.Arbitrary<unknown> {
  if (!schema) return junk;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => valueFor(option, pools)));
  if (schema.enum) return mostlyValid(fc.constantFrom(...schema.enum));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return mostlyValid(stringFor(schema, pools));
    case 'integer':
      return mostlyValid(fc.integer({ min: schema.minimum ?? -(2 ** 31), max: schema.maximum ?? 2 ** 31 }));
    case 'number':
      return mostlyValid(fc.oneof(fc.double({ noNaN: true }), fc.integer()));
    case 'boolean':
      return mostlyValid(fc.boolean());
    case 'array':
      return mostlyValid(fc.array(valueFor(schema.items, pools), { maxLength: 4 }));
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, valueFor(property, pools)]),
      );
      return mostlyValid(fc.record(properties, { requiredKeys: [] }));
    }
    default:
      return junk;
  }
}
