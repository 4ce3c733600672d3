// The players' view of a shared encounter is projected once per revision and kept within the cache budget: reads of
// the same revision are answered from the kept projection, a save makes the next read project the new revision, the
// FULL view (the stored text itself) keeps nothing, and a budget too small to keep it still answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectForView } from '../../core/documents/adapters.ts';
import { DOCUMENT_KIND } from '../../core/documents/kinds.ts';
import { newEncounter } from '../../core/engine/encounters/document.ts';
import { CacheBudget } from '../cache-budget.ts';
import { createStore } from '../store/index.ts';
import type { Store } from '../store/port.ts';
import { ShareService } from './share-service.ts';

const noLimit = { consume: async () => undefined };

describe('the projection cache of shared views', () => {
  let dir: string;
  let store: Store;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sw5e-share-cache-'));
    store = await createStore({ dataDir: dir });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const save = (name: string, id?: string) =>
    store.saveDocument('encounter', 'gm', { ...(id ? { id } : {}), jsonData: JSON.stringify(newEncounter(name)) }, DOCUMENT_KIND.encounter.limit);

  it('projects each revision once and keeps it within the budget', async () => {
    const budget = new CacheBudget(1024 * 1024);
    const shares = new ShareService(store, noLimit, budget);
    const doc = await save('Ambush');
    const players = await store.createShare('gm', 'encounter', doc.id, 'PLAYERS');
    const full = await store.createShare('gm', 'encounter', doc.id, 'FULL');

    const first = await shares.shared(players.token);
    expect(first?.jsonData).toBe(projectForView('encounter', 'PLAYERS', doc.jsonData));
    const kept = budget.usedBytes();
    expect(kept).toBeGreaterThan(first!.jsonData.length);
    expect((await shares.shared(players.token))?.jsonData).toBe(first!.jsonData);
    expect(budget.usedBytes()).toBe(kept);
    // The stored text is the FULL view: nothing to keep.
    expect((await shares.shared(full.token))?.jsonData).toBe(doc.jsonData);
    expect(budget.usedBytes()).toBe(kept);

    const next = await save('Ambush at dawn', doc.id);
    const after = await shares.shared(players.token);
    expect(after?.revision).toBe(next.revision);
    expect(JSON.parse(after!.jsonData).name).toBe('Ambush at dawn');
    expect(budget.usedBytes()).toBeGreaterThan(kept);
  });

  it('answers when the budget cannot keep the projection', async () => {
    const budget = new CacheBudget(64);
    const shares = new ShareService(store, noLimit, budget);
    const doc = await save('Tiny budget');
    const players = await store.createShare('gm', 'encounter', doc.id, 'PLAYERS');
    expect(JSON.parse((await shares.shared(players.token))!.jsonData).name).toBe('Tiny budget');
    expect(budget.usedBytes()).toBe(0);
  });
});
