// The JSON Schema of each homebrew entry type's record, emitted by zod 4 from the very record schema official
// records are validated with (core/schemas/index.ts), and of a mechanics entry from the features' vocabulary: what
// the authoring page's forms are to be built from, so no second list of fields is ever written by hand. Checks zod
// cannot state in JSON Schema (a non-empty trimmed name, cross-field refinements) stay with the zod reading, which
// every save runs anyway.
import { z } from 'zod';
import { featureMechanicsSchema } from '../schemas/feature-mechanics.ts';
import { RECORD_SCHEMAS } from '../schemas/index.ts';
import { homebrewEntryType, type HomebrewEntryTypeName } from './entry-types.ts';

const OPTIONS = { unrepresentable: 'any', io: 'input', target: 'draft-2020-12' } as const;

/** The JSON Schema of an entry type's record, as a form library reads it. */
export function homebrewEntryJsonSchema(type: HomebrewEntryTypeName): Record<string, unknown> {
  return z.toJSONSchema(RECORD_SCHEMAS[homebrewEntryType(type)!.resource] as z.ZodType, OPTIONS) as Record<string, unknown>;
}

/** The JSON Schema of one mechanics entry (source and sourceName are filled in from the entry when left out). */
export function mechanicsEntryJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(featureMechanicsSchema, OPTIONS) as Record<string, unknown>;
}
