// The fingerprint of the GraphQL schema and operations this build was made with (set by web/vite.config.ts);
// a saved cache written under another fingerprint is dropped on start-up.
declare const __SW5E_SCHEMA_HASH__: string | undefined;

export const SCHEMA_HASH: string = typeof __SW5E_SCHEMA_HASH__ === 'string' ? __SW5E_SCHEMA_HASH__ : 'development';
