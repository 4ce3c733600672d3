// The homebrew a character is computed with in the site: the official rules plus the entries of the packs the
// character enabled that this user can read now (their own packs, kept by the document store like every kind), and
// the last known values of used entries whose pack is gone (core/engine/character/character-homebrew.ts). The
// snapshot is brought up to date as the character changes, so it always holds what the character uses.
import { useEffect, useMemo, useRef } from 'react';
import { characterRules, indexRules, withHomebrewSnapshot, type IndexedRules, type RawCharacter, type RulesData } from '../../../../../core/engine/index.ts';
import type { StoredHomebrewPack } from '../../../../../core/documents/adapters.ts';
import type { LoadedPack } from '../../../../../core/homebrew/merge.ts';
import { useDocuments } from '../../../storage/use-documents.ts';

/** The id a character records for one of the user's packs: the server's once it has one, else this browser's. */
export const packRefId = (pack: Pick<StoredHomebrewPack, 'id' | 'localId'>) => pack.id ?? pack.localId ?? '';

export interface CharacterHomebrewState {
  /** The rules with the character's homebrew (the official ones' index when it uses none). */
  rules: IndexedRules | undefined;
  /** Packs the character enabled that cannot be read now (their entries come from the snapshot). */
  missingPacks: string[];
  /** Entries left out because an official record or an earlier pack has their name. */
  clashes: string[];
  /** The user's own packs, to enable. */
  ownPacks: readonly StoredHomebrewPack[];
}

export function useCharacterHomebrew(character: RawCharacter | undefined, data: RulesData | undefined, official: IndexedRules | undefined, onChange: (next: RawCharacter) => void): CharacterHomebrewState {
  const { documents: ownPacks } = useDocuments('homebrew');
  const refs = character?.homebrew?.packs;
  const available = useMemo<LoadedPack[]>(
    () =>
      (refs ?? []).flatMap((ref) => {
        const pack = ownPacks.find((p) => p.id === ref.id || p.localId === ref.id);
        return pack ? [{ id: ref.id, pack }] : [];
      }),
    [refs, ownPacks],
  );
  const homebrew = character?.homebrew;
  // Remade when the packs or the snapshot change, not on every edit of the character (the merge reads only those).
  const current = useRef(character);
  current.current = character;
  const made = useMemo(() => {
    const now = current.current;
    return now && data && homebrew ? characterRules(data, now, available) : undefined;
  }, [data, homebrew, available]);
  // The gear catalogue is not part of the rules data (a query of its own): the official index's is carried over.
  const rules = useMemo(
    () => (made && made.data !== data ? { ...indexRules(made.data), ...(official ? { gearMechanics: official.gearMechanics } : {}) } : official),
    [made, data, official],
  );

  // Keep the snapshot current: what the character uses, with the values it has now.
  useEffect(() => {
    if (!character || !made) return;
    const next = withHomebrewSnapshot(character, made.data);
    if (next !== character) onChange(next);
  }, [character, made, onChange]);

  return { rules, missingPacks: made?.missingPacks ?? [], clashes: made?.clashes ?? [], ownPacks };
}
