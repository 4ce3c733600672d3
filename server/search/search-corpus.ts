// How the search index keeps its documents in memory: the words of every field (dictionary ids and where each starts)
// in two arrays for the whole data version, each document's text as one flat string, field labels kept once. Kept as
// an object and a few small arrays per field, as they were made, the same data took about three times the memory:
// on the real data 59,000 fields, 1.3 million words, and a typed array costs about 200 bytes before its contents.
// A document's fields and their words are handed out as views when ranking or a snippet reads them (a few dozen
// documents per query), and every string kept is a flat copy, holding nothing of the chapter it was cut from.
import { stringBytes } from '../cache-budget.ts';
import type { SearchDocument, SearchField } from './search-documents.ts';
import type { IndexedDocument } from './search-ranking.ts';
import { NumberList, TermDictionary, type FieldTerms, type TermIds } from './search-terms.ts';
import type { Token } from './search-text.ts';

/** What a document of the index is made from: the document, less its fields (kept in the corpus). */
type DocumentParts = Omit<SearchDocument, 'fields'>;

/** A document of the index: its own properties are those of SearchDocument; fields and words come from the corpus. */
class StoredDocument {
  nameTokens: Token[] = [];
  contextTokens: Token[] = [];
  textLength: number;

  constructor(
    private readonly corpus: DocumentCorpus,
    private readonly index: number,
    /** Every field's text, one after the other. */
    readonly storedText: string,
  ) {
    this.textLength = storedText.length;
  }

  get fields(): SearchField[] {
    return this.corpus.fieldsOf(this.index, this.storedText);
  }

  get fieldTerms(): FieldTerms[] {
    return this.corpus.termsOf(this.index);
  }
}

/** Words of a name or chapter title, while the corpus is being built: ids in one list, each document's run. */
interface NameWords {
  ids: NumberList;
  /** Per document, where its run starts in `ids` (and one more: the end). */
  starts: NumberList;
}

export class DocumentCorpus {
  readonly dictionary = new TermDictionary();
  /** Every field's word ids, field after field, document after document. */
  private ids: TermIds = new Uint16Array(0) as TermIds;
  /** Where each of those words starts in its field's text. */
  private starts: Uint32Array = new Uint32Array(0);
  /** Per field: the index of its first word in `ids` (and one more entry: the end of the last field). */
  private fieldWords: Uint32Array = new Uint32Array(0);
  /** Per field: where its text starts in its document's text. */
  private fieldText: Uint32Array = new Uint32Array(0);
  /** Per field: its label, as an index into `labels`. */
  private fieldLabel: Uint32Array = new Uint32Array(0);
  /** Per document: its first field (and one more entry: the number of fields). */
  private documentFields: Uint32Array = new Uint32Array(0);
  private readonly labels: string[] = [];
  private documents: (StoredDocument & IndexedDocument)[] = [];
  private building:
    | {
        ids: NumberList;
        starts: NumberList;
        fieldWords: NumberList;
        fieldText: NumberList;
        fieldLabel: NumberList;
        documentFields: NumberList;
        labels: Map<string, number>;
      }
    | undefined = {
    ids: new NumberList(),
    starts: new NumberList(),
    fieldWords: new NumberList(),
    fieldText: new NumberList(),
    fieldLabel: new NumberList(),
    documentFields: new NumberList(),
    labels: new Map(),
  };
  /** The words of names and chapter titles, kept only until the index is built (see words()). */
  private names: { name: NameWords; context: NameWords } | undefined;

  /**
   * Adds a document: its fields' words get dictionary ids now, in the order met (as they always have, so the ids,
   * and with them the order the index adds up a word's matches, stay the same).
   */
  add(doc: SearchDocument): IndexedDocument {
    const b = this.building;
    if (!b) throw new Error('The search corpus is already finished.');
    const index = this.documents.length;
    b.documentFields.push(b.fieldLabel.length);
    let at = 0;
    for (const field of doc.fields) {
      b.fieldWords.push(b.ids.length);
      b.fieldText.push(at);
      let label = b.labels.get(field.label);
      if (label === undefined) {
        label = this.labels.length;
        this.labels.push(flat(field.label));
        b.labels.set(field.label, label);
      }
      b.fieldLabel.push(label);
      this.dictionary.encodeInto(field.text, b.ids, b.starts);
      at += field.text.length;
    }
    const { fields, ...parts } = doc;
    const stored = Object.assign(new StoredDocument(this, index, flat(fields.map((f) => f.text).join(''))), flatParts(parts));
    this.documents.push(stored);
    return stored;
  }

