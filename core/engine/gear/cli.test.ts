// The commands on gear: the sheet command reads equipment entries naming an enhanced item, its base item, its
// installed modifications and its attunement (docs/gear.md), and gear:coverage prints the figures docs/gear.md records.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API, REALDATA_CHARACTERS, repoRoot } from '../../../tests/support/realdata.ts';
import { runCli } from '../cli.ts';
import { runGearCoverageCli } from './coverage-cli.ts';

function run(cli: typeof runCli, args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = cli(args, (text) => out.push(text), (text) => err.push(text));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The fenced block that follows a heading of docs/gear.md. */
function documentedTable(heading: string): string {
  const doc = readFileSync(join(repoRoot, 'docs/gear.md'), 'utf8');
  const start = doc.indexOf(heading);
  expect(start, `docs/gear.md has no "${heading}"`).toBeGreaterThanOrEqual(0);
  const open = doc.indexOf('```\n', start) + 4;
  return doc.slice(open, doc.indexOf('\n```', open));
}

describe('gear commands', () => {
  it('gear:coverage on the bundled data prints the table docs/gear.md records, and refuses a bad argument', () => {
    const result = run(runGearCoverageCli, []);
    expect(result.code).toBe(0);
    expect(result.out.split('\n').slice(1).join('\n')).toBe(documentedTable('## Bundled data'));
    expect(run(runGearCoverageCli, ['--bogus'])).toMatchObject({ code: 2, err: expect.stringContaining('Usage: npm run -s gear:coverage') });
  });

  describe.runIf(hasRealData('gear commands real data'))('on the real data', () => {
    it('gear:coverage covers every item and prints the table docs/gear.md records', () => {
      const result = run(runGearCoverageCli, ['--rules', REALDATA_API]);
      expect(result.code).toBe(0);
      expect(result.out.split('\n').slice(1).join('\n')).toBe(documentedTable('## Real data'));
    });

    it('the sheet command computes an enhanced weapon on its base item with its modifications, and names an unknown part', () => {
      const character = JSON.parse(readFileSync(join(REALDATA_CHARACTERS, 'site-hanSolo.json'), 'utf8'));
      const plain = JSON.parse(run(runCli, [join(REALDATA_CHARACTERS, 'site-hanSolo.json'), '--rules', REALDATA_API]).out);
      character.equipment.push(
        { name: 'Blaster Chassis (Prototype)', quantity: 1, category: 'EnhancedItem', equipped: true, attuned: true, baseItem: 'Light pistol', modifications: ['Accuracy Focus Mk II'] },
        { name: 'Armor (Fine)', quantity: 1, category: 'EnhancedItem', equipped: true, baseItem: 'Combat suit' },
      );
      const dir = mkdtempSync(join(tmpdir(), 'gear-cli-'));
      writeFileSync(join(dir, 'probe.json'), JSON.stringify(character));
      const result = run(runCli, [join(dir, 'probe.json'), '--rules', REALDATA_API]);
      expect(result.code).toBe(0);
      const sheet = JSON.parse(result.out);
      const pistol = plain.weapons.find((w: { name: string }) => w.name === 'Light pistol');
      const chassis = sheet.weapons.find((w: { name: string }) => w.name === 'Blaster Chassis (Prototype) (Light pistol)');
      expect(chassis.attackBonus).toBe(pistol.attackBonus + 1);
      expect(sheet.armorClass).toBe(plain.armorClass + 1);
      expect(sheet.attunement).toMatchObject({ current: 1, maximum: 2 });
      expect(sheet.gear.items[0].chassis.installed[0]).toMatchObject({ name: 'Accuracy Focus Mk II', slot: 'modification', check: { dc: 14 } });

      character.equipment.at(-2).modifications.push('Imaginary Barrel');
      writeFileSync(join(dir, 'probe.json'), JSON.stringify(character));
      expect(run(runCli, [join(dir, 'probe.json'), '--rules', REALDATA_API]).err).toMatch(/Imaginary Barrel/);
    });
  });
});
