// The gear-mechanics catalogue: every entry satisfies the schema, one entry per item; against the real data (when
// present) every enhanced item has an entry, every entry names an item of the data, and every number an entry states
// is written in its item's text (the catalogue is our own file, checked here against the facts it was read from).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API } from '../../tests/support/realdata.ts';
import { gearMechanicsSchema, type GearMechanicsRecord } from '../../core/schemas/gear-mechanics.ts';
import { BUNDLED_GEAR_MECHANICS_FILE, loadGearMechanics } from '../../core/engine/node/load-gear-mechanics.ts';
import { readPrerequisite } from './candidates.ts';

interface Item {
  name: string;
  type: string;
  subtype?: string | null;
  text: string;
  prerequisite?: string | null;
}

const bundled = () => JSON.parse(readFileSync(BUNDLED_GEAR_MECHANICS_FILE, 'utf8')) as GearMechanicsRecord[];
const itemsOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'enhancedItem.json'), 'utf8')) as Item[];

/** Every number an entry's effects state (dice written "1d10" count as their two numbers). */
function numbersOf(entry: GearMechanicsRecord): number[] {
  const out: number[] = [];
  for (const effect of entry.effects ?? []) {
    for (const [key, value] of Object.entries(effect)) {
      if (typeof value === 'number' && key !== 'steps') out.push(Math.abs(value));
      if (key === 'extraDice' && typeof value === 'string') out.push(...value.split('d').map(Number));
    }
  }
  return out;
}

describe('gear mechanics catalogue', () => {
  it('every entry satisfies the schema, once per item, and the bundled items all have one', () => {
    const rows = bundled();
    expect(rows.filter((row) => !gearMechanicsSchema.safeParse(row).success).map((row) => row.name)).toEqual([]);
    expect(loadGearMechanics(mkdtempSync(join(tmpdir(), 'gear-'))).rows).toHaveLength(rows.length);
    const names = new Set(rows.map((row) => row.name.toLowerCase()));
    expect(itemsOf(join(import.meta.dirname, '..', 'data')).filter((item) => !names.has(item.name.toLowerCase())).map((item) => item.name)).toEqual([]);
  });

  it('a folder may bring its own; a bad entry or a second entry for an item is refused, naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gear-'));
    const own = [{ name: 'Fixture Blaster', effects: [{ kind: 'weaponBonus', attack: 1, damage: 1 }] }];
    writeFileSync(join(dir, 'gearMechanics.json'), JSON.stringify(own));
    expect(loadGearMechanics(dir).rows).toHaveLength(1);
    writeFileSync(join(dir, 'gearMechanics.json'), JSON.stringify([...own, { name: 'Fixture Armor', effects: [{ kind: 'acBonus' }] }]));
    expect(() => loadGearMechanics(dir)).toThrow(/gearMechanics\.json\[1\]\.effects\.0\.value: /);
    writeFileSync(join(dir, 'gearMechanics.json'), JSON.stringify([...own, { name: 'Fixture Ring', effects: [] }]));
    expect(() => loadGearMechanics(dir)).toThrow(/gearMechanics\.json\[1\]\.effects: an entry needs effects, or manual/);
    writeFileSync(join(dir, 'gearMechanics.json'), JSON.stringify([...own, { ...own[0], name: 'fixture blaster' }]));
    expect(() => loadGearMechanics(dir)).toThrow(/\[1\]: a second entry for "fixture blaster"/);
  });

  describe.runIf(hasRealData('gear mechanics real data'))('against the real data', () => {
    it('every enhanced item has an entry and every entry names an item of the real or bundled data', () => {
      const real = itemsOf(REALDATA_API);
      expect(real).toHaveLength(1918);
      const names = new Set(bundled().map((row) => row.name.toLowerCase()));
      expect(real.filter((item) => !names.has(item.name.toLowerCase())).map((item) => item.name)).toEqual([]);
      const known = new Set([...real, ...itemsOf(join(import.meta.dirname, '..', 'data'))].map((item) => item.name.toLowerCase()));
      expect(bundled().filter((row) => !known.has(row.name.toLowerCase())).map((row) => row.name)).toEqual([]);
    });

    it("every number an entry states is in its item's text, and every prerequisite is the item's own", () => {
      const byName = new Map(itemsOf(REALDATA_API).map((item) => [item.name.toLowerCase(), item]));
      const wrong: string[] = [];
      for (const entry of bundled()) {
        const item = byName.get(entry.name.toLowerCase());
        if (!item) continue;
        const written = new Set((item.text.match(/\d+/g) ?? []).map(Number));
        for (const n of numbersOf(entry)) if (!written.has(n)) wrong.push(`${entry.name}: ${n}`);
        expect(entry.requires, entry.name).toEqual(readPrerequisite(item.prerequisite));
      }
      expect(wrong).toEqual([]);
    });

    it('every chassis takes the modifications its text names, and only chassis do', () => {
      const byName = new Map(itemsOf(REALDATA_API).map((item) => [item.name.toLowerCase(), item]));
      const chassis = bundled().filter((row) => (row.effects ?? []).some((e) => e.kind === 'chassis'));
      expect(chassis.map((row) => row.name).every((name) => / Chassis \(/.test(name))).toBe(true);
      expect(chassis).toHaveLength(66);
      const modificationKinds = new Set(itemsOf(REALDATA_API).filter((i) => i.type === 'ItemModification').map((i) => (i.subtype ?? '').toLowerCase()));
      for (const row of chassis) {
        const accepts = row.effects!.find((e) => e.kind === 'chassis')!;
        expect(accepts.kind === 'chassis' && modificationKinds.has(accepts.accepts), row.name).toBe(true);
        const text = byName.get(row.name.toLowerCase())!.text.toLowerCase();
        const word = accepts.kind === 'chassis' ? accepts.accepts : '';
        expect(text.includes(`${word} modifications`) || (word === 'clothing' && /(cloak|handwraps|pants|tunic|clothing) modifications/.test(text)), row.name).toBe(true);
      }
    });
  });
});
