// `npm run seed -- <folder | checkout | pack | url>`: opens the configured store and runs the importer on a folder of
// rules data in the original shapes (seed/importer.ts), a checkout of the canonical content repository
// (seed/canonical/), a homebrew pack folder (seed/homebrew-import.ts), or the REST API of a running site in the
// original shapes, and reports every problem.
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { withStore } from './store/index.ts';
import { importCanonical, isCanonicalCheckout } from '../seed/canonical/import-canonical.ts';
import { importHomebrewPackFolder, isHomebrewPackFolder } from '../seed/homebrew-import.ts';
import { importDirectory, importFromApi, summarizeReport } from '../seed/importer.ts';

const USAGE = `Usage: npm run seed -- [options] <folder | checkout | pack | url>
  <folder>  imports every <resource>.json (and chapter folders) of the folder
  <checkout> a checkout of the canonical content repository (sw5e-database: content/ and schemas/ folders):
            every document validated by the checkout's own JSON Schemas, then imported
  <pack>    a homebrew pack folder (manifest.json and content/<type>/<key>.json): its entries join the stored
            official content, marked with the pack's name; refused whole when an entry fails or shares a name
  <url>     imports from a running API in the original REST shapes (<url>/api/<resource>)
  into the store named by MONGODB_URI or DATA_DIR.
Options:
  --allow-empty     store a resource even when it holds no records (otherwise refused: it would empty the resource)
  --timeout <s>     URL only: longest wait for one response, in seconds (default 30)
  --retries <n>     URL only: further attempts after a failed request (default 3)`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      'allow-empty': { type: 'boolean', default: false },
      timeout: { type: 'string' },
      retries: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}
try {
  args = parse();
} catch (e) {
  fail((e as Error).message);
}
if (args.values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [source, ...extra] = args.positionals;
if (!source) fail('Name a folder or a URL to import.');
if (extra.length) fail(`Only one folder or URL can be imported at a time (also got: ${extra.join(' ')}).`);

const number = (name: string, value: string | undefined, min: number, max: number): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max) fail(`--${name} must be a number from ${min} to ${max} (got "${value}").`);
  return n;
};
const timeoutSeconds = number('timeout', args.values.timeout, 1, 600);
const retries = number('retries', args.values.retries, 0, 10);

const config = loadConfig();
const isUrl = /^https?:\/\//i.test(source);
const isCheckout = !isUrl && (await isCanonicalCheckout(source));
const isPack = !isUrl && !isCheckout && (await isHomebrewPackFolder(source));
const report = await withStore({ mongodbUri: config.mongodbUri, dataDir: config.dataDir, dbName: config.mongodbDb }, (store) =>
  isUrl
    ? importFromApi(store, source, {
        allowEmpty: args.values['allow-empty'],
        ...(timeoutSeconds !== undefined ? { timeoutMs: timeoutSeconds * 1000 } : {}),
        ...(retries !== undefined ? { retries } : {}),
        progress: (line) => console.log(line),
      })
    : isCheckout
      ? importCanonical(store, source, { allowEmpty: args.values['allow-empty'] })
      : isPack
        ? importHomebrewPackFolder(store, source, (resource) => store.find(resource, {}))
        : importDirectory(store, source, { allowEmpty: args.values['allow-empty'] }),
);
console.log(summarizeReport(report));
process.exit(report.ok ? 0 : 1);
