// GraphQL resolvers of the users' documents and share links: thin calls into the document and share services. Each
// kind's operations are named by its entry in the kinds table; a name the SDL lacks fails to compile (the Pick below).
import { DOCUMENT_KIND, DOCUMENT_KINDS, documentKindByEnum, type DocumentKindName } from '../../core/documents/kinds.ts';
import { badInput } from '../auth/request-errors.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../graphql/generated/resolvers-types.ts';

type KindDef = (typeof DOCUMENT_KINDS)[number];
type KindQueries = KindDef['graphql']['list'] | KindDef['graphql']['item'];
type KindMutations = KindDef['graphql']['save'] | KindDef['graphql']['saveMany'] | KindDef['graphql']['delete'];
type Resolver = (parent: unknown, args: Record<string, unknown>, ctx: GraphQLContext) => unknown;

const kindQueries: Record<string, Resolver> = {};
const kindMutations: Record<string, Resolver> = {};
for (const { kind, graphql } of DOCUMENT_KINDS) {
  kindQueries[graphql.list] = (_p, _a, ctx) => ctx.documents.list(kind, ctx.user);
  kindQueries[graphql.item] = (_p, { id }, ctx) => ctx.documents.get(kind, ctx.user, id);
  kindMutations[graphql.save] = (_p, { input }, ctx) => ctx.documents.save(kind, ctx.user, input);
  kindMutations[graphql.saveMany] = (_p, { inputs }, ctx) => ctx.documents.saveMany(kind, ctx.user, inputs);
  kindMutations[graphql.delete] = async (_p, { id, baseRevision }, ctx) => {
    await ctx.documents.delete(kind, ctx.user, id, baseRevision);
    return true;
  };
}

/** The kind a `DocumentKind` argument names; an absent optional one is undefined. */
function kindArg(value: unknown): DocumentKindName | undefined {
  if (value === undefined || value === null) return undefined;
  const def = documentKindByEnum(value);
  if (!def) throw badInput(`Unknown document kind ${JSON.stringify(value)}.`, 'kind');
  return def.kind;
}

const enumOf = (kind: DocumentKindName) => DOCUMENT_KIND[kind].graphql.enumValue;

export const documentResolvers = {
  Query: {
    ...(kindQueries as unknown as Pick<QueryResolvers<GraphQLContext>, KindQueries>),
    myShares: (_p, { kind, documentId }, ctx) =>
      ctx.shares.mine(ctx.user, {
        ...(kind ? { kind: kindArg(kind) } : {}),
        ...(documentId !== undefined && documentId !== null ? { documentId } : {}),
      }),
    sharedDocument: (_p, { token }, ctx) => ctx.shares.shared(token, { user: ctx.user, address: ctx.address }),
  },
  Mutation: {
    ...(kindMutations as unknown as Pick<MutationResolvers<GraphQLContext>, KindMutations>),
    createShare: (_p, { kind, documentId, view }, ctx) => ctx.shares.create(ctx.user, kindArg(kind)!, documentId, view ?? 'FULL'),
    revokeShare: (_p, { token }, ctx) => ctx.shares.revoke(ctx.user, token),
  },
  DocumentShare: {
    kind: (share) => enumOf(share.kind),
  },
  SharedDocument: {
    kind: (shared) => enumOf(shared.kind),
  },
} satisfies Resolvers<GraphQLContext>;
