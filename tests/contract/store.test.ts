// The one store contract suite, run on every backend of tests/support/store-backends.ts (embedded, FerretDB, MongoDB).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MASTER_VERSION, resourceByName } from '../../core/resources.ts';
import Database from 'better-sqlite3';
import { DOCUMENT_KIND, DOCUMENT_KIND_NAMES, offersView, type DocumentKindName } from '../../core/documents/kinds.ts';
import { EMBEDDED_FILE_NAME } from '../../server/store/embedded.ts';
import {
  DocumentLimitError,
  NotFoundError,
  PartialSaveError,
  RevisionConflictError,
  StoreUnavailableError,
  type Doc,
  type DocumentRecord,
  type DocumentSaveRequest,
  type Filter,
  type Store,
} from '../../server/store/port.ts';
import { hasRealData, REALDATA_API } from '../support/realdata.ts';
import { storeBackends, type StoreBackend, type StoreHandle } from '../support/store-backends.ts';

/** Invented records (not game data) shaped like rules documents, covering the types filters meet. */
const POWERS: Doc[] = [
  {
    name: 'Static Lance',
    level: 1,
    powerType: 'Tech',
    tags: ['ranged', 'lightning'],
    effects: [
      { kind: 'damage', dice: 2 },
      { kind: 'push', dice: 0 },
    ],
    meta: { source: 'PHB', page: 12 },
    concentration: false,
  },
  {
    name: 'Mind Ward',
    level: 3,
    powerType: 'Force',
    tags: ['defense'],
    effects: [{ kind: 'shield', dice: 1 }],
    meta: { source: 'EC', page: 3 },
    concentration: true,
    alignment: 'Light',
  },
  { name: 'quiet step', level: 0, powerType: 'Force', tags: [], effects: [], meta: null, alignment: 'Universal' },
  {
    name: 'Overload Grid',
    level: 5,
    powerType: 'Tech',
    tags: ['area', 'lightning'],
    effects: [
      { kind: 'damage', dice: 8 },
      { kind: 'stun', dice: 1 },
    ],
    meta: { source: 'PHB', page: 40 },
    prerequisite: null,
  },
  {
    name: 'Shadow Veil',
    level: '2',
    powerType: 'Force',
    tags: ['stealth'],
    effects: [{ kind: 'damage', dice: 1 }],
    meta: { source: 'WH' },
    alignment: 'Dark',
  },
  {
    name: 'Ember Call',
    level: 2,
    powerType: 'Force',
    tags: ['fire', 'area'],
    effects: [{ kind: 'damage', dice: 3 }],
    meta: { source: 'EC', page: 7 },
    alignment: 'Dark',
    concentration: true,
  },
];

/** A record with everything an import must keep as it was. */
const ODD: Doc = {
  name: 'Odd Record',
  unknownField: { deeply: { nested: [1, 'two', null, { three: [3] }] } },
  nothing: null,
  replacementChars: 'caf\uFFFD \uFFFD\uFFFD end',
  numberAsString: '0012',
  decimalAsString: '1.50',
  negative: -7,
  float: 0.1,
  maxSafe: 9007199254740991,
  beyondInt32: 2147483648,
  tiny: 1e-300,
  emptyObject: {},
  emptyArray: [],
  nestedEmpty: [[], {}],
  flag: false,
  unicode: 'Ω ✓ 日本 🚀',
  escapes: 'a\nb\t"c"\\',
  'key with space': 1,
  ключ: 'значение',
  longText: 'x'.repeat(100_000),
};

const names = (docs: Doc[]) => docs.map((d) => d.name);

/** [label, filter, expected names in import order] */
const FILTER_CASES: [string, Filter, string[]][] = [
  ['empty filter', {}, ['Static Lance', 'Mind Ward', 'quiet step', 'Overload Grid', 'Shadow Veil', 'Ember Call']],
  ['equality', { powerType: 'Tech' }, ['Static Lance', 'Overload Grid']],
  ['equality on a number is not a string', { level: 2 }, ['Ember Call']],
  ['equality on a number kept as a string', { level: '2' }, ['Shadow Veil']],
  ['$eq', { alignment: { $eq: 'Dark' } }, ['Shadow Veil', 'Ember Call']],
  ['$ne', { powerType: { $ne: 'Force' } }, ['Static Lance', 'Overload Grid']],
  ['$ne matches a missing field', { alignment: { $ne: 'Dark' } }, ['Static Lance', 'Mind Ward', 'quiet step', 'Overload Grid']],
  ['$in', { name: { $in: ['Mind Ward', 'Ember Call', 'Nope'] } }, ['Mind Ward', 'Ember Call']],
  ['$in on an array field', { tags: { $in: ['area'] } }, ['Overload Grid', 'Ember Call']],
  ['$nin', { powerType: { $nin: ['Force'] } }, ['Static Lance', 'Overload Grid']],
  ['equality on an array field means "contains"', { tags: 'lightning' }, ['Static Lance', 'Overload Grid']],
  ['$regex with $options i', { name: { $regex: '^(mind|quiet)', $options: 'i' } }, ['Mind Ward', 'quiet step']],
  ['$regex is case-sensitive without i', { name: { $regex: 'W' } }, ['Mind Ward']],
  ['a RegExp value', { name: /veil$/i }, ['Shadow Veil']],
  ['$exists true', { alignment: { $exists: true } }, ['Mind Ward', 'quiet step', 'Shadow Veil', 'Ember Call']],
  ['$exists false', { concentration: { $exists: false } }, ['quiet step', 'Overload Grid', 'Shadow Veil']],
  ['$exists true counts a null', { prerequisite: { $exists: true } }, ['Overload Grid']],
  ['null matches null and missing', { prerequisite: null }, names(POWERS) as string[]],
  ['null on a present object field', { meta: null }, ['quiet step']],
  ['$gt skips other types', { level: { $gt: 1 } }, ['Mind Ward', 'Overload Grid', 'Ember Call']],
  ['$gte with $lt', { level: { $gte: 1, $lt: 3 } }, ['Static Lance', 'Ember Call']],
  ['$lte', { level: { $lte: 0 } }, ['quiet step']],
  ['string range (binary order)', { name: { $gte: 'O', $lt: 'T' } }, ['Static Lance', 'Overload Grid', 'Shadow Veil']],
  ['$or', { $or: [{ level: 0 }, { alignment: 'Light' }] }, ['Mind Ward', 'quiet step']],
  ['$and', { $and: [{ powerType: 'Force' }, { concentration: true }] }, ['Mind Ward', 'Ember Call']],
  [
    '$or inside $and',
    { $and: [{ $or: [{ tags: 'area' }, { tags: 'stealth' }] }, { powerType: 'Force' }] },
    ['Shadow Veil', 'Ember Call'],
  ],
  // FerretDB 1.x answers $elemMatch with field conditions with no match at all; the MongoDB adapter detects
  // FerretDB and evaluates such filters itself, so the same cases run on every backend.
  [
    '$elemMatch on sub-documents',
    { effects: { $elemMatch: { kind: 'damage', dice: { $gte: 3 } } } },
    ['Overload Grid', 'Ember Call'],
  ],
  ['$elemMatch needs one element to match all', { effects: { $elemMatch: { kind: 'push', dice: { $gte: 1 } } } }, []],
  ['dotted paths may match across elements', { 'effects.kind': 'push', 'effects.dice': { $gte: 1 } }, ['Static Lance']],
  ['$elemMatch with operators on scalars', { tags: { $elemMatch: { $in: ['fire', 'defense'] } } }, ['Mind Ward', 'Ember Call']],
  ['$elemMatch inside $or', { $or: [{ effects: { $elemMatch: { kind: 'stun' } } }, { level: 0 }] }, ['quiet step', 'Overload Grid']],
  ['dotted path into an object', { 'meta.source': 'EC' }, ['Mind Ward', 'Ember Call']],
  ['dotted path into an array of objects', { 'effects.kind': 'shield' }, ['Mind Ward']],
  ['dotted path with $gt', { 'meta.page': { $gt: 10 } }, ['Static Lance', 'Overload Grid']],
  ['dotted path $exists false', { 'meta.page': { $exists: false } }, ['quiet step', 'Shadow Veil']],
  ['implicit and of fields', { powerType: 'Force', level: { $in: [2, '2'] } }, ['Shadow Veil', 'Ember Call']],
];

