// The data layer's public face: start-up, logout clean-up and the data-version readiness flag.
export { setupApollo, clearUserData, type DataLayer } from './setup.ts';
export { useDataVersionsReady } from './data-versions-ready.ts';
export { createApolloClient, createCache } from './client.ts';
