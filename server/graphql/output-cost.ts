// The output cost limit: before an operation runs, the bytes of its answer are estimated, weighing every list by the
// records it returns and every stored field by its size in the current data (see estimateCost), and an operation over
// the limit is refused with an error naming it.
// A query is otherwise cheap to write and costly to answer: thirty aliases of the whole power list are 1 KB asked and
// 10 MB answered, thirty aliases of one shared 500 KB encounter 15 MB.
//
// Stored documents are weighed from the kinds table (core/documents/kinds.ts), never per kind here: a document's text
// weighs its kind's largest size, a list of the caller's own documents the kind's per-user limit of them, and a shared
// document the largest size of any kind until its link is looked up: an operation over the limit that way is weighed
// again with each link's kind (read from the link's small record, never the document), its text then weighing that
// kind's largest size, which no stored document exceeds. The caller's own documents
// have an allowance of their own: one copy of everything the caller may store of each kind (the app reads the whole
// list at sign-in), whatever GRAPHQL_MAX_COST says; a second copy is refused.
import type { ApolloServerPlugin } from '@apollo/server';
// Types are told apart by their shape, not graphql-js's predicates: Apollo builds the schema with the CommonJS copy of
// graphql-js and this module may load the ES one, whose instanceof checks would refuse the other's types.
import {
  GraphQLError,
  Kind,
  valueFromASTUntyped,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLAbstractType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { MAX_CAMPAIGN_INVITES, MAX_CAMPAIGN_LOG, MAX_CAMPAIGN_MEMBERS, MAX_JOURNAL_ENTRIES } from '../../core/documents/campaigns.ts';
import { DOCUMENT_KIND, DOCUMENT_KINDS, type DocumentKindDef } from '../../core/documents/kinds.ts';
import { BOOK_RESOURCES, RESOURCES, type ResourceDef, type ResourceKey } from '../../core/resources.ts';
import type { BookKey } from '../../core/site-paths.ts';

const DEFS: readonly ResourceDef[] = RESOURCES;

/** What the estimate knows of the data now (undefined: that resource is not loaded yet). */
export interface RecordCounts {
  /** The records a resource holds. */
  count(resource: ResourceKey): number | undefined;
  /** The average bytes each stored field of a resource's records takes in JSON (name and value), per record. */
  fieldBytes?(resource: ResourceKey): ReadonlyMap<string, number> | undefined;
  /** Resolves once every resource of the data served is loaded, so the counts above are known. */
  ready?(): Promise<unknown>;
}

/** A list whose length nothing tells (a record's computed list, a resource not loaded yet): assumed this long. */
export const DEFAULT_LIST_LENGTH = 10;
/** A value whose size nothing tells (a computed field, a search result's text): assumed this many bytes. */
export const DEFAULT_VALUE_BYTES = 24;

/** The field of every stored-document type (and of SharedDocument) holding the document's JSON text. */
export const DOCUMENT_TEXT_FIELD = 'jsonData';
/** The root field reading a document through a share link, for anyone holding its token. */
export const SHARED_DOCUMENT_FIELD = 'sharedDocument';
/** The type `sharedDocument` answers with. */
const SHARED_DOCUMENT_TYPE = 'SharedDocument';
/** The type `campaignMemberSheet` answers with: a member's character, for the game master. */
const CAMPAIGN_MEMBER_SHEET_TYPE = 'CampaignMemberSheet';
/**
 * Most shared documents one operation may read. A viewer reads its one link; more in one operation would only repeat
 * the work (each read loads and, for the players' view, projects a document of up to the largest kind's size).
 */
export const MAX_SHARED_DOCUMENTS = 3;

/** What the cost limit needs of a kind's entry (a whole DocumentKindDef fits). */
export type WeighedKind = Pick<DocumentKindDef, 'limit' | 'maxJsonBytes'> & { kind: string; graphql: Pick<DocumentKindDef['graphql'], 'type' | 'list' | 'item' | 'save' | 'saveMany'> };

/** The weights of stored documents, derived from the kinds table. */
export interface DocumentWeights {
  /** Root fields (Query and Mutation) answering with the caller's own documents: the kind, and how many at most. */
  readonly roots: ReadonlyMap<string, { kind: string; length: number }>;
  /** Document types by name: the kind whose text they hold, and that text's largest size. */
  readonly types: ReadonlyMap<string, { kind: string | undefined; textBytes: number }>;
  /** The caller's allowance per kind: the text of every document of that kind the caller may keep, once. */
  readonly allowances: ReadonlyMap<string, number>;
  /** Each kind's largest text, for a shared document whose link's kind is known. */
  readonly textBytes: ReadonlyMap<string, number>;
}

/** The weights of `kinds`' documents: a kind's list by its per-user limit, its text by its largest size. */
export function documentWeights(kinds: readonly WeighedKind[] = DOCUMENT_KINDS): DocumentWeights {
  const roots = new Map<string, { kind: string; length: number }>();
  const types = new Map<string, { kind: string | undefined; textBytes: number }>();
  const allowances = new Map<string, number>();
  const textBytes = new Map<string, number>();
  for (const { kind, limit, maxJsonBytes, graphql } of kinds) {
    textBytes.set(kind, maxJsonBytes);
    for (const one of [graphql.item, graphql.save]) roots.set(one, { kind, length: 1 });
    for (const many of [graphql.list, graphql.saveMany]) roots.set(many, { kind, length: limit });
    types.set(graphql.type, { kind, textBytes: maxJsonBytes });
    allowances.set(kind, limit * maxJsonBytes);
  }
  // A link's kind is known only once it is read: the largest kind's size, counted with the rules data, not an allowance.
  types.set(SHARED_DOCUMENT_TYPE, { kind: undefined, textBytes: Math.max(0, ...kinds.map((k) => k.maxJsonBytes)) });
  // A campaign member's character read by its game master: another user's document, counted like a shared one.
  const character = kinds.find((k) => k.kind === 'character');
  if (character) types.set(CAMPAIGN_MEMBER_SHEET_TYPE, { kind: undefined, textBytes: character.maxJsonBytes });
  return { roots, types, allowances, textBytes };
}

const DEFAULT_DOCUMENT_WEIGHTS = documentWeights();

/** An operation's estimated answer, in the parts the limits are checked on. */
export interface OperationCost {
  /** Bytes of everything but the caller's own documents' text: rules data, shared documents, every small field. */
  bytes: number;
  /** Bytes of the caller's own documents' text, by kind (kinds not read are absent). */
  ownDocuments: Map<string, number>;
  /** How many shared documents the operation reads (each alias of `sharedDocument` one). */
  sharedDocuments: number;
  /** The tokens of the links read whose kind was not given (weighed as the largest kind). */
  unknownLinks: Set<string>;
}

/**
 * Lists bounded by a limit of their own (`Type.field`, or `Query.field` for a root), weighed by that bound: a
 * campaign's members, invites, log and journal, and the campaigns a user runs or plays in (their own, and one per character).
 */
const BOUNDED_LISTS = new Map<string, number>([
  ['Campaign.members', MAX_CAMPAIGN_MEMBERS],
  ['Campaign.invites', MAX_CAMPAIGN_INVITES],
  ['Campaign.log', MAX_CAMPAIGN_LOG],
  ['Campaign.journal', MAX_JOURNAL_ENTRIES],
  ['Query.myCampaigns', DOCUMENT_KIND.campaign.limit + DOCUMENT_KIND.character.limit],
]);

/** Query list and item fields by name: the resource they read. */
const QUERY_FIELDS = new Map<string, { resource: ResourceKey; list: boolean }>(
  DEFS.flatMap((r) => {
    const g = r.graphql;
    if (!g) return [];
    const key = r.key as ResourceKey;
    return [[g.list, { resource: key, list: r.kind !== 'text' }] as const, ...(g.item ? [[g.item, { resource: key, list: false }] as const] : [])];
  }),
);
/** `Type.field` of a record type holding related records of a resource (Class.archetypes), with the parent resource. */
const NESTED_FIELDS = new Map<string, { child: ResourceKey; parent: ResourceKey }>(
  DEFS.flatMap((child) =>
    Object.entries(child.graphql?.nested ?? {}).flatMap(([type, fields]) => {
      const parent = DEFS.find((r) => r.graphql?.type === type);
      return parent ? fields.map((field) => [`${type}.${field}`, { child: child.key as ResourceKey, parent: parent.key as ResourceKey }] as const) : [];
    }),
  ),
);

/** Record types served by exactly one resource (Class, Power): a value of that type holds one of its records. */
const TYPE_RESOURCES = new Map<string, ResourceKey>(
  DEFS.flatMap((r) => {
    const type = r.graphql?.type;
    return type && DEFS.filter((other) => other.graphql?.type === type).length === 1 ? [[type, r.key as ResourceKey] as const] : [];
  }),
);

/**
 * The bytes the answer to an operation would take, estimated before it runs: a field stored in the records read
 * weighs what it weighs on average in the data (a power's description hundreds of bytes, its level a few), every
 * list counts its records (a rules list all the records the data holds now, unless asked by name; a search its
 * limit; a record's related records their average number), and everything else DEFAULT_VALUE_BYTES per value and
 * DEFAULT_LIST_LENGTH per list. Fragments are expanded; on an interface or union the costliest member counts.
 */
export function estimateCost(
  schema: GraphQLSchema,
  selectionSet: SelectionSetNode,
  rootType: GraphQLObjectType,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  data: RecordCounts,
  documents: DocumentWeights = DEFAULT_DOCUMENT_WEIGHTS,
  /** The kinds of the links read, by token, where known (their documents weigh that kind's largest size). */
  linkKinds: ReadonlyMap<string, string> = new Map(),
): OperationCost {
  const ownDocuments = new Map<string, number>();
  let sharedDocuments = 0;
  const unknownLinks = new Set<string>();
  /** Within a `sharedDocument` whose link's kind is known: that kind's largest text. */
  let sharedTextBytes: number | undefined;
  const argsOf = (field: GraphQLField<unknown, unknown>, node: FieldNode): Record<string, unknown> => {
    const args: Record<string, unknown> = {};
    for (const arg of field.args) if (arg.defaultValue !== undefined) args[arg.name] = arg.defaultValue;
    for (const arg of node.arguments ?? []) args[arg.name.value] = valueFromASTUntyped(arg.value, variables);
    return args;
  };
  const query = schema.getQueryType();
  const roots = new Set([query, schema.getMutationType()].filter((t) => !!t));
  /** A field's type as written in SDL ('[Power!]!'): whether it is a list, and the type of its values. */
  const shape = (field: GraphQLField<unknown, unknown>) => {
    const written = String(field.type).replace(/!$/, '');
    const list = written.startsWith('[');
    return { list, named: schema.getType(written.replace(/[[\]!]/g, ''))! };
  };
  const isLeaf = (type: GraphQLNamedType) => 'serialize' in type;
  // Interfaces and unions are the types with a resolveType (objects have isTypeOf instead).
  const isAbstract = (type: GraphQLNamedType | undefined | null): type is GraphQLAbstractType => !!type && 'resolveType' in type;

  /** The records a list field returns, and the resource its elements come from (undefined: not a resource). */
  const listOf = (parent: GraphQLObjectType, field: GraphQLField<unknown, unknown>, node: FieldNode, resource: ResourceKey | undefined) => {
    if (parent === query) {
      const args = argsOf(field, node);
      const read = QUERY_FIELDS.get(field.name);
      // A list asked by name holds that record (names are unique but for a few repeats).
      if (read) return { length: typeof args.name === 'string' ? 1 : (data.count(read.resource) ?? DEFAULT_LIST_LENGTH), resource: read.resource };
      if (field.name === 'search') return { length: typeof args.limit === 'number' ? Math.max(0, args.limit) : 50, resource: undefined };
      if (field.name === 'chapters') {
        const book = BOOK_RESOURCES[args.book as BookKey];
        return { length: (book && data.count(book)) ?? DEFAULT_LIST_LENGTH, resource: book };
      }
    }
    const own = roots.has(parent) ? documents.roots.get(field.name) : undefined;
    if (own) return { length: own.length, resource: undefined };
    const bounded = BOUNDED_LISTS.get(`${parent.name}.${field.name}`);
    if (bounded !== undefined) return { length: bounded, resource: undefined };
    const nested = NESTED_FIELDS.get(`${parent.name}.${field.name}`);
    if (nested) {
      const children = data.count(nested.child);
      const parents = data.count(nested.parent);
      return { length: children !== undefined && parents ? Math.max(1, Math.ceil(children / parents)) : DEFAULT_LIST_LENGTH, resource: nested.child };
    }
    return { length: DEFAULT_LIST_LENGTH, resource };
  };

  /** `times`: how many copies of this field the answer holds (the lengths of the lists around it). */
  const fieldCost = (node: FieldNode, parent: GraphQLObjectType, field: GraphQLField<unknown, unknown>, resource: ResourceKey | undefined, seen: Set<string>, times: number): number => {
    const text = field.name === DOCUMENT_TEXT_FIELD ? documents.types.get(parent.name) : undefined;
    if (text) {
      // A caller's own document text counts against that kind's allowance; a shared one with everything else.
      if (text.kind === undefined) return sharedTextBytes ?? text.textBytes;
      ownDocuments.set(text.kind, (ownDocuments.get(text.kind) ?? 0) + times * text.textBytes);
      return 0;
    }
    if (parent === query && field.name === SHARED_DOCUMENT_FIELD) {
      sharedDocuments += times;
      const { token } = argsOf(field, node);
      const kind = typeof token === 'string' ? linkKinds.get(token) : undefined;
      const bytes = kind === undefined ? undefined : documents.textBytes.get(kind);
      if (bytes === undefined) {
        if (typeof token === 'string') unknownLinks.add(token);
      } else {
        sharedTextBytes = bytes;
        try {
          return valueCost(shape(field).named, node, resource, seen, times);
        } finally {
          sharedTextBytes = undefined;
        }
      }
    }
    const nested = NESTED_FIELDS.has(`${parent.name}.${field.name}`);
    // A field kept in the records as it is served weighs what it weighs in the data, whatever it holds.
    const stored = !nested && resource ? data.fieldBytes?.(resource)?.get(field.name) : undefined;
    if (stored !== undefined) return stored;
    const { list, named } = shape(field);
    const read = parent === query ? QUERY_FIELDS.get(field.name) : undefined;
    if (!list) return valueCost(named, node, read && !read.list ? read.resource : resource, seen, times);
    const { length, resource: of } = listOf(parent, field, node, resource);
    return length * valueCost(named, node, of, seen, times * length);
  };

  /** One value of `type` (a list's element, or a single value). */
  const valueCost = (type: GraphQLNamedType, node: FieldNode, context: ResourceKey | undefined, seen: Set<string>, times: number): number => {
    if (isLeaf(type) || !node.selectionSet) return DEFAULT_VALUE_BYTES;
    // A record reached through a relation (an archetype's class) weighs as a record of its own resource.
    const resource = TYPE_RESOURCES.get(type.name) ?? context;
    const members = isAbstract(type) ? schema.getPossibleTypes(type) : [type as GraphQLObjectType];
    return DEFAULT_VALUE_BYTES + Math.max(0, ...members.map((member) => selectionCost(node.selectionSet!, member, resource, seen, times)));
  };

  const selectionCost = (set: SelectionSetNode, type: GraphQLObjectType, resource: ResourceKey | undefined, seen: Set<string>, times: number): number => {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) {
          cost += DEFAULT_VALUE_BYTES;
          continue;
        }
        const field = type.getFields()[selection.name.value];
        if (field) cost += fieldCost(selection, type, field, resource, seen, times);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (on === type || (isAbstract(on) && schema.isSubType(on, type))) cost += selectionCost(selection.selectionSet, type, resource, seen, times);
      } else {
        const fragment = fragments[selection.name.value];
        // A fragment spread inside itself is refused by validation; counted once here whatever happens.
        if (!fragment || seen.has(fragment.name.value)) continue;
        const on = schema.getType(fragment.typeCondition.name.value);
        if (on !== type && !(isAbstract(on) && schema.isSubType(on, type))) continue;
        cost += selectionCost(fragment.selectionSet, type, resource, new Set([...seen, fragment.name.value]), times);
      }
    }
    return cost;
  };

  const bytes = Math.round(selectionCost(selectionSet, rootType, undefined, new Set(), 1));
  return { bytes, ownDocuments, sharedDocuments, unknownLinks };
}