/** [label, sort, skip, limit, expected names] */
const SORT_CASES: [string, Record<string, 1 | -1>, number | undefined, number | undefined, string[]][] = [
  ['numbers before strings', { level: 1 }, undefined, undefined, ['quiet step', 'Static Lance', 'Ember Call', 'Mind Ward', 'Overload Grid', 'Shadow Veil']],
  ['descending', { level: -1 }, undefined, undefined, ['Shadow Veil', 'Overload Grid', 'Mind Ward', 'Ember Call', 'Static Lance', 'quiet step']],
  ['two keys', { powerType: 1, name: -1 }, undefined, undefined, ['quiet step', 'Shadow Veil', 'Mind Ward', 'Ember Call', 'Static Lance', 'Overload Grid']],
  ['ties keep import order', { powerType: 1 }, undefined, undefined, ['Mind Ward', 'quiet step', 'Shadow Veil', 'Ember Call', 'Static Lance', 'Overload Grid']],
  ['missing sorts first', { alignment: 1 }, undefined, undefined, ['Static Lance', 'Overload Grid', 'Shadow Veil', 'Ember Call', 'Mind Ward', 'quiet step']],
  ['dotted path, descending, missing last', { 'meta.page': -1 }, undefined, undefined, ['Overload Grid', 'Static Lance', 'Ember Call', 'Mind Ward', 'quiet step', 'Shadow Veil']],
  ['sorted page', { level: 1 }, 1, 2, ['Static Lance', 'Ember Call']],
  ['import-order page', {}, 4, undefined, ['Shadow Veil', 'Ember Call']],
  ['limit only', {}, undefined, 2, ['Static Lance', 'Mind Ward']],
  ['skip past the end', { name: 1 }, 10, 5, []],
];

/** `count` documents `{i, marker, padding}`: one whole version of a large resource. */
function bigVersion(marker: string, count: number): Doc[] {
  return Array.from({ length: count }, (_, i) => ({ name: `item ${i}`, i, marker, padding: `${marker}-${i}-`.padEnd(160, '.') }));
}

/** Throws unless `docs` is exactly one whole version made by bigVersion. */
function expectWholeVersion(docs: Doc[], count: number, markers: string[]): string {
  expect(docs.length).toBe(count);
  const marker = docs[0]!.marker as string;
  expect(markers).toContain(marker);
  docs.forEach((d, i) => {
    if (d.marker !== marker || d.i !== i) throw new Error(`mixed or reordered read at ${i}: ${JSON.stringify(d).slice(0, 80)}`);
  });
  return marker;
}

const backends = storeBackends();

/**
 * A TCP relay to the database that goes dark (drops every connection, refuses new ones) the moment the client sends
 * its `cutAt`-th insert command: a database that vanishes at an exact point of a batch.
 */
