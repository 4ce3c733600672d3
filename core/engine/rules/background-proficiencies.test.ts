// Background tool and language texts read into what the background gives and what the player picks, on the bundled
// data (every background) and the real data (every tool text reads into real tools).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API } from '../../../tests/support/realdata.ts';
import { BUNDLED_RULES_DIR, loadRulesDir } from '../node/load-rules.ts';
import { backgroundLanguages, backgroundToolPicks, backgroundToolSlots } from './background-proficiencies.ts';
import { indexRules } from './index-rules.ts';

const bundled = indexRules(loadRulesDir(BUNDLED_RULES_DIR));
const gamingSets = bundled.equipment.all.filter((item) => item.equipmentCategory === 'GamingSet').map((item) => item.name);
const instruments = bundled.equipment.all.filter((item) => item.equipmentCategory === 'MusicalInstrument').map((item) => item.name);
const implementsList = bundled.equipment.all.filter((item) => item.equipmentCategory === 'Tool').map((item) => item.name);

describe('background tool and language texts', () => {
  it('reads each way a bundled background writes its tools', () => {
    const slots = (text: string) => backgroundToolSlots(text, bundled).map(({ count, from }) => [count, from]);
    expect(gamingSets.length).toBeGreaterThan(1);
    expect(slots('Artificer\'s implements')).toEqual([[1, ["Artificer's implements"]]]);
    expect(slots('Disguise kit, security kit')).toEqual([[1, ['Disguise kit']], [1, ['Security kit']]]);
    expect(slots('One type of gaming set')).toEqual([[1, gamingSets]]);
    expect(slots("A demolitions kit, security kit or slicer's kit (pick one)")).toEqual([[1, ['Demolitions kit', 'Security kit', "Slicer's kit"]]]);
    expect(slots("One gaming set of your choice, plus a demolitions kit, security kit or slicer's kit (pick one)")).toEqual([
      [1, gamingSets],
      [1, ['Demolitions kit', 'Security kit', "Slicer's kit"]],
    ]);
    expect(slots("One musical instrument, and one type of artisan's implements or a bioanalysis kit")).toEqual([
      [1, instruments],
      [1, [...implementsList, 'Bioanalysis kit']],
    ]);
    expect(slots('One of your choice')[0][1]).toEqual(expect.arrayContaining(["Artificer's implements", 'Disguise kit', ...gamingSets]));
    expect(slots('Two types of gaming sets')).toEqual([[2, gamingSets]]);
    expect(slots("Choose two from mechanic's kit, security kit, and slicer's kit")).toEqual([[2, ["Mechanic's kit", 'Security kit', "Slicer's kit"]]]);
    expect(slots("One type of gaming set and your choice of slicer's kit, demolitions kit, or security kit")).toEqual([
      [1, gamingSets],
      [1, ["Slicer's kit", 'Demolitions kit', 'Security kit']],
    ]);
    expect(backgroundToolSlots(null, bundled)).toEqual([]);
  });

  it('stored tools are taken by the first pick they fit, so each pick shows its own', () => {
    const slots = backgroundToolSlots("One gaming set of your choice, plus a demolitions kit, security kit or slicer's kit (pick one)", bundled);
    expect(backgroundToolPicks(slots, ['Security kit', gamingSets[1]]).map(({ chosen }) => chosen)).toEqual([[gamingSets[1]], ['Security kit']]);
    expect(backgroundToolPicks(slots, undefined).map(({ chosen }) => chosen)).toEqual([[], []]);
  });

  it('languages: named ones given, "N of your choice" picked', () => {
    expect(backgroundLanguages('One of your choice')).toEqual({ fixed: [], choose: 1 });
    expect(backgroundLanguages('Two of your choice.')).toEqual({ fixed: [], choose: 2 });
    expect(backgroundLanguages("Mando'a")).toEqual({ fixed: ["Mando'a"], choose: 0 });
    expect(backgroundLanguages(null)).toEqual({ fixed: [], choose: 0 });
  });
});

describe.runIf(hasRealData('background proficiencies on the real data'))('background tools on the real data', () => {
  it('every background tool text reads into picks of real tools', () => {
    const rules = indexRules(loadRulesDir(REALDATA_API));
    const backgrounds = JSON.parse(readFileSync(join(REALDATA_API, 'background.json'), 'utf8')) as { name: string; toolProficiencies: string | null; languages: string | null }[];
    const problems: string[] = [];
    for (const { name, toolProficiencies, languages } of backgrounds) {
      const slots = backgroundToolSlots(toolProficiencies, rules);
      if (toolProficiencies && slots.length === 0) problems.push(`${name}: "${toolProficiencies}" read as nothing`);
      for (const slot of slots) for (const tool of slot.from) if (!rules.equipment.has(tool)) problems.push(`${name}: "${tool}" is not a tool of the equipment list`);
      const read = backgroundLanguages(languages);
      if (languages && read.fixed.length + read.choose === 0) problems.push(`${name}: languages "${languages}" read as nothing`);
    }
    expect(problems).toEqual([]);
  });
});
