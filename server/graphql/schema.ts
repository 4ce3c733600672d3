// Assembles the one GraphQL schema: the SDL files of schema/ and the resolvers of each domain folder.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { campaignResolvers } from '../campaigns/resolvers.ts';
import { chapterResolvers } from '../chapters/resolvers.ts';
import { homebrewResolvers } from '../documents/homebrew-resolvers.ts';
import { documentResolvers } from '../documents/resolvers.ts';
import { subscriptionResolvers } from '../documents/subscription-resolvers.ts';
import { rulesQueryResolvers } from '../rules/query-resolvers.ts';
import { rulesTypeResolvers } from '../rules/type-resolvers.ts';
import { searchResolvers } from '../search/resolvers.ts';
import { userResolvers } from '../users/resolvers.ts';
import { versionResolvers } from '../versions/resolvers.ts';
import type { MutationResolvers, QueryResolvers, Resolvers } from './generated/resolvers-types.ts';
import type { GraphQLContext } from './context.ts';
import { scalarResolvers } from './scalars.ts';

const schemaDir = resolve(import.meta.dirname, '../../schema');

/** Every .graphql file of schema/, in a stable order. */
export function loadTypeDefs(): string[] {
  return readdirSync(schemaDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(resolve(schemaDir, f), 'utf8'));
}

/** Merges the domain resolver maps; a type may get fields from several domains. */
export function mergeResolvers(...maps: Resolvers<GraphQLContext>[]): Resolvers<GraphQLContext> {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
    }
  }
  return merged as Resolvers<GraphQLContext>;
}

export const resolvers = mergeResolvers(
  { Query: rulesQueryResolvers },
  rulesTypeResolvers,
  chapterResolvers,
  versionResolvers,
  searchResolvers,
  userResolvers,
  documentResolvers,
  campaignResolvers,
  homebrewResolvers,
  subscriptionResolvers as Resolvers<GraphQLContext>,
);

// Every Query and Mutation field of the SDL has a resolver: a field added to schema/ without one fails to compile.
type Domains = typeof chapterResolvers | typeof versionResolvers | typeof searchResolvers | typeof userResolvers | typeof documentResolvers | typeof campaignResolvers | typeof homebrewResolvers;
type Served<T extends 'Query' | 'Mutation'> = Domains extends infer D ? (D extends { [K in T]: infer R } ? keyof R : never) : never;
type Unserved = Exclude<keyof QueryResolvers, Served<'Query'> | keyof typeof rulesQueryResolvers> | Exclude<keyof MutationResolvers, Served<'Mutation'>>;
/** Compiles only for `never`: the error names a field without a resolver. */
type NoneUnserved<T extends never> = T;
export type EveryFieldServed = NoneUnserved<Unserved>;

export const allResolvers = { ...scalarResolvers, ...resolvers };

/**
 * The one executable schema, built once per server: Apollo Server answers HTTP with it and graphql-ws the WebSocket
 * subscriptions (server/live/subscription-server.ts), so both doors run the same types and resolvers.
 */
export function buildExecutableSchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: allResolvers as never });
}
