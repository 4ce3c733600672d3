// The output cost limit: before an operation runs, the bytes of its answer are estimated, weighing every list by the
// records it returns and every stored field by its size in the current data (see estimateCost), and an operation over
// the limit is refused with an error naming it.
// A query is otherwise cheap to write and costly to answer: thirty aliases of the whole power list are 1 KB asked and
// 10 MB answered.
import type { ApolloServerPlugin } from '@apollo/server';
// Types are told apart by their shape, not graphql-js's predicates: Apollo builds the schema with the CommonJS copy of
// graphql-js and this module may load the ES one, whose instanceof checks would refuse the other's types.
import {
  GraphQLError,
  Kind,
  valueFromASTUntyped,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { BOOK_RESOURCES, RESOURCES, type ResourceDef, type ResourceKey } from '../../core/resources.ts';

const DEFS: readonly ResourceDef[] = RESOURCES;
import type { BookKey } from '../../core/site-paths.ts';

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
/** Signed-in lists (the user's own characters) are bounded by the per-user limit. */
const OWN_LIST_LENGTH = 20;
/** A user's character as stored (the per-character size limit is far above; most are a few KB). */
const CHARACTER_BYTES = 16 * 1024;

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
): number {
  const argsOf = (field: GraphQLField<unknown, unknown>, node: FieldNode): Record<string, unknown> => {
    const args: Record<string, unknown> = {};
    for (const arg of field.args) if (arg.defaultValue !== undefined) args[arg.name] = arg.defaultValue;
    for (const arg of node.arguments ?? []) args[arg.name.value] = valueFromASTUntyped(arg.value, variables);
    return args;
  };
  const query = schema.getQueryType();
  /** A field's type as written in SDL ('[Power!]!'): whether it is a list, and the type of its values. */
  const shape = (field: GraphQLField<unknown, unknown>) => {
    const written = String(field.type).replace(/!$/, '');
    const list = written.startsWith('[');
    return { list, named: schema.getType(written.replace(/[[\]!]/g, ''))! };
  };
  const isLeaf = (type: GraphQLNamedType) => 'serialize' in type;
  const isAbstract = (type: GraphQLNamedType) => !('getFields' in type && 'isTypeOf' in type) && !isLeaf(type);

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
      if (field.name === 'characters') return { length: OWN_LIST_LENGTH, resource: undefined };
    }
    const nested = NESTED_FIELDS.get(`${parent.name}.${field.name}`);
    if (nested) {
      const children = data.count(nested.child);
      const parents = data.count(nested.parent);
      return { length: children !== undefined && parents ? Math.max(1, Math.ceil(children / parents)) : DEFAULT_LIST_LENGTH, resource: nested.child };
    }
    return { length: DEFAULT_LIST_LENGTH, resource };
  };

  const fieldCost = (node: FieldNode, parent: GraphQLObjectType, field: GraphQLField<unknown, unknown>, resource: ResourceKey | undefined, seen: Set<string>): number => {
    const nested = NESTED_FIELDS.has(`${parent.name}.${field.name}`);
    // A field kept in the records as it is served weighs what it weighs in the data, whatever it holds.
    const stored = !nested && resource ? data.fieldBytes?.(resource)?.get(field.name) : undefined;
    if (stored !== undefined) return stored;
    const { list, named } = shape(field);
    if (parent === query && field.name === 'character') return CHARACTER_BYTES;
    if (parent === query && field.name === 'characters') return OWN_LIST_LENGTH * CHARACTER_BYTES;
    const read = parent === query ? QUERY_FIELDS.get(field.name) : undefined;
    if (!list) return valueCost(named, node, read && !read.list ? read.resource : resource, seen);
    const { length, resource: of } = listOf(parent, field, node, resource);
    return length * valueCost(named, node, of, seen);
  };

  /** One value of `type` (a list's element, or a single value). */
  const valueCost = (type: GraphQLNamedType, node: FieldNode, context: ResourceKey | undefined, seen: Set<string>): number => {
    if (isLeaf(type) || !node.selectionSet) return DEFAULT_VALUE_BYTES;
    // A record reached through a relation (an archetype's class) weighs as a record of its own resource.
    const resource = TYPE_RESOURCES.get(type.name) ?? context;
    const members = isAbstract(type) ? schema.getPossibleTypes(type as never) : [type as GraphQLObjectType];
    return DEFAULT_VALUE_BYTES + Math.max(0, ...members.map((member) => selectionCost(node.selectionSet!, member, resource, seen)));
  };

  const selectionCost = (set: SelectionSetNode, type: GraphQLObjectType, resource: ResourceKey | undefined, seen: Set<string>): number => {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) {
          cost += DEFAULT_VALUE_BYTES;
          continue;
        }
        const field = type.getFields()[selection.name.value];
        if (field) cost += fieldCost(selection, type, field, resource, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (on === type || (on && isAbstract(on) && schema.isSubType(on as never, type))) cost += selectionCost(selection.selectionSet, type, resource, seen);
      } else {
        const fragment = fragments[selection.name.value];
        // A fragment spread inside itself is refused by validation; counted once here whatever happens.
        if (!fragment || seen.has(fragment.name.value)) continue;
        const on = schema.getType(fragment.typeCondition.name.value);
        if (on !== type && !(on && isAbstract(on) && schema.isSubType(on as never, type))) continue;
        cost += selectionCost(fragment.selectionSet, type, resource, new Set([...seen, fragment.name.value]));
      }
    }
    return cost;
  };

  return Math.round(selectionCost(selectionSet, rootType, undefined, new Set()));
}

/** The Apollo plugin refusing operations whose answer would take over `maxCost` bytes (GRAPHQL_MAX_COST) before they run. */
export function outputCostLimit(maxCost: number, counts: RecordCounts): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          const root = !operation ? undefined : operation.operation === 'query' ? schema.getQueryType() : operation.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
          if (!operation || !root) return;
          // A fresh instance (or new data) has not loaded the lists yet: unknown lengths would let anything through.
          await counts.ready?.();
          const fragments = Object.fromEntries(
            document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
          );
          const cost = estimateCost(schema, operation.selectionSet, root, fragments, request.variables ?? {}, counts);
          if (cost > maxCost) {
            throw new GraphQLError(
              `The query asks for too much at once: its answer would take about ${cost} bytes (each record of a list counts its fields), over the limit of ${maxCost} (GRAPHQL_MAX_COST). Ask for fewer lists, fields or aliases, or filter the lists.`,
              { extensions: { code: 'COST_LIMIT_EXCEEDED', cost, limit: maxCost, http: { status: 400 } } },
            );
          }
        },
      };
    },
  };
}
