// Server rendering of one page, built by Vite's SSR build (dist/server/entry-server.mjs) and loaded by the server at
// run time by path (server/http/page-renderer.ts; the contract is core/server-render.ts), so the server never imports the web app's sources. The server
// hands over a function that runs GraphQL operations in its own process (no HTTP round trip) with an anonymous
// caller; Apollo renders the tree until every query has its data (each answer handed straight to the components,
// not through a normalized cache: see render), react-router's static handler matches the route
// and loads its lazy modules, and styled-components collects the styles, so the first paint needs no script.
// Character tools, the profile and shared documents hold private data: they get the page frame (toolbar, layout) with
// a loading placeholder, and the browser renders them itself.
import { ApolloClient, ApolloLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { isValidElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject, type StaticHandlerContext } from 'react-router-dom';
import { map, Observable, tap } from 'rxjs';
import { ServerStyleSheet } from 'styled-components';
import { canonicalPattern } from '../../core/resources.ts';
import { PRIVATE_PAGES, ROUTES } from '../../core/routes.ts';
import { scriptJson, type ExecuteOperation, type HydrationStateCache, type RenderedPage, type RenderRequest } from '../../core/server-render.ts';
import { cleanTextLink } from './app/apollo/clean-text-link.ts';
import { ServerSessionProvider } from './auth/auth-state.ts';
import { cacheConfig, createCache } from './app/apollo/client.ts';
import { ThemeModeProvider } from './app/theme/ThemeMode.tsx';
import { Loading } from './components/Loading.tsx';
import { buildTitle, routeTitle } from './components/page-title.ts';
import { pageIndexFromQuery, PAGE_PARAM, queryWithPage } from './components/table/table-state.ts';
import { RenderFactsContext, type RenderFacts } from './components/render-facts.ts';
import { routes } from './pages/router.tsx';
import { pageDescription } from './server-page-text.ts';
import { SSR_STATE_ID, type ServerRenderState } from './ssr-state.ts';

/** Pages holding one person's data (their own, or a document shared by link): rendered in the browser only. */
const CLIENT_ONLY_PATTERNS = new Set<string>(PRIVATE_PAGES.map((key) => ROUTES[key].pattern));

function PrivatePagePlaceholder() {
  return <Loading label="Loading your page" />;
}

/** The route tree with the private pages' modules swapped for a placeholder (their code never runs on the server). */
function serverRoutes(tree: RouteObject[]): RouteObject[] {
  return tree.map((route) => {
    if (route.path && CLIENT_ONLY_PATTERNS.has(route.path)) {
      const { lazy: _lazy, children: _children, ...rest } = route;
      return { ...rest, Component: PrivatePagePlaceholder, handle: { ...(route.handle as object), clientOnly: true } } as RouteObject;
    }
    return route.children ? ({ ...route, children: serverRoutes(route.children) } as RouteObject) : route;
  });
}

const handler = createStaticHandler(serverRoutes(routes));

/** One answered operation, as the browser's cache must hold it for hydration. */
interface Answer {
  /** The operation's name and variables: what decides its answer for one data version (names are unique, see codegen). */
  key: string;
  query: ApolloLink.Operation['query'];
  variables: ApolloLink.Operation['variables'];
  data: unknown;
}

/**
 * A failure of the server's own (an error thrown while running the operation, or one Apollo Server reports as
 * internal), as opposed to an answer about the request (a search text over the limit is the reader's to change).
 */
function isServerFailure(errors: ReadonlyArray<{ extensions?: Record<string, unknown> }> | undefined): boolean {
  return !!errors?.some((error) => {
    const code = error.extensions?.code;
    return code === undefined || code === 'INTERNAL_SERVER_ERROR';
  });
}

/**
 * A link that notes every answer without errors (the ones the normalized cache would have kept), after cleaning, and
 * calls `onFailure` when an operation failed on the server's side (the page then shows an error, not its content).
 */
function collectLink(answers: Answer[], onFailure: () => void): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        if (result.data && !result.errors?.length) {
          const key = `${operation.operationName}${JSON.stringify(operation.variables)}`;
          answers.push({ key, query: operation.query, variables: operation.variables, data: result.data });
        }
        if (isServerFailure(result.errors)) onFailure();
        return result;
      }),
      tap({ error: onFailure }),
    ),
  );
}

/**
 * The browser's cache as it would be after these answers: each is written into a fresh cache with the app's type
 * policies, once, after rendering. Result caching is off: nothing reads this cache, so its bookkeeping is waste.
 */
function hydrationCache(answers: readonly Answer[]): NormalizedCacheObject {
  const cache = new InMemoryCache({ ...cacheConfig, resultCaching: false });
  for (const { query, variables, data } of answers) cache.writeQuery({ query, variables, data });
  return cache.extract();
}

/**
 * The hydration cache's JSON (script-safe), from the server's state cache when the same operations were answered
 * before for this data version. Answers arrive in the order their operations finish, so they are sorted first: the
 * key and the state are the same whichever finished first (one data version answers the same in any order, so the
 * order of writes changes nothing the browser sees).
 */
