import { z } from 'zod';
import { idSchema, text } from './common.ts';
import { SPEC_KINDS, SPEC_NO, SPEC_YES } from './spec-values.ts';

/**
 * A part's specifications (issue 37, decision 076): typed values of specifications the catalogue
 * defines once (Crank length in mm, a number; Bottom bracket, a text; Tubeless ready, yes or no), so
 * that a visitor filters by them and a later fitment rule can compare them, which free text would
 * not allow. A specification's address in a filter is its key (`crank-length`), made from its name
 * when it is added and kept when it is renamed, so that shared links keep working.
 */
export const specKindSchema = z.enum(SPEC_KINDS, { error: `must be one of ${SPEC_KINDS.join(', ')}` });

export const MAX_SPEC_NAME = 40;
export const MAX_SPEC_UNIT = 12;
/** The longest text value (a number or yes/no is far shorter). */
export const MAX_SPEC_VALUE = 60;
/** The most specifications one part has. */
export const MAX_PART_SPECS = 30;

/** A specification the catalogue knows. */
export const specDefinitionSchema = z.object({
  id: idSchema,
  key: z.string(),
  name: z.string(),
  kind: specKindSchema,
  /** What a number counts (mm, g, teeth); null for none. */
  unit: z.string().nullable(),
  /** How many parts give it a value. */
  productCount: z.number().int(),
});
export type SpecDefinition = z.infer<typeof specDefinitionSchema>;

/** GET /api/specs: every specification, by name. */
export const specDefinitionListSchema = z.object({ items: z.array(specDefinitionSchema) });
export type SpecDefinitionList = z.infer<typeof specDefinitionListSchema>;

const specName = text()
  .trim()
  .min(1, { error: 'is required' })
  .max(MAX_SPEC_NAME, { error: `must be at most ${MAX_SPEC_NAME} characters` });

const specUnit = text()
  .trim()
  .max(MAX_SPEC_UNIT, { error: `must be at most ${MAX_SPEC_UNIT} characters` })
  .nullable()
  .default(null)
  .transform((unit) => unit || null);

/** POST /api/spec: a new specification. Its kind is kept for good: the parts' values are of it. */
export const specDefinitionInputSchema = z.object({ name: specName, kind: specKindSchema, unit: specUnit });
export type SpecDefinitionInput = z.input<typeof specDefinitionInputSchema>;

/** PUT /api/spec/:id: its name and unit (its key and kind stay). */
export const specDefinitionUpdateSchema = z.object({ name: specName, unit: specUnit });
export type SpecDefinitionUpdate = z.input<typeof specDefinitionUpdateSchema>;

/** One of a part's specifications as its page shows it: the value as text ("172.5", "BSA", "yes"). */
export const partSpecSchema = z.object({
  specId: idSchema,
  key: z.string(),
  name: z.string(),
  kind: specKindSchema,
  unit: z.string().nullable(),
  value: z.string(),
});
export type PartSpec = z.infer<typeof partSpecSchema>;

/**
 * PUT /api/product/:id/specs: every specification of the part, replacing the ones before. Whether a
 * value fits its specification's kind is the server's to say (it knows the kinds), naming the line.
 */
export const productSpecsInputSchema = z.object({
  specs: z
    .array(
      z.object({
        specId: idSchema,
        value: text()
          .trim()
          .min(1, { error: 'is required' })
          .max(MAX_SPEC_VALUE, { error: `must be at most ${MAX_SPEC_VALUE} characters` }),
      }),
      { error: 'must be a list of specifications' },
    )
    .max(MAX_PART_SPECS, { error: `must be at most ${MAX_PART_SPECS}` })
    .refine((specs) => new Set(specs.map((spec) => spec.specId)).size === specs.length, {
      error: 'must not name a specification twice',
    }),
});
export type ProductSpecsInput = z.infer<typeof productSpecsInputSchema>;

export const specMessages = {
  notFound: 'No such specification',
  nameTaken: 'Another specification has this name',
  inUse: (name: string, parts: number) =>
    `${name} is given by ${parts} part${parts === 1 ? '' : 's'}: take it off them first`,
  saved: (name: string) => `${name} saved`,
  deleted: (name: string) => `${name} deleted`,
  partSpecsSaved: 'Specifications saved',
  notANumber: 'must be a number, such as 172.5',
  notYesNo: `must be ${SPEC_YES} or ${SPEC_NO}`,
  unknownSpec: 'is not a specification the catalogue has',
} as const;
