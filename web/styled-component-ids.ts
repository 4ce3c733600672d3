// A Vite plugin for both builds (browser and server renderer): gives every styled component a componentId made from
// its file and its place in the file. styled-components otherwise numbers components in the order their modules
// load, which differs between the server (every page's modules over the process's life) and each browser visit, so
// the class names of server-rendered HTML would not match the ones the browser generates when it hydrates.
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** `styled.tag` or `styled(Component)` right before its template, its type arguments or `.attrs`. */
const STYLED_CALL = /\bstyled(\.[A-Za-z]\w*|\([A-Za-z_$][\w$.]*\))(?=\s*(?:<|`|\.attrs\b))/g;

/** The source with `.withConfig({ componentId })` after each styled constructor; ids are stable per file and place. */
export function withComponentIds(code: string, file: string): string {
  const prefix = createHash('sha256').update(file).digest('base64url').replace(/[-_]/g, '').slice(0, 6);
  let n = 0;
  return code.replace(STYLED_CALL, (call) => `${call}.withConfig({ componentId: "sc-${prefix}${(n++).toString(36)}" })`);
}

export function styledComponentIds(srcRoot: string): Plugin {
  return {
    name: 'sw5e-styled-component-ids',
    // Before TypeScript is stripped: the patterns above include type arguments.
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.tsx?$/.test(file) || !file.startsWith(srcRoot) || !code.includes('styled')) return undefined;
      const next = withComponentIds(code, relative(srcRoot, file));
      return next === code ? undefined : { code: next, map: null };
    },
  };
}
