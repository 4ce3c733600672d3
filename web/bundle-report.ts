// Opt-in report of what each chunk of the browser build is made of (BUNDLE_REPORT=<file> when building): per chunk its
// size, its gzip -9 size, and its largest parts by package or source folder, from the bundler's own record of each
// module's rendered length (no extra tool). Chunks the entry loads statically are marked, since every page pays for
// them. Used to decide what leaves the first load (docs/performance.md, "Client weight and paint").
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** A module's report group: the npm package for dependencies, the folder below web/src or core/ for our code. */
export function moduleGroup(id: string): string {
  const path = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const nm = path.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const [scope, name] = path.slice(nm + '/node_modules/'.length).split('/');
    return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
  }
  const ours = /\/(web\/src|core)\/(.*)$/.exec(path);
  if (!ours) return path;
  const parts = ours[2]!.split('/');
  return parts.length > 1 ? `${ours[1]}/${parts.slice(0, -1).join('/')}/` : `${ours[1]}/${parts[0]}`;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function bundleReport(outFile: string | undefined): Plugin {
  return {
    name: 'sw5e-bundle-report',
    // After Vite's own generateBundle steps, which still rewrite the chunks (the lazy imports' preload lists).
    enforce: 'post',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !!outFile,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
      // The scripts the app's entry loads before anything else (its static imports, transitively).
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const initial = new Set<string>();
      const visit = (file: string) => {
        if (initial.has(file)) return;
        initial.add(file);
        for (const next of byName.get(file)?.imports ?? []) visit(next);
      };
      for (const c of chunks) if (c.isEntry && c.facadeModuleId?.endsWith('/index.html')) visit(c.fileName);

      const rows = chunks
        .map((c) => {
          const groups = new Map<string, number>();
          for (const [id, m] of Object.entries(c.modules)) groups.set(moduleGroup(id), (groups.get(moduleGroup(id)) ?? 0) + m.renderedLength);
          return { c, gzip: gzipSync(c.code, { level: 9 }).length, groups: [...groups].sort((a, b) => b[1] - a[1]) };
        })
        .sort((a, b) => Number(initial.has(b.c.fileName)) - Number(initial.has(a.c.fileName)) || b.gzip - a.gzip);
      const lines = [
        'Chunks of the browser build; * = loaded by the app entry statically (every page). Parts are measured before',
        'minifying, so their sizes add up to more than the chunk: read the shares.',
        '',
      ];
      for (const { c, gzip, groups } of rows) {
        const total = groups.reduce((sum, [, length]) => sum + length, 0) || 1;
        lines.push(`${initial.has(c.fileName) ? '*' : ' '} ${c.fileName}: ${kb(c.code.length)}, gzip ${kb(gzip)}`);
        for (const [group, length] of groups.slice(0, 8)) lines.push(`      ${((100 * length) / total).toFixed(0).padStart(3)}%  ${group}`);
      }
      writeFileSync(outFile!, `${lines.join('\n')}\n`);
    },
  };
}
