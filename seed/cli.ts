// `npm run seed -- <dir>`: imports a folder of rules data into the configured store and reports every problem.
import { loadConfig } from '../server/config.ts';
import { withStore } from '../server/store/index.ts';
import { importDirectory, summarizeReport } from './importer.ts';

const dir = process.argv[2];
if (!dir || dir === '--help' || dir === '-h') {
  console.error('Usage: npm run seed -- <folder>\n  Imports every <resource>.json (and chapter folders) of <folder> into the store named by MONGODB_URI or DATA_DIR.');
  process.exit(dir ? 0 : 2);
}

const config = loadConfig();
const report = await withStore({ mongodbUri: config.mongodbUri, dataDir: config.dataDir, dbName: config.mongodbDb }, (store) =>
  importDirectory(store, dir),
);
console.log(summarizeReport(report));
process.exit(report.ok ? 0 : 1);