function hydrationJson(answers: Answer[], stateCache: HydrationStateCache | undefined): string {
  const sorted = answers.toSorted((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const key = sorted.map((a) => a.key).join('\n');
  const kept = stateCache?.get(key);
  if (kept !== undefined) return kept;
  const json = scriptJson(hydrationCache(sorted));
  stateCache?.set(key, json);
  return json;
}

/** The state script's JSON, with the Apollo part already serialized (spliced in, not parsed and written again). */
function stateJson(apolloJson: string, rest: Omit<ServerRenderState, 'apollo'>): string {
  return `{"apollo":${apolloJson},${scriptJson(rest).slice(1)}`;
}

/** A link that runs each operation through the server's executor, as one result. */
function serverLink(execute: ExecuteOperation): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: operation.query, variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}



export async function render(request: RenderRequest): Promise<RenderedPage> {
  const url = new URL(request.url, 'http://localhost');
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    const redirect = context.headers.get('Location') ?? '/';
    return { status: context.status, redirect, html: '', styles: '', stateScript: '', title: buildTitle(), pageTitle: undefined, canonicalPath: redirect, description: undefined, clientOnly: false, modules: [] };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // The answers go straight to the components (no-cache): writing a long list into the normalized cache and reading it
  // back on every render pass cost more than the rest of a table page's render (about 40% of the enhanced items
  // page). The hydration state is built from the same answers once the markup is done (hydrationCache).
  const answers: Answer[] = [];
  let operationFailed = false;
  const client = new ApolloClient({
    ssrMode: true,
    cache: createCache(),
    link: ApolloLink.from([collectLink(answers, () => (operationFailed = true)), cleanTextLink, serverLink(request.execute)]),
    defaultOptions: { watchQuery: { fetchPolicy: 'no-cache' } },
  });
  let facts: RenderFacts = { notFound: false };
  let sheet = new ServerStyleSheet();
  const tree = (
    <ThemeModeProvider serverDarkSide={request.darkSide}>
      <ServerSessionProvider session={request.session === true}>
        <ApolloProvider client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ApolloProvider>
      </ServerSessionProvider>
    </ThemeModeProvider>
  );
  try {
    const { result } = await prerenderStatic({
      tree,
      // Apollo renders until no query is left waiting; the facts and styles of the last pass are the page's.
      renderFunction: (node) => {
        sheet.seal();
        sheet = new ServerStyleSheet();
        facts = { notFound: false };
        return prerenderToNodeStream(sheet.collectStyles(<RenderFactsContext.Provider value={facts}>{node}</RenderFactsContext.Provider>));
      },
    });
    const matches = context.matches;
    const clientOnly = matches.some((m) => (m.route.handle as { clientOnly?: boolean } | undefined)?.clientOnly === true);
    const notFound = facts.notFound || matches.at(-1)?.route.path === ROUTES.notFound.pattern;
    const pageTitle = facts.title ?? routeTitle(matches.map((m) => ({ handle: m.route.handle, params: m.params })));
    const state = stateJson(hydrationJson(answers, request.stateCache), { darkSide: request.darkSide, session: request.session === true, mode: clientOnly ? 'shell' : 'full' });
    return {
      // A failure outranks not-found: a page whose data failed may have taken that for a missing record.
      status: facts.failed || operationFailed ? 500 : notFound ? 404 : 200,
      html: result,
      styles: sheet.getStyleTags(),
      stateScript: `<script type="application/json" id="${SSR_STATE_ID}">${state}</script>`,
      title: buildTitle(pageTitle),
      pageTitle,
      canonicalPath: canonicalPath(matches, url),
      description: clientOnly ? undefined : pageDescription(result),
      clientOnly,
      modules: moduleIds(matches.map((m) => m.route)),
    };
  } finally {
    sheet.seal();
    client.stop();
  }
}

/**
 * The address's path, or the main page of a record shown under several routes (see canonicalPattern). A later page
 * of a table's rows is a page of its own (the rows differ), so `?page=N` stays when it is the only parameter; a
 * filtered or searched view names the table itself.
 */
function canonicalPath(matches: StaticHandlerContext['matches'], url: URL): string {
  const pathname = url.pathname;
  const leaf = matches.findLast((m) => m.route.path?.includes(':'));
  if (!leaf?.route.path) {
    const pageIndex = pageIndexFromQuery(url.searchParams);
    const onlyPage = [...url.searchParams.keys()].every((key) => key === PAGE_PARAM);
    return pageIndex > 0 && onlyPage ? `${pathname}?${queryWithPage(new URLSearchParams(), pageIndex)}` : pathname;
  }
  const pattern = canonicalPattern(leaf.route.path);
  if (pattern === leaf.route.path) return pathname;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(leaf.params[name] ?? ''));
}

/** The source module of each matched page component, as stamped by the SSR build (web/vite.config.ts). */
function moduleIds(matched: RouteObject[]): string[] {
  const ids = new Set<string>();
  for (const route of matched) {
    // The router turns a route's Component into its element once loaded.
    const component = route.Component ?? (isValidElement(route.element) ? route.element.type : undefined);
    const id = (component as { __sourceModule?: string } | null | undefined)?.__sourceModule;
    if (id) ids.add(id);
  }
  return [...ids];
}
