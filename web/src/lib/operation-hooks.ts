// Apollo Client 4's React hooks with the document already given: what each generated `use<Name>Query` /
// `use<Name>Mutation` hook (gql/hooks.ts, made by web/operation-hooks-plugin.ts) is. The call shapes are Apollo's own
// "modern" signatures (option-inferring, see @apollo/client/react's useQuery.Signatures.Modern) without the document
// parameter, and every result type is computed by Apollo's own type functions (`ResultForOptions`, `OptionsFor`), so a
// hook gives what Apollo's hook gives for the same document: `data` narrowed by `dataState`, missing or wrong
// variables as compile errors, skipToken, `returnPartialData` and `errorPolicy` reflected in the result, typed
// `refetch` and `fetchMore`. operation-hooks.type-test.ts proves this with tsc against direct calls of Apollo's hooks.
import { useLazyQuery, useMutation, useQuery, useSubscription, useSuspenseQuery, type SkipToken } from '@apollo/client/react';
import type { Cache, ErrorPolicy, OperationVariables, TypedDocumentNode } from '@apollo/client';

/** No options when the operation has no required variables; otherwise the options (with the variables) are required. */
type OptionsArgs<TVariables, TOptions> = {} extends TVariables ? [options?: TOptions] : [options: TOptions];

// Apollo's signatures take the options as `TOptions & OptionsFor<..., TOptions>`. With the document's types already
// fixed (as here), TypeScript then fails to infer TOptions from options holding no literal (`{ variables: { name } }`)
// and falls back to every option at once, which adds partial data to the result. So the same check is the
// constraint of TOptions (`TOptions extends ... & OptionsFor<..., TOptions>`), inferred from the options as given:
// the result is Apollo's, and the type test proves it equal.

/** `useQuery` bound to one document. */
export interface QueryHook<TData, TVariables extends OperationVariables> {
  (...args: {} extends TVariables ? [] : [never]): useQuery.ResultForOptions<TData, TVariables, Record<string, never>>;
  <TOptions extends useQuery.Base.Options<TData, NoInfer<TVariables>> & useQuery.OptionsFor<TData, TVariables, TOptions>>(
    ...[options]: OptionsArgs<TVariables, TOptions>
  ): useQuery.ResultForOptions<TData, TVariables, TOptions>;
  (options: SkipToken): useQuery.Result<TData, TVariables, 'empty', Record<string, never>>;
  <TOptions extends useQuery.Base.Options<TData, NoInfer<TVariables>> & useQuery.OptionsFor<TData, TVariables, TOptions>>(
    ...[options]: OptionsArgs<TVariables, TOptions | SkipToken>
  ): useQuery.ResultForOptions<TData, TVariables, TOptions | SkipToken>;
}

/** `useLazyQuery` bound to one document (the variables are given when the query is run). */
export interface LazyQueryHook<TData, TVariables extends OperationVariables> {
  (): useLazyQuery.ResultForOptions<TData, TVariables, Record<string, never>>;
  <TOptions extends useLazyQuery.Options<NoInfer<TData>, NoInfer<TVariables>> & useLazyQuery.OptionsFor<TOptions>>(
    options?: TOptions,
  ): useLazyQuery.ResultForOptions<TData, TVariables, TOptions>;
}

/** `useSuspenseQuery` bound to one document. */
export interface SuspenseQueryHook<TData, TVariables extends OperationVariables> {
  (...args: {} extends TVariables ? [] : [never]): useSuspenseQuery.ResultForOptions<TData, TVariables, Record<string, never>>;
  <TOptions extends useSuspenseQuery.Base.Options<NoInfer<TVariables>> & useSuspenseQuery.OptionsFor<TVariables, TOptions>>(
    ...[options]: OptionsArgs<TVariables, TOptions>
  ): useSuspenseQuery.ResultForOptions<TData, TVariables, TOptions>;
  (options: SkipToken): useSuspenseQuery.ResultForOptions<TData, TVariables, SkipToken>;
  <TOptions extends useSuspenseQuery.Base.Options<NoInfer<TVariables>> & useSuspenseQuery.OptionsFor<TVariables, TOptions>>(
    ...[options]: OptionsArgs<TVariables, TOptions | SkipToken>
  ): useSuspenseQuery.ResultForOptions<TData, TVariables, TOptions | SkipToken>;
}

/** `useMutation` bound to one document (variables given here become optional when the mutation is run). */
export interface MutationHook<TData, TVariables extends OperationVariables> {
  (): useMutation.ResultForOptions<TData, TVariables, Cache.Implementation, Record<string, never>>;
  <
    TOptions extends useMutation.Options<NoInfer<TData>, NoInfer<TVariables>, Cache.Implementation> & {
      variables?: { [K in Exclude<keyof TOptions['variables'], keyof TVariables>]?: never };
    } & useMutation.OptionsFor<TOptions>,
    TErrorPolicy extends ErrorPolicy | undefined = undefined,
  >(
    options?: TOptions & { errorPolicy?: TErrorPolicy },
  ): useMutation.ResultForOptions<TData, TVariables, Cache.Implementation, TOptions, TErrorPolicy>;
}

/** `useSubscription` bound to one document. */
export interface SubscriptionHook<TData, TVariables extends OperationVariables> {
  (...[options]: OptionsArgs<TVariables, useSubscription.Options<NoInfer<TData>, NoInfer<TVariables>>>): useSubscription.Result<TData>;
}

// The hooks below take the call's arguments as given and hand them to Apollo's hook unchanged: the bound signatures
// above are what callers see, so the casts only tell TypeScript that the forwarding is faithful.

/** The generated `use<Name>Query` of one query document. */
export function queryHook<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>): QueryHook<TData, TVariables> {
  return ((options?: SkipToken | useQuery.Options<TData, TVariables>) => useQuery(document, options as never)) as QueryHook<TData, TVariables>;
}

/** The generated `use<Name>LazyQuery` of one query document. */
export function lazyQueryHook<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>): LazyQueryHook<TData, TVariables> {
  return ((options?: useLazyQuery.Options<TData, TVariables>) => useLazyQuery(document, options as never)) as LazyQueryHook<TData, TVariables>;
}

/** The generated `use<Name>SuspenseQuery` of one query document. */
export function suspenseQueryHook<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
): SuspenseQueryHook<TData, TVariables> {
  return ((options?: SkipToken | useSuspenseQuery.Options<TVariables>) => useSuspenseQuery(document, options as never)) as SuspenseQueryHook<TData, TVariables>;
}

/** The generated `use<Name>Mutation` of one mutation document. */
export function mutationHook<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>): MutationHook<TData, TVariables> {
  return ((options?: useMutation.Options<TData, TVariables>) => useMutation(document, options as never)) as MutationHook<TData, TVariables>;
}

/** The generated `use<Name>Subscription` of one subscription document. */
export function subscriptionHook<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
): SubscriptionHook<TData, TVariables> {
  return ((options?: useSubscription.Options<TData, TVariables>) => useSubscription(document, options as never)) as SubscriptionHook<TData, TVariables>;
}
