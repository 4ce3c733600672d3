// `npm test`'s web build step: the production build the browser tests and the server-render contract test serve
// (the browser's build and the server renderer, made once per state of the web sources by ensureWebBuild), with
// Vite's warnings shown. Prints the folder on its last line, so the runner hands this same build to the later steps
// instead of building it again.
import { ensureWebBuild } from './web-build.ts';

console.log(ensureWebBuild(console.log, 'warn'));
