// Turns entries of the route table (`core/routes.ts`) into react-router route objects, so a route module never
// writes a path or a default title of its own: it names the table entry and the lazily loaded page.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteDef } from '../../../core/routes.ts';
import type { RouteHandle } from '../components/page-title.ts';
import { dataLayerForRoute } from './apollo/data-layer.ts';

/** The route's `handle` carrying the table's default title (none when the table gives none). */
export function routeHandle(def: RouteDef): RouteHandle | undefined {
  return def.title === undefined ? undefined : { title: def.title as RouteHandle['title'] };
}

/**
 * A route for a table entry whose page is loaded on first visit (each page its own chunk). The table's absolute
 * pattern is used as is: react-router accepts an absolute child path that starts with its parents' path.
 */
export function lazyRoute(def: RouteDef, load: () => Promise<ComponentType>, rest: Omit<RouteObject, 'path' | 'index' | 'lazy'> = {}): RouteObject {
  const handle = routeHandle(def);
  return { path: def.pattern, ...(handle && { handle }), ...rest, lazy: withDataLayer(load) } as RouteObject;
}

/** The index route of a section (its hub): the section's path itself, titled by the section's route. */
export function lazyIndex(load: () => Promise<ComponentType>): RouteObject {
  return { index: true, lazy: withDataLayer(load) };
}

/**
 * A route's lazy loader: the page module and the data layer (loaded on first need, apollo/data-layer.ts) together,
 * so a page that queries renders only once the client is there.
 */
function withDataLayer(load: () => Promise<ComponentType>): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const [Component] = await Promise.all([load(), dataLayerForRoute()]);
    return { Component };
  };
}
