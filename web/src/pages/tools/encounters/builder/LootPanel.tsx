// Rewards for the encounter: drawn from the enhanced items by the rarities of the party's level (the engine's
// drawLoot), kept in the encounter document, and handed by the game master to a character of the party that lives
// in this browser or account (the item is added to that character's equipment, and the reward marked as given).
import { useState } from 'react';
import { findDocument } from '../../../../../../core/documents/list-rules.ts';
import { partyLevels, type EncounterParty } from '../../../../../../core/engine/encounters/index.ts';
import { addEquipment, cryptoDieRoller, drawLoot, lootRarities, MAX_LOOT_DRAW, partyLevelOf } from '../../../../../../core/engine/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { useCharacters, useDocumentStore } from '../../../../storage/use-documents.ts';
import { useToolsRules } from '../../rules/use-tools-rules.ts';
import { Notice } from '../../ui/fields.tsx';
import type { EncounterEdit } from '../use-encounter-editor.ts';
import { RowButton, Section, SmallSelect } from './builder-styles.ts';

type Loot = { name: string; rarity: string; givenTo?: string }[];

interface Props {
  party: EncounterParty;
  loot: Loot | undefined;
  change(edit: EncounterEdit): void;
}

export function LootPanel({ party, loot = [], change }: Props) {
  const { rules } = useToolsRules();
  const { characters } = useCharacters();
  const store = useDocumentStore('character');
  const [count, setCount] = useState(3);
  const [problem, setProblem] = useState<string>();
  const level = partyLevelOf(partyLevels(party));
  const local = party.characters.filter((member) => member.source === 'local');
  const draw = () => {
    if (!rules || level === undefined) return;
    const result = drawLoot(rules.enhancedItems.all, level, count, cryptoDieRoller());
    if (!result.ok) return setProblem(result.error);
    setProblem(undefined);
    change((doc) => ({ ...doc, loot: [...(doc.loot ?? []), ...result.items.map(({ name, rarity }) => ({ name, rarity }))].slice(-50) }));
  };
  const give = async (index: number, memberId: string) => {
    const member = local.find((m) => m.id === memberId);
    const character = member && findDocument(characters, member.ref);
    const reward = loot[index];
    if (!member || !reward) return;
    if (!character) return setProblem(`${member.name} is not a character of this browser or account: hand ${reward.name} over by hand.`);
    await store.save(addEquipment(character, { name: reward.name, category: 'EnhancedItem', quantity: 1 }), 'now');
    setProblem(undefined);
    change((doc) => ({ ...doc, loot: (doc.loot ?? []).map((entry, at) => (at === index ? { ...entry, givenTo: member.name } : entry)) }));
  };
  return (
    <Section aria-labelledby="loot-title">
      <header>
        <h2 id="loot-title">Loot</h2>
        {level !== undefined && <span className="summary">Party level {level}: {lootRarities(level).join(' and ').toLowerCase()} items</span>}
      </header>
      {level === undefined ? (
        <p className="muted">Add the party to draw rewards for its level.</p>
      ) : (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <label>
            Rewards{' '}
            <SmallSelect value={count} onChange={(e) => setCount(Number(e.target.value))}>
              {Array.from({ length: MAX_LOOT_DRAW }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </SmallSelect>
          </label>
          <Button variant="outlined" disabled={!rules} onClick={draw}>
            Draw loot
          </Button>
        </div>
      )}
      {problem && <Notice tone="warning">{problem}</Notice>}
      {loot.length > 0 && (
        <ul aria-label="Rewards" style={{ margin: 0, paddingLeft: 18 }}>
          {loot.map((reward, index) => (
            <li key={`${reward.name}-${index}`} style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 10px', alignItems: 'center' }}>
              <span>
                {reward.name} <span className="muted">({reward.rarity.toLowerCase()})</span>
              </span>
              {reward.givenTo ? (
                <span className="muted">Given to {reward.givenTo}</span>
              ) : (
                local.length > 0 && (
                  <SmallSelect aria-label={`Give ${reward.name} to`} value="" onChange={(e) => void give(index, e.target.value)}>
                    <option value="">Give to…</option>
                    {local.map((member) => (
                      <option key={member.id} value={member.id}>
                        {member.name}
                      </option>
                    ))}
                  </SmallSelect>
                )
              )}
              <RowButton aria-label={`Remove ${reward.name}`} onClick={() => change((doc) => ({ ...doc, loot: (doc.loot ?? []).filter((_, at) => at !== index) }))}>
                ✕
              </RowButton>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
