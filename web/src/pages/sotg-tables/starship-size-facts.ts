// What a starship size card shows. The real data leaves the numbers of every size at 0 (no hit die, no scores), which
// is no value at all: only the facts a size really has are listed, and the sizes come in size order.
import { hitDieText } from '../../components/table/format/hit-die.ts';
import { joinWithAnd } from '../characters/classes/level-table.ts';
import { SIZE_ORDER } from '../monsters/monster-options.ts';

export interface SizeFacts {
  name: string;
  hitDiceDieType?: number | null;
  savingThrowOptions?: readonly string[] | null;
  strength?: number | null;
  dexterity?: number | null;
  constitution?: number | null;
}

export interface SizeFact {
  label: string;
  value: string;
}

/** The card's facts: hit die, saving throws and the three tier-0 scores, each only when the data has it. */
export function sizeCardFacts(size: SizeFacts): SizeFact[] {
  const facts: SizeFact[] = [];
  if (size.hitDiceDieType && size.hitDiceDieType > 0) facts.push({ label: 'Hit Die', value: hitDieText(size.hitDiceDieType) });
  const saves = joinWithAnd(size.savingThrowOptions);
  if (saves) facts.push({ label: 'Saving Throws', value: saves });
  // A score of 0 is the export's placeholder: no ship has it.
  const scores = [
    ['Strength', size.strength],
    ['Dexterity', size.dexterity],
    ['Constitution', size.constitution],
  ] as const;
  for (const [label, score] of scores) if (score && score > 0) facts.push({ label, value: String(score) });
  return facts;
}

/** Tiny to Gargantuan; unknown sizes after them by name. */
export function sortSizes<T extends { name: string }>(sizes: readonly T[]): T[] {
  const rank = (name: string) => {
    const i = (SIZE_ORDER as readonly string[]).indexOf(name);
    return i === -1 ? SIZE_ORDER.length : i;
  };
  return [...sizes].sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}