/** Why an operation is refused, or undefined when it may run. */
export function refusal(cost: OperationCost, maxCost: number, documents: DocumentWeights = DEFAULT_DOCUMENT_WEIGHTS): GraphQLError | undefined {
  const tooLarge = (message: string, extensions: Record<string, unknown>) =>
    new GraphQLError(message, { extensions: { code: 'COST_LIMIT_EXCEEDED', ...extensions, http: { status: 400 } } });
  if (cost.bytes > maxCost) {
    return tooLarge(
      `The query asks for too much at once: its answer would take about ${cost.bytes} bytes (each record of a list counts its fields, each shared document the largest size a document may have), over the limit of ${maxCost} (GRAPHQL_MAX_COST). Ask for fewer lists, fields or aliases, or filter the lists.`,
      { cost: cost.bytes, limit: maxCost },
    );
  }
  for (const [kind, bytes] of cost.ownDocuments) {
    const allowance = documents.allowances.get(kind) ?? 0;
    if (bytes > allowance) {
      return tooLarge(
        `The query asks for the ${kind} documents more than once: their text would take up to ${bytes} bytes, over the ${allowance} bytes of one copy of every ${kind} an account may keep. Ask for each list once.`,
        { cost: bytes, limit: allowance, kind },
      );
    }
  }
  if (cost.sharedDocuments > MAX_SHARED_DOCUMENTS) {
    return new GraphQLError(
      `The query reads ${cost.sharedDocuments} shared documents; one operation may read at most ${MAX_SHARED_DOCUMENTS}. Ask for each link separately.`,
      { extensions: { code: 'TOO_MANY_SHARED_DOCUMENTS', count: cost.sharedDocuments, limit: MAX_SHARED_DOCUMENTS, http: { status: 400 } } },
    );
  }
  return undefined;
}

