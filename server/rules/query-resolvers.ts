// Query resolvers for every rules resource, derived from the catalogue: one list query whose arguments narrow the
// records as the catalogue says, and one item query by name. The type checks below hold the catalogue to the SDL:
// a list or item field the schema lacks, an argument the catalogue does not handle (or handles but the schema does
// not have), or a filter that does not fit its argument's type fails to compile.
import { RESOURCES, type FilterMatch, type ResourceKey } from '../../core/resources.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { QueryResolvers } from '../graphql/generated/resolvers-types.ts';
import type { Filter } from '../store/port.ts';
import { allOf, equals, oneOf, oneOfText, textEquals } from './filters.ts';

/** Catalogue entries of record resources served over GraphQL (chapters and credits have their own resolvers). */
type RecordEntry = Extract<(typeof RESOURCES)[number], { kind: 'records'; graphql: object }>;
type ListField = RecordEntry['graphql']['list'];
type ItemField = Extract<RecordEntry['graphql'], { item: string }>['item'];
export type RulesQueryField = ListField | ItemField;

type Query = Required<QueryResolvers<GraphQLContext>>;
/** The generated argument type of a Query field (QueryPowersArgs, ...); none for a field without arguments. */
type ArgsOf<F extends keyof Query> = Parameters<Extract<Query[F], (...args: never[]) => unknown>>[1];
type ArgNames<F extends keyof Query> = string extends keyof ArgsOf<F> ? never : keyof ArgsOf<F>;

type FilterOf<E> = E extends { graphql: { filters: readonly (infer F)[] } } ? F : never;
type ArgOf<F> = F extends { arg: infer A } ? A : never;
type ListOf<E> = E extends { graphql: { list: infer L extends keyof Query } } ? L : never;

/** The argument types each kind of filter takes. */
interface MatchArg {
  text: string | null | undefined;
  oneOf: readonly unknown[] | null | undefined;
  oneOfText: readonly string[] | null | undefined;
  equals: string | number | boolean | null | undefined;
}

/** What is wrong with one entry's filters, as readable names; never when nothing is. */
type FilterProblems<E> = E extends unknown ? EntryFilterProblems<E> : never;
type EntryFilterProblems<E> =
  | (FilterOf<E> extends infer F
      ? F extends { arg: infer A; match: infer M extends FilterMatch }
        ? A extends keyof ArgsOf<ListOf<E>>
          ? ArgsOf<ListOf<E>>[A] extends MatchArg[M]
            ? never
            : `${ListOf<E> & string}(${A & string}): a '${M}' filter does not fit the argument's type`
          : `${ListOf<E> & string}(${A & string}): the schema has no such argument`
        : never
      : never)
  | (Exclude<ArgNames<ListOf<E>>, ArgOf<FilterOf<E>>> extends infer A extends string
      ? `${ListOf<E> & string}(${A}): the catalogue has no filter for this argument`
      : never);

type ItemProblems<E> = E extends { graphql: { item: infer I extends keyof Query } }
  ? [ArgNames<I>] extends ['name']
    ? ArgsOf<I> extends { name: string }
      ? never
      : `${I & string}: the name argument must be a required String`
    : `${I & string}: an item query takes exactly one argument, name`
  : never;

type Problems = FilterProblems<RecordEntry> | ItemProblems<RecordEntry>;
/** Compiles only for `never`: the error names the first problem found. */
type NoProblems<T extends never> = T;
// Fails to compile, naming a problem, when the catalogue and the SDL disagree.
export type CatalogueMatchesSchema = NoProblems<FilterProblems<RecordEntry> | ItemProblems<RecordEntry>>;

/** Each filter kind, reading its argument's value as GraphQL validated it. */
const MATCHERS: Record<FilterMatch, (field: string, value: unknown) => Filter> = {
  text: (field, value) => (typeof value === 'string' ? textEquals(field, value) : {}),
  oneOf: (field, value) => (Array.isArray(value) ? oneOf(field, value) : {}),
  oneOfText: (field, value) => (Array.isArray(value) ? oneOfText(field, value.filter((v): v is string => typeof v === 'string')) : {}),
  equals: (field, value) => equals(field, value),
};

/** The store filter for a list query's arguments, as the entry's filters say. */
function listFilter(entry: RecordEntry, args: object): Filter {
  const filters = entry.graphql.filters as readonly { arg: string; field: string; match: FilterMatch }[];
  return allOf(
    ...Object.entries(args).map(([arg, value]) => {
      const f = filters.find((candidate) => candidate.arg === arg);
      return f ? MATCHERS[f.match](f.field, value) : {};
    }),
  );
}

function listResolver(entry: RecordEntry) {
  const resource: ResourceKey = entry.key;
  return async (_parent: unknown, args: object, ctx: GraphQLContext) => ctx.rules.find(resource, listFilter(entry, args));
}

/** The first record with that name, case-insensitive. */
function itemResolver(resource: ResourceKey) {
  return async (_parent: unknown, args: { name: string }, ctx: GraphQLContext) => ctx.rules.findOne(resource, textEquals('name', args.name));
}

const recordEntries = RESOURCES.filter((r): r is RecordEntry => r.kind === 'records' && 'graphql' in r);

/**
 * The rules Query resolvers. Built from the catalogue at start-up, so its shape is stated rather than inferred: the
 * checks above tie every field to the SDL, and the importer validated every stored record against the schema the
 * codegen mappers name.
 */
export const rulesQueryResolvers = Object.fromEntries(
  recordEntries.flatMap((entry) => [
    [entry.graphql.list, listResolver(entry)],
    ...('item' in entry.graphql ? [[entry.graphql.item, itemResolver(entry.key)]] : []),
  ]),
) as Pick<Query, RulesQueryField>;
