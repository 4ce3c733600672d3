// Builds the server into one JavaScript file (dist/server.mjs) that plain Node runs: `npm start` runs that instead of
// the TypeScript sources through tsx, whose loader thread and transpiler cost about 40-60 MB of a 300 MB instance
// (docs/performance.md). Packages stay imports of node_modules; our own modules are bundled.
// Run: npx tsx server/build-server.ts [<output file>]   (`npm run build:server`)
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = resolve(ROOT, 'dist/server.mjs');

/**
 * Modules find files beside them (the schema, the bundled rules) from their own location; in one bundle every module
 * would share the bundle's. So each module's location is written into it as it is bundled: the bundle runs from the
 * checkout it was built in, which is where `npm start` builds it.
 */
const ownLocation: Plugin = {
  name: 'own-location',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      return {
        contents: source.replaceAll('import.meta.dirname', JSON.stringify(dirname(path))).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
        loader: path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

/** The server's JavaScript as one file (not written), for `outfile`. */
export async function bundleServer(outfile: string = SERVER_BUNDLE): Promise<string> {
  const result = await build({
    entryPoints: [resolve(ROOT, 'server/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    write: false,
    plugins: [ownLocation],
    logLevel: 'warning',
    // Not minified: stack traces in the logs keep our function names.
  });
  return result.outputFiles[0]!.text;
}

/** Builds the bundle into `outfile` (inside the checkout, so that its packages resolve from node_modules). */
export async function buildServer(outfile: string = SERVER_BUNDLE): Promise<string> {
  const text = await bundleServer(outfile);
  await mkdir(dirname(outfile), { recursive: true });
  // Written aside and renamed: a server starting meanwhile reads the old file or the new one, never half of one.
  const temp = `${outfile}.${process.pid}.tmp`;
  await writeFile(temp, text);
  await rename(temp, outfile);
  return outfile;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = await buildServer(process.argv[2] ? resolve(process.argv[2]) : SERVER_BUNDLE);
  console.log(`server built into ${out}`);
}