/**
 * The Apollo plugin refusing, before they run, operations whose answer would take over `maxCost` bytes
 * (GRAPHQL_MAX_COST), ask for the caller's documents of a kind more than once over, or read more than
 * MAX_SHARED_DOCUMENTS shared documents.
 */
/** Finds the kind of the link a token names (undefined: unknown or revoked), for the request's context. */
export type LinkKindLookup = (context: unknown, token: string) => Promise<string | undefined>;

export function outputCostLimit(maxCost: number, counts: RecordCounts, documents: DocumentWeights = DEFAULT_DOCUMENT_WEIGHTS, linkKind?: LinkKindLookup): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request, contextValue }) {
          const root = !operation ? undefined : operation.operation === 'query' ? schema.getQueryType() : operation.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
          if (!operation || !root) return;
          // A fresh instance (or new data) has not loaded the lists yet: unknown lengths would let anything through.
          await counts.ready?.();
          const fragments = Object.fromEntries(
            document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
          );
          const estimate = (kinds?: ReadonlyMap<string, string>) => estimateCost(schema, operation.selectionSet, root, fragments, request.variables ?? {}, counts, documents, kinds);
          const first = estimate();
          let refused = refusal(first, maxCost, documents);
          // Over the limit with shared documents weighed as the largest kind: weighed again with their links' kinds
          // (only then: an operation within the limit reads no link record here). A count over the most shared
          // documents an operation may read is refused as it is.
          if (refused && linkKind && first.unknownLinks.size > 0 && first.sharedDocuments <= MAX_SHARED_DOCUMENTS) {
            const kinds = new Map<string, string>();
            for (const token of first.unknownLinks) {
              const kind = await linkKind(contextValue, token);
              if (kind !== undefined) kinds.set(token, kind);
            }
            refused = refusal(estimate(kinds), maxCost, documents);
          }
          if (refused) throw refused;
        },
      };
    },
  };
}
