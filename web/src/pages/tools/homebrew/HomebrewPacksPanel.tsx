// The builder's choice of homebrew packs: each of the user's packs as a checkbox; an enabled pack's entries join the
// builder's lists (marked with the pack's name) and the sheet. A pack the character enabled that cannot be read now
// is listed as missing: its entries keep their last known values.
import styled from 'styled-components';
import { setPackEnabled, type RawCharacter } from '../../../../../core/engine/index.ts';
import type { StoredHomebrewPack } from '../../../../../core/documents/adapters.ts';
import { packRefId } from './use-character-homebrew.ts';

const Panel = styled.details`
  margin: 0 0 12px;
  padding: 8px 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 4px;
  background: ${(p) => p.theme.colors.surface};
  summary { cursor: pointer; font-weight: 600; min-height: 32px; display: flex; align-items: center; }
  ul { list-style: none; margin: 8px 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 16px; }
  label { display: flex; align-items: center; gap: 8px; min-height: 40px; cursor: pointer; }
  input { width: 18px; height: 18px; }
  .missing { color: ${(p) => p.theme.colors.error}; }
`;

interface Props {
  character: RawCharacter;
  ownPacks: readonly StoredHomebrewPack[];
  missingPacks: readonly string[];
  onChange(next: RawCharacter): void;
}

export function HomebrewPacksPanel({ character, ownPacks, missingPacks, onChange }: Props) {
  const enabled = new Set((character.homebrew?.packs ?? []).map((p) => p.id));
  const isEnabled = (pack: StoredHomebrewPack) => enabled.has(packRefId(pack)) || (pack.localId !== undefined && enabled.has(pack.localId));
  const count = ownPacks.filter(isEnabled).length;
  return (
    <Panel open={missingPacks.length > 0 || undefined}>
      <summary>Homebrew packs{count ? ` (${count} enabled)` : ''}</summary>
      {ownPacks.length === 0 ? (
        <p>You have no homebrew packs yet.</p>
      ) : (
        <ul aria-label="Homebrew packs">
          {ownPacks.map((pack) => (
            <li key={packRefId(pack)}>
              <label>
                <input
                  type="checkbox"
                  checked={isEnabled(pack)}
                  onChange={(event) => onChange(setPackEnabled(character, { id: packRefId(pack), name: pack.name, via: 'own' }, event.target.checked))}
                />
                {pack.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      {missingPacks.length > 0 && (
        <p className="missing" role="status">
          Missing homebrew: {missingPacks.join(', ')}. The entries this character uses from it keep their last known values.
        </p>
      )}
    </Panel>
  );
}

/** "Homebrew: Dune Sea Drifters" beside a homebrew record's name in a list. */
export const HomebrewTag = styled.span`
  font-size: 0.8em;
  font-weight: 400;
  padding: 0 6px;
  border-radius: 8px;
  border: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.mutedText};
`;

export function homebrewPackOf(record: object): string | undefined {
  const pack = (record as { homebrewPack?: unknown }).homebrewPack;
  return typeof pack === 'string' ? pack : undefined;
}

/** A record's name as a list's option shows it: "Kessari (homebrew: Dune Sea Drifters)" for a homebrew one. */
export function optionLabel(record: { name: string }): string {
  const pack = homebrewPackOf(record);
  return pack ? `${record.name} (homebrew: ${pack})` : record.name;
}
