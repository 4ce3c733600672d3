// What the handbook's embedded tables keep: Core content from the Player's Handbook only.
import type { SpeciesRecord } from '../../../../core/schemas/index.ts';
import type { FieldsOf } from '../../components/table/types.ts';

type ContentFields = FieldsOf<SpeciesRecord, 'contentType' | 'contentSource'>;

export function isHandbookCore({ contentType, contentSource }: ContentFields): boolean {
  if (contentType) return contentType === 'Core';
  return contentSource === 'PHB';
}