  /**
   * Ends the building: the names' and chapter titles' words get their ids (after every text word, as they always
   * have), each document its name and title tokens (a chapter's sections share one list for the title), and the
   * lists become arrays of their exact size.
   */
  finish(): void {
    const b = this.building;
    if (!b) return;
    this.building = undefined;
    const name: NameWords = { ids: new NumberList(), starts: new NumberList() };
    const context: NameWords = { ids: new NumberList(), starts: new NumberList() };
    const contexts = new Map<string, Token[]>();
    const { terms } = this.dictionary;
    for (const doc of this.documents) {
      name.starts.push(name.ids.length);
      const nameTokens: Token[] = [];
      this.dictionary.encodeInto(doc.name, name.ids, undefined, (id, start, length) => nameTokens.push({ term: terms[id]!, start, end: start + length }));
      doc.nameTokens = nameTokens;
      context.starts.push(context.ids.length);
      const tokens: Token[] = [];
      this.dictionary.encodeInto(doc.context, context.ids, undefined, (id, start, length) => tokens.push({ term: terms[id]!, start, end: start + length }));
      const shared = contexts.get(doc.context);
      if (shared) doc.contextTokens = shared;
      else contexts.set(doc.context, (doc.contextTokens = tokens));
    }
    name.starts.push(name.ids.length);
    context.starts.push(context.ids.length);
    this.names = { name, context };
    b.fieldWords.push(b.ids.length);
    b.documentFields.push(b.fieldLabel.length);
    this.ids = this.dictionary.compactIds(b.ids);
    this.starts = b.starts.toUint32Array();
    this.fieldWords = b.fieldWords.toUint32Array();
    this.fieldText = b.fieldText.toUint32Array();
    this.fieldLabel = b.fieldLabel.toUint32Array();
    this.documentFields = b.documentFields.toUint32Array();
  }

  get size(): number {
    return this.documents.length;
  }

  /** The documents in the order added (their numbers in the index). */
  all(): IndexedDocument[] {
    return this.documents;
  }

  /** The dictionary ids of a document's name (0), chapter title (1) or text (2: all its fields), for the index. */
  words(doc: number, field: 0 | 1 | 2): ArrayLike<number> {
    if (field === 2) return this.ids.subarray(this.fieldWords[this.documentFields[doc]!]!, this.fieldWords[this.documentFields[doc + 1]!]!);
    const list = field === 0 ? this.names?.name : this.names?.context;
    if (!list) throw new Error('The search corpus is not finished, or its name words were already let go.');
    const out: number[] = [];
    for (let i = list.starts.at(doc); i < list.starts.at(doc + 1); i++) out.push(list.ids.at(i));
    return out;
  }

  /** Lets go of the names' words once the index holds them. */
  releaseNameWords(): void {
    this.names = undefined;
  }

  fieldsOf(doc: number, text: string): SearchField[] {
    const first = this.documentFields[doc]!;
    const end = this.documentFields[doc + 1]!;
    const out: SearchField[] = [];
    for (let f = first; f < end; f++) {
      const to = f + 1 < end ? this.fieldText[f + 1]! : text.length;
      out.push({ label: this.labels[this.fieldLabel[f]!]!, text: text.slice(this.fieldText[f]!, to) });
    }
    return out;
  }

  termsOf(doc: number): FieldTerms[] {
    const first = this.documentFields[doc]!;
    const end = this.documentFields[doc + 1]!;
    const out: FieldTerms[] = [];
    for (let f = first; f < end; f++) {
      const from = this.fieldWords[f]!;
      const to = this.fieldWords[f + 1]!;
      out.push({ ids: this.ids.subarray(from, to), starts: this.starts.subarray(from, to) });
    }
    return out;
  }

  /** About the memory the documents take (texts, names, words, field tables, the objects around them). */
  bytes(): number {
    let bytes = this.ids.byteLength + this.starts.byteLength + this.fieldWords.byteLength + this.fieldText.byteLength + this.fieldLabel.byteLength + this.documentFields.byteLength;
    for (const label of this.labels) bytes += stringBytes(label);
    for (const term of this.dictionary.terms) bytes += stringBytes(term) + DICTIONARY_ENTRY_BYTES;
    const contexts = new Set<Token[]>();
    for (const doc of this.documents) {
      bytes += DOCUMENT_BYTES + stringBytes(doc.storedText) + stringBytes(doc.name) + stringBytes(doc.entry.fullName) + stringBytes(doc.entry.path) + stringBytes(doc.entry.rowKey);
      bytes += doc.nameTokens.length * TOKEN_BYTES;
      if (!contexts.has(doc.contextTokens)) {
        contexts.add(doc.contextTokens);
        bytes += doc.contextTokens.length * TOKEN_BYTES + stringBytes(doc.context);
      }
    }
    return bytes;
  }
}

/**
 * Measured on the real data (64-bit Node without pointer compression): a document object with its entry and two token
 * arrays about 400 bytes, a token 56, a dictionary word in its map and list about 60 besides its characters.
 */
const DOCUMENT_BYTES = 400;
const TOKEN_BYTES = 56;
const DICTIONARY_ENTRY_BYTES = 60;

/**
 * A copy of `text` as one flat string. A string cut from a larger one (a heading from its chapter's markdown) or joined
 * from pieces keeps them all alive; JSON's round trip makes a string of its own.
 */
export function flat(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}

/** The document's own strings (name, chapter title, its entry's) as flat copies; anything else as it is. */
function flatParts(parts: DocumentParts): DocumentParts {
  return {
    ...parts,
    name: flat(parts.name),
    context: flat(parts.context),
    entry: { ...parts.entry, fullName: flat(parts.entry.fullName), path: flat(parts.entry.path), rowKey: flat(parts.entry.rowKey) },
  };
}
