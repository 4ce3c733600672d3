// A stored chapter together with the book it belongs to: the parent object of the GraphQL Chapter type.
import type { ChapterRecord } from '../../core/schemas/index.ts';
import type { Rulebook } from '../graphql/generated/resolvers-types.ts';

export type ChapterModel = ChapterRecord & { book: Rulebook };
