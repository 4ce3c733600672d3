// Rulebook chapters by book, read from the chapter resource the catalogue names for each book.
import { BOOK_RESOURCES } from '../../core/resources.ts';
import type { ChapterRecord } from '../../core/schemas/index.ts';
import type { Rulebook } from '../graphql/generated/resolvers-types.ts';
import type { RulesService } from '../rules/rules-service.ts';
import type { ChapterModel } from './chapter-model.ts';

/** The catalogue's books are the SDL's rulebooks: compiles only while both name the same set. */
type SameBooks<T extends [never, never]> = T;
export type BooksMatchSchema = SameBooks<[Exclude<Rulebook, keyof typeof BOOK_RESOURCES>, Exclude<keyof typeof BOOK_RESOURCES, Rulebook>]>;

export class ChapterService {
  constructor(private readonly rules: RulesService) {}

  /** The chapters of a book, ordered by chapter number then name (the changelog, numbered 99, comes last). */
  async list(book: Rulebook): Promise<ChapterModel[]> {
    const docs = (await this.rules.all(BOOK_RESOURCES[book])) as ChapterRecord[];
    return docs
      .map((d) => ({ ...d, book }))
      .sort((a, b) => (a.chapterNumber ?? 0) - (b.chapterNumber ?? 0) || a.chapterName.localeCompare(b.chapterName));
  }

  /** One chapter by name, case-insensitive; undefined when the book has no such chapter. */
  async get(book: Rulebook, name: string): Promise<ChapterModel | undefined> {
    const wanted = name.toLowerCase();
    const docs = (await this.rules.all(BOOK_RESOURCES[book])) as ChapterRecord[];
    const doc = docs.find((d) => d.chapterName.toLowerCase() === wanted);
    return doc && { ...doc, book };
  }

  async credits(): Promise<string> {
    const docs = await this.rules.all('Credit');
    return String(docs[0]?.contentMarkdown ?? '');
  }
}