async function vanishingRelay(target: { host: string; port: number }): Promise<{ uri: string; cutAt(nthInsert: number): void; close(): Promise<void> }> {
  const INSERT = Buffer.from('\x02insert\x00', 'latin1');
  const sockets = new Set<Socket>();
  let inserts = 0;
  let cut = Infinity;
  let dark = false;
  const goDark = () => {
    dark = true;
    for (const s of sockets) s.destroy();
  };
  const server: Server = createServer((client) => {
    if (dark) return client.destroy();
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    let tail = Buffer.alloc(0);
    client.on('data', (chunk: Buffer) => {
      const seen = Buffer.concat([tail, chunk]);
      for (let at = seen.indexOf(INSERT, 0); at >= 0; at = seen.indexOf(INSERT, at + 1)) if (at + INSERT.length > tail.length) inserts++;
      tail = seen.subarray(Math.max(0, seen.length - INSERT.length + 1));
      if (inserts >= cut) return goDark();
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    for (const s of [client, upstream]) s.on('error', () => undefined).on('close', () => closePair(s));
    const closePair = (s: Socket) => {
      sockets.delete(s);
      (s === client ? upstream : client).destroy();
    };
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    uri: `mongodb://127.0.0.1:${port}/?directConnection=true`,
    cutAt(nth) {
      inserts = 0;
      cut = nth;
    },
    close: () => {
      goDark();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}

describe.each(backends)('store contract on $name', (backend: StoreBackend) => {
  let handle: StoreHandle;
  let store: Store;

  beforeAll(() => backend.setUp());
  afterAll(() => backend.tearDown());
  beforeEach(async () => {
    handle = await backend.open();
    store = handle.store;
  });
  afterEach(async () => {
    await handle?.dispose();
  });

  it('reports its backend and answers ping', async () => {
    expect(store.backend).toBe(backend.name === 'embedded' ? 'embedded' : 'mongodb');
    await expect(store.ping()).resolves.toBeUndefined();
  });

  describe('rules data', () => {
    it('returns documents deep-equal to what was stored, in import order, without internal fields', async () => {
      const docs = [...POWERS, ODD];
      await store.replaceResource('power', 'powers', docs);
      const got = await store.find('power');
      expect(got).toStrictEqual(docs);
      // Field order survives too (the original API's JSON order).
      got.forEach((d, i) => expect(Object.keys(d)).toEqual(Object.keys(docs[i]!)));
      expect(await store.findOne('power', { name: 'Odd Record' })).toStrictEqual(ODD);
      // Persisted: a reopened store serves the same.
      const reopened = await handle.reopen();
      store = reopened;
      expect(await reopened.find('power')).toStrictEqual(docs);
    });

    it('returns read-only documents, so a caller cannot corrupt what others read', async () => {
      await store.replaceResource('power', 'powers', POWERS);
      const [first] = await store.find('power');
      expect(() => {
        (first as Doc).name = 'changed';
      }).toThrow(TypeError);
      expect((await store.find('power'))[0]!.name).toBe('Static Lance');
    });

    it('does not keep a reference to the caller’s array or documents', async () => {
      const docs = structuredClone(POWERS);
      await store.replaceResource('power', 'powers', docs);
      docs[0]!.name = 'mutated after import';
      docs.pop();
      expect(names(await store.find('power'))).toEqual(names(POWERS));
    });

    it.each(FILTER_CASES)('find with %s', async (_label, filter, expected) => {
      await store.replaceResource('power', 'powers', POWERS);
      expect(names(await store.find('power', filter))).toEqual(expected);
      expect(await store.count('power', filter)).toBe(expected.length);
      const one = await store.findOne('power', filter);
      expect(one?.name ?? null).toBe(expected[0] ?? null);
    });

    it.each(SORT_CASES)('sort/skip/limit: %s', async (_label, sort, skip, limit, expected) => {
      await store.replaceResource('power', 'powers', POWERS);
      expect(names(await store.find('power', {}, { sort, skip, limit }))).toEqual(expected);
    });

    it('combines a filter with sort and limit, and limit 0 returns nothing', async () => {
      await store.replaceResource('power', 'powers', POWERS);
      expect(names(await store.find('power', { powerType: 'Force' }, { sort: { name: 1 }, limit: 2 }))).toEqual([
        'Ember Call',
        'Mind Ward',
      ]);
      expect(names(await store.find('power', { powerType: 'Force' }, { sort: { name: 1 }, skip: 3 }))).toEqual(['quiet step']);
      expect(await store.find('power', {}, { limit: 0 })).toEqual([]);
    });

    it('answers for a resource never imported: nothing, zero, null', async () => {
      expect(await store.find('species')).toEqual([]);
      expect(await store.count('species')).toBe(0);
      expect(await store.findOne('species', { name: 'x' })).toBeNull();
    });

    it('refuses operators outside the port subset the same way on every backend', async () => {
      await store.replaceResource('power', 'powers', POWERS);
      // $text does not exist on FerretDB 1.x and $where runs code: neither is part of the port.
      await expect(store.find('power', { $text: { $search: 'lance' } })).rejects.toThrow(/Unsupported filter operator \$text/);
      await expect(store.find('power', { $where: 'true' })).rejects.toThrow(/Unsupported filter operator \$where/);
      await expect(store.count('power', { level: { $mod: [2, 0] } })).rejects.toThrow(/\$mod at "level.\$mod"/);
      await expect(store.find('power', { _id: 1 })).rejects.toThrow(/reserves/);
      await expect(store.find('power', {}, { sort: { level: 2 as 1 } })).rejects.toThrow(/Sort direction/);
      await expect(store.find('bad name!')).rejects.toThrow(/Invalid resource name/);
    });

    it('keeps data versions per resource and bumps MASTERVERSION with every import', async () => {
      expect(await store.dataVersions()).toEqual([]);
      const v1 = await store.replaceResource('power', 'powers', POWERS);
      expect(v1).toMatchObject({ name: 'powers', version: 1 });
      expect(new Date(v1.lastUpdated).toISOString()).toBe(v1.lastUpdated);
      const afterFirst = await store.dataVersions();
      expect(afterFirst.map((v) => [v.name, v.version])).toEqual([
        [MASTER_VERSION, 1],
        ['powers', 1],
      ]);
      expect(afterFirst.find((v) => v.name === 'powers')).toEqual(v1);

      await store.replaceResource('species', 'species', [{ name: 'Reef Walker' }]);
      const v2 = await store.replaceResource('power', 'powers', POWERS.slice(0, 2));
      expect(v2.version).toBe(2);
      const versions = Object.fromEntries((await store.dataVersions()).map((v) => [v.name, v.version]));
      expect(versions).toEqual({ [MASTER_VERSION]: 3, powers: 2, species: 1 });
    });

    it('replacing one resource leaves the others untouched', async () => {
      await store.replaceResource('power', 'powers', POWERS);
      await store.replaceResource('species', 'species', [{ name: 'Reef Walker' }, { name: 'Dune Strider' }]);
      await store.replaceResource('power', 'powers', [ODD]);
      expect(await store.find('species')).toStrictEqual([{ name: 'Reef Walker' }, { name: 'Dune Strider' }]);
      expect(await store.find('power')).toStrictEqual([ODD]);
      await store.replaceResource('power', 'powers', []);
      expect(await store.find('power')).toEqual([]);
      expect(await store.count('species')).toBe(2);
    });

    it('a replace that fails mid-way leaves the previous version served and versions unchanged', async () => {
      await store.replaceResource('power', 'powers', POWERS);
      const before = await store.dataVersions();
      // A document both backends refuse only when they come to write it (JSON text / BSON serialization),
      // placed after the first batches so the failure happens mid-import.
      const circular: Doc = { name: 'loop' };
      circular.self = circular;
      const docs = [...bigVersion('new', 2500)];
      docs.splice(2400, 0, circular);
      await expect(store.replaceResource('power', 'powers', docs)).rejects.toThrow(/power/);
      expect(await store.find('power')).toStrictEqual(POWERS);
      expect(await store.dataVersions()).toEqual(before);
      // Refused before writing: not an object, or a reserved `_id`.
      await expect(store.replaceResource('power', 'powers', [{ name: 'ok' }, 42 as unknown as Doc])).rejects.toThrow(
        /Document 1 of "power" is not an object/,
      );
      await expect(store.replaceResource('power', 'powers', [{ _id: 'x', name: 'y' }])).rejects.toThrow(/"_id"/);
      expect(await store.find('power')).toStrictEqual(POWERS);
      if (handle.mongo) {
        // Nothing left behind: only the collection the pointer names.
        const client = new MongoClient(handle.mongo.uri);
        try {
          const collections = await client.db(handle.mongo.dbName).listCollections({}, { nameOnly: true }).toArray();
          expect(collections.filter((c) => c.name.startsWith('rules.'))).toHaveLength(1);
        } finally {
          await client.close();
        }
      }
    });

    it('concurrent readers during replaces never see an empty, partial or mixed set', async () => {
      const count = 3000;
      const markers = ['A', 'B'];
      // The importing store drops superseded data at once; readers also come from a second store (another
      // process's view) whose cached pointer may lag behind the switch.
      const writer = await handle.reopen({ mongo: { retireGraceMs: 0 } });
      store = writer;
      const sibling = await handle.openSibling({ mongo: { retireGraceMs: 0 } });
      try {
        await writer.replaceResource('item', 'items', bigVersion('A', count));
        let done = false;
        const seen = new Set<string>();
        let reads = 0;
        const reader = async (s: Store) => {
          while (!done) {
            const docs = await s.find('item');
            seen.add(expectWholeVersion(docs, count, markers));
            expect(await s.count('item')).toBe(count);
            const one = await s.findOne('item', { name: 'item 2999' });
            expect(one?.i).toBe(2999);
            reads++;
            await new Promise((r) => setImmediate(r));
          }
        };
        const readers = [reader(writer), reader(sibling), reader(sibling)];
        for (let round = 0; round < 4; round++) {
          await writer.replaceResource('item', 'items', bigVersion(markers[(round + 1) % 2]!, count));
          // The importing process sees its own import at once.
          expect((await writer.findOne('item', { name: 'item 0' }))?.marker).toBe(markers[(round + 1) % 2]);
          // Let the readers read between imports too (the embedded store imports synchronously).
          const before = reads;
          await expect.poll(() => reads, { interval: 5, timeout: 60_000 }).toBeGreaterThan(before);
        }
        done = true;
        await Promise.all(readers);
        expect(reads).toBeGreaterThan(3);
        expect(seen.has('A')).toBe(true);
        expectWholeVersion(await writer.find('item'), count, ['A']);
      } finally {
        await sibling.close();
      }
    });
  });

  describe('users', () => {
    it('ensureUser creates once and keeps the existing username; setUsername renames', async () => {
      expect(await store.getUser('sub-1')).toBeNull();
      const created = await store.ensureUser('sub-1', 'first-name');
      expect(created).toMatchObject({ id: 'sub-1', username: 'first-name' });
      expect(typeof created.createdAt).toBe('string');
      const again = await store.ensureUser('sub-1', 'other-default');
      expect(again).toEqual(created);
      const renamed = await store.setUsername('sub-1', 'Captain');
      expect(renamed).toEqual({ ...created, username: 'Captain' });
      expect(await store.getUser('sub-1')).toEqual(renamed);
      expect(await store.ensureUser('sub-1', 'yet-another')).toEqual(renamed);
      await expect(store.setUsername('nobody', 'x')).rejects.toBeInstanceOf(NotFoundError);
      store = await handle.reopen();
      expect(await store.getUser('sub-1')).toEqual(renamed);
    });

    it('concurrent first logins create one user', async () => {
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => store.ensureUser('sub-2', `name-${i}`)));
      expect(new Set(results.map((u) => JSON.stringify(u))).size).toBe(1);
      expect(await store.getUser('sub-2')).toEqual(results[0]);
    });
  });

  describe.each(DOCUMENT_KIND_NAMES.map((kind) => ({ kind })))('documents of kind $kind', ({ kind }: { kind: DocumentKindName }) => {
    const LIMIT = 50;
    /** The other kinds: a document of this kind is never reachable as one of theirs. */
    const others = DOCUMENT_KIND_NAMES.filter((k) => k !== kind);
    const save = (userId: string, request: DocumentSaveRequest, limit = LIMIT) => store.saveDocument(kind, userId, request, limit);
    const list = (userId: string) => store.listDocuments(kind, userId);

    it('creates, lists in creation order, gets, updates and deletes, each save a new revision', async () => {
      const a = await save('u1', { jsonData: '{"name":"A"}' });
      expect(Object.keys(a).sort()).toEqual(['changedAt', 'id', 'jsonData', 'kind', 'revision', 'userId']);
      expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(a).toMatchObject({ kind, userId: 'u1', jsonData: '{"name":"A"}', revision: 1 });
      expect(new Date(a.changedAt).toISOString()).toBe(a.changedAt);
      const b = await save('u1', { id: null, jsonData: '{"name":"B","note":"日本 \uFFFD"}' });
      const c = await save('u1', { jsonData: '{"name":"C"}' });
      expect((await list('u1')).map((x) => x.id)).toEqual([a.id, b.id, c.id]);
      expect(await store.getDocument(kind, 'u1', b.id)).toEqual(b);

      const updated = await save('u1', { id: a.id, jsonData: '{"name":"A2"}' });
      expect(updated).toMatchObject({ id: a.id, kind, userId: 'u1', jsonData: '{"name":"A2"}', revision: 2 });
      expect(updated.changedAt >= a.changedAt).toBe(true);
      const again = await save('u1', { id: a.id, jsonData: '{"name":"A3"}', baseRevision: 2 });
      expect(again.revision).toBe(3);
      expect(await list('u1')).toEqual([again, b, c]);

      expect(await store.deleteDocument(kind, 'u1', b.id)).toBe(true);
      expect(await store.deleteDocument(kind, 'u1', b.id)).toBe(false);
      expect(await store.getDocument(kind, 'u1', b.id)).toBeNull();
      await expect(save('u1', { id: 'no-such-id', jsonData: '{}' })).rejects.toBeInstanceOf(NotFoundError);
      await expect(save('u1', { id: b.id, jsonData: '{}', baseRevision: 1 })).rejects.toBeInstanceOf(NotFoundError);
      expect(await list('u2')).toEqual([]);

      store = await handle.reopen();
      expect(await store.listDocuments(kind, 'u1')).toEqual([again, c]);
    });

    it("never reads, updates or deletes another user's document, nor one of another kind", async () => {
      const mine = await save('owner', { jsonData: '{"v":1}' });
      expect(await store.getDocument(kind, 'intruder', mine.id)).toBeNull();
      await expect(save('intruder', { id: mine.id, jsonData: '{"v":666}' })).rejects.toBeInstanceOf(NotFoundError);
      await expect(save('intruder', { id: mine.id, jsonData: '{"v":666}', baseRevision: 1 })).rejects.toBeInstanceOf(NotFoundError);
      await expect(
        store.saveDocuments(kind, 'intruder', [{ jsonData: '{}' }, { id: mine.id, jsonData: '{"v":666}' }], LIMIT),
      ).rejects.toBeInstanceOf(NotFoundError);
      expect(await store.deleteDocument(kind, 'intruder', mine.id)).toBe(false);
      expect(await list('intruder')).toEqual([]);
      for (const other of others) {
        expect(await store.getDocument(other, 'owner', mine.id)).toBeNull();
        await expect(store.saveDocument(other, 'owner', { id: mine.id, jsonData: '{"v":2}' }, LIMIT)).rejects.toBeInstanceOf(NotFoundError);
        expect(await store.deleteDocument(other, 'owner', mine.id)).toBe(false);
        expect(await store.listDocuments(other, 'owner')).toEqual([]);
      }
      expect(await store.getDocument(kind, 'owner', mine.id)).toEqual(mine);
    });

    it('refuses a save from a stale revision with the stored document, and takes one without a revision', async () => {
      const doc = await save('u1', { jsonData: '{"hp":10,"credits":5}' });
      // Two devices read revision 1; the phone saves first.
      const phone = await save('u1', { id: doc.id, jsonData: '{"hp":7,"credits":5}', baseRevision: 1 });
      expect(phone.revision).toBe(2);
      const error = await save('u1', { id: doc.id, jsonData: '{"hp":10,"credits":90}', baseRevision: 1 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RevisionConflictError);
      const conflict = error as RevisionConflictError;
      expect(conflict.kind).toBe(kind);
      expect(conflict.conflicts).toEqual([{ id: doc.id, current: phone }]);
      // A revision from the future is no better than a stale one.
      await expect(save('u1', { id: doc.id, jsonData: '{}', baseRevision: 5 })).rejects.toBeInstanceOf(RevisionConflictError);
      expect(await store.getDocument(kind, 'u1', doc.id)).toEqual(phone);
      // An old tool sends no revision: the last save wins, and the revision still moves on.
      const blind = await save('u1', { id: doc.id, jsonData: '{"hp":1,"credits":1}' });
      expect(blind).toMatchObject({ revision: 3, jsonData: '{"hp":1,"credits":1}' });
      await expect(save('u1', { id: doc.id, jsonData: '{}', baseRevision: 2 })).rejects.toBeInstanceOf(RevisionConflictError);
    });

    it('lets exactly one of many saves from the same revision win, across two store instances', async () => {
      const doc = await save('racer', { jsonData: '{"n":0}' });
      const sibling = await handle.openSibling();
      try {
        const results = await Promise.allSettled(
          Array.from({ length: 12 }, (_, i) =>
            (i % 2 ? store : sibling).saveDocument(kind, 'racer', { id: doc.id, jsonData: `{"n":${i + 1}}`, baseRevision: 1 }, LIMIT),
          ),
        );
        const won = results.filter((r): r is PromiseFulfilledResult<DocumentRecord> => r.status === 'fulfilled');
        expect(won).toHaveLength(1);
        for (const r of results) {
          if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(RevisionConflictError);
        }
        const stored = await sibling.getDocument(kind, 'racer', doc.id);
        expect(stored).toEqual(won[0]!.value);
        expect(stored!.revision).toBe(2);
        // Unconditional saves racing all land, each on its own revision.
        const blind = await Promise.all(
          Array.from({ length: 8 }, (_, i) => (i % 2 ? store : sibling).saveDocument(kind, 'racer', { id: doc.id, jsonData: `{"blind":${i}}` }, LIMIT)),
        );
        expect(blind.map((d) => d.revision).sort((x, y) => x - y)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
        const last = blind.find((d) => d.revision === 10)!;
        expect(await store.getDocument(kind, 'racer', doc.id)).toEqual(last);
      } finally {
        await sibling.close();
      }
    });

    it('refuses a delete from a stale revision with the stored document, which stays; deletes from its revision or without one', async () => {
      const doc = await save('u1', { jsonData: '{"v":1}' });
      const laptop = await save('u1', { id: doc.id, jsonData: '{"v":2}', baseRevision: 1 });
      const error = await store.deleteDocument(kind, 'u1', doc.id, 1).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RevisionConflictError);
      expect((error as RevisionConflictError).conflicts).toEqual([{ id: doc.id, current: laptop }]);
      expect(await store.getDocument(kind, 'u1', doc.id)).toEqual(laptop);
      await expect(store.deleteDocument(kind, 'u1', doc.id, 0)).rejects.toThrow(/baseRevision/);
      // Another user's document, or one gone, is not found whatever the revision.
      expect(await store.deleteDocument(kind, 'intruder', doc.id, 2)).toBe(false);
      expect(await store.deleteDocument(kind, 'u1', doc.id, 2)).toBe(true);
      expect(await store.deleteDocument(kind, 'u1', doc.id, 2)).toBe(false);
      const blind = await save('u1', { jsonData: '{"v":1}' });
      await save('u1', { id: blind.id, jsonData: '{"v":2}' });
      expect(await store.deleteDocument(kind, 'u1', blind.id)).toBe(true);
      expect(await list('u1')).toEqual([]);
    });

    it('of a save and a delete from the same revision, across two store instances, exactly one wins', async () => {
      const sibling = await handle.openSibling();
      try {
        for (let round = 0; round < 4; round++) {
          const doc = await save('racer', { jsonData: `{"round":${round}}` });
          const [saved, deleted] = await Promise.allSettled([
            (round % 2 ? store : sibling).saveDocument(kind, 'racer', { id: doc.id, jsonData: '{"edited":true}', baseRevision: 1 }, LIMIT),
            (round % 2 ? sibling : store).deleteDocument(kind, 'racer', doc.id, 1),
          ]);
          const stored = await store.getDocument(kind, 'racer', doc.id);
          if (deleted.status === 'fulfilled' && deleted.value) {
            // The delete won: the save found the document gone.
            expect(saved.status).toBe('rejected');
            expect((saved as PromiseRejectedResult).reason).toBeInstanceOf(NotFoundError);
            expect(stored).toBeNull();
          } else {
            // The save won: the delete was refused and the saved revision stays.
            expect(saved.status).toBe('fulfilled');
            expect(deleted.status).toBe('rejected');
            expect((deleted as PromiseRejectedResult).reason).toBeInstanceOf(RevisionConflictError);
            expect(stored).toEqual((saved as PromiseFulfilledResult<DocumentRecord>).value);
          }
        }
      } finally {
        await sibling.close();
      }
    });

    it('of parallel first-sync batches that together pass the limit, one is saved whole and the others are refused', async () => {
      const sibling = await handle.openSibling();
      try {
        const batch = (n: number) => Array.from({ length: 9 }, (_, i) => ({ jsonData: `{"batch":${n},"i":${i}}` }));
        const results = await Promise.allSettled([0, 1, 2].map((n) => (n % 2 ? sibling : store).saveDocuments(kind, 'first-sync', batch(n), 10)));
        const won = results.filter((r): r is PromiseFulfilledResult<DocumentRecord[]> => r.status === 'fulfilled');
        expect(won).toHaveLength(1);
        for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(DocumentLimitError);
        const stored = await list('first-sync');
        expect(stored.map((d) => d.id).sort()).toEqual(won[0]!.value.map((d) => d.id).sort());
        // The refused batches left no place taken: the one left is free.
        await expect(store.saveDocuments(kind, 'first-sync', batch(3).slice(0, 1), 10)).resolves.toHaveLength(1);
        await expect(save('first-sync', { jsonData: '{}' }, 10)).rejects.toBeInstanceOf(DocumentLimitError);
      } finally {
        await sibling.close();
      }
    });

    it('enforces the per-user limit on creates, not on updates, per kind, and frees a slot on delete', async () => {
      const made = [];
      for (let i = 0; i < 3; i++) made.push(await save('u1', { jsonData: `{"n":${i}}` }, 3));
      const error = await save('u1', { jsonData: '{"n":3}' }, 3).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DocumentLimitError);
      expect(error).toMatchObject({ kind, limit: 3 });
      expect((error as Error).message).toMatch(new RegExp(`^${DOCUMENT_KIND[kind].label.singular} limit reached`, 'i'));
      expect(await save('u1', { id: made[0]!.id, jsonData: '{"n":"updated"}' }, 3)).toMatchObject({ jsonData: '{"n":"updated"}' });
      // Another user's count is separate, and so is every other kind's.
      await expect(save('u2', { jsonData: '{}' }, 3)).resolves.toMatchObject({ userId: 'u2' });
      for (const other of others) await expect(store.saveDocument(other, 'u1', { jsonData: '{}' }, 3)).resolves.toMatchObject({ kind: other });
      expect(await store.deleteDocument(kind, 'u1', made[1]!.id)).toBe(true);
      await expect(save('u1', { jsonData: '{"n":4}' }, 3)).resolves.toMatchObject({ userId: 'u1' });
      await expect(save('u1', { jsonData: '{"n":5}' }, 3)).rejects.toBeInstanceOf(DocumentLimitError);
      expect(await list('u1')).toHaveLength(3);
    });

    it('holds the limit under 30 concurrent creates', async () => {
      await save('racer', { jsonData: '{"first":true}' }, 10);
      const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => save('racer', { jsonData: `{"n":${i}}` }, 10)));
      const ok = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r) => r.status === 'rejected');
      expect(ok).toHaveLength(9);
      expect(refused).toHaveLength(21);
      for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(DocumentLimitError);
      const stored = await list('racer');
      expect(stored).toHaveLength(10);
      expect(new Set(stored.map((c) => c.id)).size).toBe(10);
      // Concurrent creates for a user with no document yet (the very first slot is also contended).
      const fresh = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => save('newcomer', { jsonData: `{"n":${i}}` }, 5)));
      expect(fresh.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
      expect(await list('newcomer')).toHaveLength(5);
      // A sibling store (another server process) shares the same limit.
      const sibling = await handle.openSibling();
      try {
        const both = await Promise.allSettled(
          Array.from({ length: 20 }, (_, i) => (i % 2 ? store : sibling).saveDocument(kind, 'two-procs', { jsonData: '{}' }, 7)),
        );
        expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
        expect(await sibling.listDocuments(kind, 'two-procs')).toHaveLength(7);
      } finally {
        await sibling.close();
      }
    });

    it('saveDocuments saves a batch in request order and checks the limit, ownership and revisions up front', async () => {
      const existing = await save('u1', { jsonData: '{"n":0}' }, 3);
      const saved = await store.saveDocuments(kind, 'u1', [{ jsonData: '{"n":1}' }, { id: existing.id, jsonData: '{"n":"0b"}', baseRevision: 1 }], 3);
      expect(saved.map((c) => [c.jsonData, c.revision])).toEqual([['{"n":1}', 1], ['{"n":"0b"}', 2]]);
      expect(saved[1]!.id).toBe(existing.id);
      const before = await list('u1');
      expect(before).toHaveLength(2);
      // Two creates would make 4 of 3: refused before anything (including the update) is written.
      await expect(
        store.saveDocuments(kind, 'u1', [{ id: existing.id, jsonData: '{"n":"changed"}' }, { jsonData: '{}' }, { jsonData: '{}' }], 3),
      ).rejects.toBeInstanceOf(DocumentLimitError);
      // An unknown id in the batch: refused before anything is written.
      await expect(store.saveDocuments(kind, 'u1', [{ jsonData: '{}' }, { id: 'not-mine', jsonData: '{}' }], 3)).rejects.toBeInstanceOf(NotFoundError);
      // Stale revisions: every conflict is named, and the fresh entries of the batch are not saved either.
      const stale = await store
        .saveDocuments(kind, 'u1', [{ id: saved[0]!.id, jsonData: '{"fresh":true}', baseRevision: 1 }, { id: existing.id, jsonData: '{"stale":true}', baseRevision: 1 }], 3)
        .catch((e: unknown) => e);
      expect(stale).toBeInstanceOf(RevisionConflictError);
      expect((stale as RevisionConflictError).conflicts).toEqual([{ id: existing.id, current: before[0] }]);
      expect(await list('u1')).toEqual(before);
      // The slot left is still usable afterwards (no slot leaked by the refused batches).
      await expect(store.saveDocuments(kind, 'u1', [{ jsonData: '{"n":2}' }], 3)).resolves.toHaveLength(1);
      expect(await store.saveDocuments(kind, 'u1', [], 3)).toEqual([]);
    });

    it('saveDocuments is all or nothing: a write refused part-way takes back the earlier ones', async () => {
      const kept = await save('u1', { jsonData: '{"n":"original"}' }, 5);
      const before = await list('u1');
      // 17 MB of text: over MongoDB's 16 MB document limit, so the third write of the batch fails there.
      const huge = JSON.stringify({ notes: 'x'.repeat(17 * 1024 * 1024) });
      const batch = [{ jsonData: '{"n":"new"}' }, { id: kept.id, jsonData: '{"n":"changed"}' }, { jsonData: huge }];
      const outcome = await store.saveDocuments(kind, 'u1', batch, 5).then(
        () => 'saved' as const,
        (error: unknown) => error,
      );
      if (outcome === 'saved') {
        // The embedded store takes the big text: then the whole batch is there.
        expect(backend.name).toBe('embedded');
        expect((await list('u1')).map((c) => c.jsonData.length)).toEqual([15, 11, huge.length]);
      } else {
        expect(outcome).toBeInstanceOf(Error);
        expect(await list('u1')).toEqual(before);
        // The undone update's revision is free again: a save from the stored revision goes through.
        await expect(save('u1', { id: kept.id, jsonData: '{"n":"after"}', baseRevision: 1 }, 5)).resolves.toMatchObject({ revision: 2 });
        // Nothing leaked: the slots of the undone creates are free again.
        await expect(store.saveDocuments(kind, 'u1', [{ jsonData: '{}' }, { jsonData: '{}' }, { jsonData: '{}' }, { jsonData: '{}' }], 5)).resolves.toHaveLength(4);
      }
    });

    it('keeps large JSON text exactly', async () => {
      const json = JSON.stringify({ name: 'Big', notes: 'ü\uFFFD🚀'.repeat(20_000), list: Array.from({ length: 500 }, (_, i) => i) });
      const c = await save('u1', { jsonData: json }, 5);
      expect((await store.getDocument(kind, 'u1', c.id))!.jsonData).toBe(json);
    });

    it('share links: one per document and view, reachable by token, listed and revoked by the owner only, gone with the document', async () => {
      const doc = await save('owner', { jsonData: '{"name":"Shared"}' });
      const other = await save('owner', { jsonData: '{"name":"Private"}' });
      const share = await store.createShare('owner', kind, doc.id, 'FULL');
      expect(share).toMatchObject({ kind, documentId: doc.id, userId: 'owner', view: 'FULL' });
      // 256 random bits, URL-safe.
      expect(share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Date(share.createdAt).toISOString()).toBe(share.createdAt);
      expect(await store.createShare('owner', kind, doc.id, 'FULL')).toEqual(share);
      // Asked for at once: still one link.
      const racing = await Promise.all(Array.from({ length: 6 }, () => store.createShare('owner', kind, other.id, 'FULL')));
      expect(new Set(racing.map((s) => s.token)).size).toBe(1);
      expect(racing[0]!.token).not.toBe(share.token);
      expect(await store.getShare(share.token)).toEqual(share);
      expect(await store.getShare('not-a-token')).toBeNull();

      // Only the owner's documents of the kind can be shared, and only with the kind's views.
      await expect(store.createShare('intruder', kind, doc.id, 'FULL')).rejects.toBeInstanceOf(NotFoundError);
      for (const k of others) await expect(store.createShare('owner', k, doc.id, 'FULL')).rejects.toBeInstanceOf(NotFoundError);
      if (offersView(DOCUMENT_KIND[kind], 'PLAYERS')) {
        const players = await store.createShare('owner', kind, doc.id, 'PLAYERS');
        expect(players.token).not.toBe(share.token);
        expect(await store.listShares('owner', { documentId: doc.id })).toEqual([share, players]);
        expect(await store.revokeShare('owner', players.token)).toBe(true);
      } else {
        await expect(store.createShare('owner', kind, doc.id, 'PLAYERS')).rejects.toThrow(/cannot be shared with the view "PLAYERS"/);
      }

      expect(await store.listShares('owner')).toEqual([share, racing[0]]);
      expect(await store.listShares('owner', { kind })).toEqual([share, racing[0]]);
      for (const k of others) expect(await store.listShares('owner', { kind: k })).toEqual([]);
      expect(await store.listShares('owner', { documentId: other.id })).toEqual([racing[0]]);
      expect(await store.listShares('intruder')).toEqual([]);

      expect(await store.revokeShare('intruder', share.token)).toBe(false);
      expect(await store.getShare(share.token)).toEqual(share);
      expect(await store.revokeShare('owner', share.token)).toBe(true);
      expect(await store.revokeShare('owner', share.token)).toBe(false);
      expect(await store.getShare(share.token)).toBeNull();

      // Deleting the document deletes its links.
      expect(await store.deleteDocument(kind, 'owner', other.id)).toBe(true);
      expect(await store.getShare(racing[0]!.token)).toBeNull();
      expect(await store.listShares('owner')).toEqual([]);
      store = await handle.reopen();
      expect(await store.getShare(racing[0]!.token)).toBeNull();
    });
  });

  it('of 60 concurrent saves of one document from the same revision, one wins and every other is a conflict, none busy', async () => {
    const doc = await store.saveDocument('character', 'crowd', { jsonData: '{"n":0}' }, 5);
    const sibling = await handle.openSibling();
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 60 }, (_, i) =>
          (i % 2 ? store : sibling).saveDocument('character', 'crowd', { id: doc.id, jsonData: `{"n":${i + 1}}`, baseRevision: 1 }, 5),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(RevisionConflictError);
      expect((await store.getDocument('character', 'crowd', doc.id))!.revision).toBe(2);
    } finally {
      await sibling.close();
    }
  });

  it('moves characters stored before document kinds into the documents, readable at revision 1', async () => {
    const legacy = [
      { id: 'legacy-a', userId: 'old-user', jsonData: '{"name":"Old A"}' },
      { id: 'legacy-b', userId: 'old-user', jsonData: '{"name":"Old B"}' },
      { id: 'legacy-c', userId: 'someone-else', jsonData: '{"name":"Old C"}' },
    ];
    await store.close();
    if (handle.embedded) {
      // The table as the previous release created it.
      const db = new Database(join(handle.embedded.dataDir, EMBEDDED_FILE_NAME));
      db.exec('DROP TABLE IF EXISTS characters');
      db.exec(`CREATE TABLE characters (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, userId TEXT NOT NULL, jsonData TEXT NOT NULL);
               CREATE INDEX characters_by_user ON characters (userId, seq);`);
      const insert = db.prepare('INSERT INTO characters (id, userId, jsonData) VALUES (?, ?, ?)');
      for (const c of legacy) insert.run(c.id, c.userId, c.jsonData);
      db.close();
    } else {
      const client = new MongoClient(handle.mongo!.uri);
      try {
        // The collection as the previous release wrote it: text inline, a slot per user, creation order.
        await client
          .db(handle.mongo!.dbName)
          .collection<{ _id: string }>('characters')
          .insertMany(legacy.map((c, i) => ({ _id: c.id, userId: c.userId, jsonData: c.jsonData, slot: c.userId === 'old-user' ? i : 0, seq: i + 1 })));
      } finally {
        await client.close();
      }
    }
    store = await handle.reopen();
    const moved = await store.listDocuments('character', 'old-user');
    expect(moved.map(({ id, userId, jsonData, revision, kind }) => ({ id, userId, jsonData, revision, kind }))).toEqual(
      legacy.slice(0, 2).map((c) => ({ ...c, revision: 1, kind: 'character' })),
    );
    expect((await store.listDocuments('character', 'someone-else')).map((c) => c.id)).toEqual(['legacy-c']);
    // They take places under the limit and save like any other.
    await expect(store.saveDocument('character', 'old-user', { jsonData: '{}' }, 2)).rejects.toBeInstanceOf(DocumentLimitError);
    await expect(store.saveDocument('character', 'old-user', { id: 'legacy-a', jsonData: '{"name":"New A"}', baseRevision: 1 }, 2)).resolves.toMatchObject({ revision: 2 });
    // Opening again moves nothing twice.
    store = await handle.reopen();
    expect((await store.listDocuments('character', 'old-user')).map((c) => [c.id, c.revision])).toEqual([['legacy-a', 2], ['legacy-b', 1]]);
  });

  if (backend.name !== 'embedded') {
    describe('MongoDB specifics', () => {
      it('drops versioned collections left by interrupted imports when it opens, and superseded ones afterwards', async () => {
        await store.replaceResource('power', 'powers', POWERS);
        const { uri, dbName } = handle.mongo!;
        const client = new MongoClient(uri);
        try {
          const db = client.db(dbName);
          const list = async () =>
            (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).filter((n) => n.startsWith('rules.')).sort();
          const [current] = await list();
          // What a killed import leaves: a versioned collection no pointer names, an hour old.
          const stale = `rules.power.v9.${(Date.now() - 3_600_000).toString(36)}-abcdef`;
          await db.collection(stale).insertMany([{ _id: 0, name: 'half' } as never]);
          // One just created may be an import running elsewhere: kept.
          const young = `rules.power.v10.${Date.now().toString(36)}-fedcba`;
          await db.collection(young).insertMany([{ _id: 0, name: 'in progress' } as never]);
          store = await handle.reopen();
          expect(await list()).toEqual([current, young].sort());
          expect(await store.find('power')).toStrictEqual(POWERS);

          // With no grace period, the previous collection goes right after the switch.
          store = await handle.reopen({ mongo: { retireGraceMs: 0 } });
          await store.replaceResource('power', 'powers', [ODD]);
          // The clean-up runs on a timer right after the switch.
          await expect.poll(list, { interval: 20 }).not.toContain(current);
          const after = await list();
          expect(after).toHaveLength(2);
          expect(after).toContain(young);
          expect(after).not.toContain(current);
          expect(await store.find('power')).toStrictEqual([ODD]);
        } finally {
          await client.close();
        }
      });

      it('refuses a second import racing on the same resource without losing data', async () => {
        await store.replaceResource('power', 'powers', POWERS);
        const sibling = await handle.openSibling();
        try {
          const results = await Promise.allSettled([
            store.replaceResource('power', 'powers', bigVersion('A', 1500)),
            sibling.replaceResource('power', 'powers', bigVersion('B', 1500)),
          ]);
          const ok = results.filter((r) => r.status === 'fulfilled');
          expect(ok.length).toBeGreaterThanOrEqual(1);
          for (const r of results) {
            if (r.status === 'rejected') expect(String(r.reason)).toMatch(/Another import of "power" finished first/);
          }
          expectWholeVersion(await sibling.find('power'), 1500, ['A', 'B']);
        } finally {
          await sibling.close();
        }
      });

      it('names exactly which saves of a batch stayed when the database vanishes part-way and nothing can be undone', async () => {
        const { uri, dbName } = handle.mongo!;
        const target = new URL(uri.replace(/^mongodb:/, 'http:'));
        const relay = await vanishingRelay({ host: target.hostname, port: Number(target.port || 27017) });
        const { openMongoStore } = await import('../../server/store/mongodb.ts');
        const viaRelay = await openMongoStore({ uri: relay.uri, dbName, serverSelectionTimeoutMS: 500 });
        try {
          const kept = await viaRelay.saveDocument('character', 'u1', { jsonData: '{"n":"original"}' }, 5);
          // Inserts of the batch: the hold on the user's creates (1), the first create's place and head (2, 3), the
          // update's revision claim (4), the second create's place (5): the database is gone from there on.
          relay.cutAt(5);
          const error = await viaRelay
            .saveDocuments('character', 'u1', [{ jsonData: '{"n":"first"}' }, { id: kept.id, jsonData: '{"n":"changed"}' }, { jsonData: '{"n":"lost"}' }], 5)
            .catch((e: unknown) => e);
          expect(error).toBeInstanceOf(PartialSaveError);
          const partial = error as PartialSaveError;
          expect(partial.saved.map((c) => c.jsonData)).toEqual(['{"n":"first"}', '{"n":"changed"}']);
          expect(partial.message).toContain(`"${partial.saved[0]!.id}" (batch entry 1), "${kept.id}" (batch entry 2) stayed saved`);
          // What the error says is what the database holds.
          const stored = await store.listDocuments('character', 'u1');
          expect(stored.map((c) => c.jsonData).sort()).toEqual(['{"n":"changed"}', '{"n":"first"}']);
        } finally {
          await relay.close();
          await viaRelay.close();
        }
      });

      it('fails fast with StoreUnavailableError when it cannot connect', async () => {
        const { openMongoStore } = await import('../../server/store/mongodb.ts');
        const started = Date.now();
        const error = await openMongoStore({ uri: 'mongodb://user:secret@127.0.0.1:9/', serverSelectionTimeoutMS: 500 }).catch(
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(StoreUnavailableError);
        expect(String((error as Error).message)).toMatch(/MongoDB at mongodb:\/\/\*\*\*@127\.0\.0\.1:9\/ is unreachable/);
        expect(String((error as Error).message)).not.toContain('secret');
        expect(Date.now() - started).toBeLessThan(5000);
      });
    });
  }

  if (backend.ferret) {
    it('survives a server outage: requests fail with StoreUnavailableError, then work again without a restart', async () => {
      await store.replaceResource('power', 'powers', POWERS);
      await store.saveDocument('character', 'u1', { jsonData: '{"before":true}' }, 5);
      const server = backend.ferret!();
      await server.kill();
      try {
        await expect(store.find('power', { name: 'Mind Ward' })).rejects.toBeInstanceOf(StoreUnavailableError);
        await expect(store.saveDocument('character', 'u1', { jsonData: '{}' }, 5)).rejects.toThrow(/unreachable/);
        await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
      } finally {
        await server.start();
      }
      // The driver reconnects by itself; the same store instance answers again.
      expect(names(await store.find('power', { name: 'Mind Ward' }))).toEqual(['Mind Ward']);
      expect((await store.listDocuments('character', 'u1')).map((c) => c.jsonData)).toEqual(['{"before":true}']);
      await expect(store.saveDocument('character', 'u1', { jsonData: '{"after":true}' }, 5)).resolves.toMatchObject({ userId: 'u1' });
      // A kill -9 and restart (what the load test does) also leaves committed data in place.
      await server.restart();
      expect(await store.count('power')).toBe(POWERS.length);
      expect(await store.listDocuments('character', 'u1')).toHaveLength(2);
    });
  }

  describe.runIf(hasRealData(`store contract: real data on ${backend.name}`))('real data', () => {
    /**
     * Every array file of the real API that names a records or chapters resource (canonical names first); listed when
     * the test runs, never while vitest collects (the folder may be absent then).
     */
    const arrayFiles = () =>
      readdirSync(REALDATA_API)
        .filter((f) => f.endsWith('.json') && statSync(join(REALDATA_API, f)).isFile())
        .map((f) => ({ file: f, def: resourceByName(f.slice(0, -'.json'.length)) }))
        .filter((x) => x.def && x.def.kind !== 'text')
        .sort((a, b) => Number(b.file === `${b.def!.key}.json`) - Number(a.file === `${a.def!.key}.json`));

    it('imports every array file and serves each collection deep-equal to its file', { timeout: 240_000 }, async () => {
      const files = arrayFiles();
      expect(files.length).toBeGreaterThan(30);
      const last = new Map<string, Doc[]>();
      let total = 0;
      for (const { file, def } of files) {
        const docs = JSON.parse(readFileSync(join(REALDATA_API, file), 'utf8')) as Doc[];
        expect(Array.isArray(docs), file).toBe(true);
        await store.replaceResource(def!.key, def!.versionName, docs);
        last.set(def!.key, docs);
        total += docs.length;
        expect(await store.find(def!.key), file).toStrictEqual(docs);
      }
      // Every collection still holds its data once all are imported.
      for (const [key, docs] of last) {
        expect(await store.count(key), key).toBe(docs.length);
        expect(await store.find(key), key).toStrictEqual(docs);
      }
      expect(total).toBeGreaterThan(5000);
      const versions = new Set((await store.dataVersions()).map((v) => v.name));
      for (const { def } of files) expect(versions.has(def!.versionName), def!.versionName).toBe(true);
      // A look-up by natural key on a large collection.
      const features = last.get('feature')!;
      const probe = features[features.length - 1]!;
      const hits = await store.find('feature', { name: probe.name as string });
      expect(hits).toContainEqual(probe);
    });
  });
});
