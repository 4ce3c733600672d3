// The version tracker on a real embedded store: new data is prepared while the previous data is served, a request
// never waits for that, and a set of versions superseded before it was ready is never served.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openEmbeddedStore } from '../store/index.ts';
import type { DataVersion, Store } from '../store/port.ts';
import { VersionTracker } from './version-tracker.ts';

let dir: string;
let store: Store;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sw5e-versions-'));
  store = openEmbeddedStore({ dataDir: dir });
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const skills = (name: string) => store.replaceResource('skills', 'skillsLU', [{ name, baseAttribute: 'Intelligence' }]);
const skillsVersion = (versions: DataVersion[]) => versions.find((v) => v.name === 'skillsLU')?.version;

/** A preparer the test lets finish: one gate per set of versions it is asked to prepare, in order. */
function gatedPreparer() {
  const gates: { version: number | undefined; open: () => void }[] = [];
  const asked: { version: number | undefined; opened: Promise<void> }[] = [];
  const preparer = (versions: DataVersion[]) => {
    let open!: () => void;
    const opened = new Promise<void>((done) => (open = done));
    gates.push({ version: skillsVersion(versions), open });
    asked.push({ version: skillsVersion(versions), opened });
    return opened;
  };
  return { preparer, gates };
}

it('serves the previous versions while new ones are prepared, without waiting, and drops a superseded set', async () => {
  await skills('Astrogation');
  const tracker = new VersionTracker(store, 0);
  const { preparer, gates } = gatedPreparer();
  tracker.addPreparer(preparer);
  const served: (number | undefined)[] = [];
  tracker.onChange((versions) => served.push(skillsVersion(versions)));
  expect(skillsVersion(await tracker.versions())).toBe(1);

  await skills('Cartography');
  await tracker.check();
  expect(gates.map((g) => g.version)).toEqual([2]);
  // The new data is not ready: every request meanwhile gets the previous versions at once.
  expect(skillsVersion(await tracker.versions())).toBe(1);

  // A newer import while version 2 is still loading: version 2 is superseded.
  await skills('Slicing');
  await tracker.check();
  expect(gates.map((g) => g.version)).toEqual([2, 3]);
  gates[0]!.open();
  await new Promise((done) => setImmediate(done));
  expect(skillsVersion(await tracker.versions())).toBe(1);
  expect(served).toEqual([]);

  gates[1]!.open();
  await tracker.settled();
  expect(skillsVersion(await tracker.versions())).toBe(3);
  expect(served).toEqual([3]);
});

it('keeps serving the previous versions when preparing new ones fails, and tries again on the next check', async () => {
  await skills('Astrogation');
  const logged: string[] = [];
  const tracker = new VersionTracker(store, 0, (line) => logged.push(line));
  let fail = true;
  tracker.addPreparer(async () => {
    if (fail) throw new Error('the store went away');
  });
  await tracker.versions();
  await skills('Cartography');
  await tracker.settled();
  expect(skillsVersion(await tracker.versions())).toBe(1);
  expect(logged.join('\n')).toMatch(/could not be loaded; the previous data stays served: the store went away/);
  fail = false;
  await tracker.settled();
  expect(skillsVersion(await tracker.versions())).toBe(2);
});
