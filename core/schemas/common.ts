// Building blocks shared by the record schemas: legacy table keys, content source/type, and lenient scalars.
import { z } from 'zod';

/** Where a record was published. `SnV` and `SotG` appear in the original data for monsters and starships. */
export const ContentSource = z.enum(['None', 'PHB', 'WH', 'SnV', 'SotG', 'EC']);
export const ContentType = z.enum(['None', 'Core', 'ExpandedContent', 'Lookup']);

export const str = z.string();
export const optStr = z.string().nullable().optional();
export const int = z.number().int();
export const num = z.number();
export const strList = z.array(z.string());
export const optStrList = z.array(z.string()).nullable().optional();

/**
 * Fields every record of the original API carries: its Azure-table keys and the content classification.
 * The importer generates the keys when a record lacks them, so they are optional here.
 */
export const legacyFields = {
  partitionKey: z.string().nullable().optional(),
  rowKey: z.string().nullable().optional(),
  timestamp: z.string().nullable().optional(),
  eTag: z.string().nullable().optional(),
};

export const contentFields = {
  contentTypeEnum: int.optional(),
  contentType: ContentType.optional(),
  contentSourceEnum: int.optional(),
  contentSource: ContentSource.optional(),
};

/** A record with a required, non-empty name, its legacy keys and content classification; unknown fields are kept. */
export function namedRecord<T extends z.ZodRawShape>(shape: T) {
  return z.looseObject({
    name: z.string().refine((s) => s.trim().length > 0, 'must be a non-empty text'),
    ...legacyFields,
    ...contentFields,
    ...shape,
  });
}

/** A rulebook chapter: one markdown document. */
export const chapterSchema = z.looseObject({
  chapterName: z.string().refine((s) => s.trim().length > 0, 'must be a non-empty text'),
  chapterNumber: int.optional(),
  contentMarkdown: z.string(),
  ...legacyFields,
  ...contentFields,
});

/** A `{name, roll, description}` row of a background's dice tables. */
export const rollOption = z.looseObject({
  name: optStr,
  roll: int,
  description: optStr,
});
