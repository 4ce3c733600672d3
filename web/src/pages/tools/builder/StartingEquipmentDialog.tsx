// "Add starting equipment": the starting class's lines (options as radio choices, an item's alternatives as a
// select, a kind of equipment such as "a vibroweapon" as a select of that kind's items) and the background's items, a
// list of what will be added, and one button that adds it all once every kind named has its item picked.
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import {
  addStartingEquipment,
  alternativeKey,
  parseBackgroundEquipment,
  parseClassEquipment,
  selectedStartingEquipment,
  type IndexedRules,
  type RawCharacter,
  type StartingLine,
  type StartingSelection,
} from '../../../../../core/engine/index.ts';
import { useBuilderDetails } from './builder-details.ts';
import { CheckList, Muted, SelectField } from '../ui/fields.tsx';
import { Row } from '../ui/panels.tsx';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  h3 { margin: 0; font-size: 1.05rem; }
  fieldset ul { grid-template-columns: 1fr; }
  .fixed { margin: 0; }
  .preview { margin: 0; padding-left: 20px; }
  .preview li { margin: 2px 0; }
  .custom { color: ${(p) => p.theme.colors.mutedText}; font-size: 0.9rem; }
  /* An item's alternatives sit under their choice, indented, as wide as the names need. */
  .equip { display: flex; align-items: center; gap: 8px; min-height: 40px; margin-top: 6px; }
  .equip input { width: 18px; height: 18px; }
  .alternative { display: flex; flex-direction: column; max-width: 28rem; margin: 6px 0 0 24px; }
`;

const EMPTY: StartingSelection = { options: {}, alternatives: {} };

interface Source {
  title: string;
  lines: StartingLine[];
  /** Where this source's lines start in the combined list (selection keys count across sources). */
  offset: number;
}

interface Props {
  open: boolean;
  character: RawCharacter;
  rules: IndexedRules;
  onChange(next: RawCharacter): void;
  onClose(): void;
}

export function StartingEquipmentDialog({ open, character, rules, onChange, onClose }: Props) {
  const details = useBuilderDetails();
  const [selection, setSelection] = useState<StartingSelection>(EMPTY);
  // A new character starts wearing its armor and holding its weapons; the player may add them unequipped instead.
  const [equip, setEquip] = useState(true);
  const className = character.classes[0]?.name;
  const backgroundName = character.background?.name;
  const sources = useMemo(() => {
    const list: Source[] = [];
    const classLines = className ? parseClassEquipment(details.classes.get(className)?.equipmentLines, rules, className) : [];
    if (classLines.length) list.push({ title: `${className} (starting class)`, lines: classLines, offset: 0 });
    const backgroundLines = backgroundName ? parseBackgroundEquipment(details.backgrounds.get(backgroundName)?.equipment, rules, backgroundName) : [];
    if (backgroundLines.length) list.push({ title: `${backgroundName} background`, lines: backgroundLines, offset: classLines.length });
    return list;
  }, [className, backgroundName, details, rules]);
  const allLines = useMemo(() => sources.flatMap((source) => source.lines), [sources]);
  const chosen = selectedStartingEquipment(allLines, selection);

  const close = () => {
    setSelection(EMPTY);
    setEquip(true);
    onClose();
  };
  const add = () => {
    onChange(addStartingEquipment(character, chosen.items, chosen.credits, rules, { equip }));
    close();
  };
  const pickOption = (line: number, option: number) => setSelection((current) => ({ ...current, options: { ...current.options, [line]: option } }));
  const pickAlternative = (key: string, alternative: number | undefined) =>
    setSelection((current) => {
      const alternatives = { ...current.alternatives };
      if (alternative === undefined) delete alternatives[key];
      else alternatives[key] = alternative;
      return { ...current, alternatives };
    });

  return (
    <Dialog open={open} title="Add Starting Equipment" onClose={close} wide>
      <Body>
        {sources.length === 0 && (
          <Muted>{className || backgroundName ? 'The rules data lists no starting equipment for this class or background.' : 'Choose a class (step 2) and a background (step 4) first: their starting equipment is listed here.'}</Muted>
        )}
        {sources.map((source) => (
          <section key={source.title} aria-label={source.title}>
            <h3>{source.title}</h3>
            {source.lines.map((line, position) => {
              const lineIndex = source.offset + position;
              const optionIndex = selection.options[lineIndex] ?? 0;
              const option = line.options[optionIndex] ?? line.options[0];
              return (
                <div key={lineIndex} style={{ marginTop: 10 }}>
                  {line.options.length > 1 ? (
                    <CheckList
                      type="radio"
                      legend={`Choice ${position + 1}`}
                      options={line.options.map((candidate, index) => ({ value: String(index), label: `(${candidate.label}) ${candidate.text}`, checked: index === optionIndex }))}
                      onToggle={(value) => pickOption(lineIndex, Number(value))}
                    />
                  ) : (
                    <p className="fixed">{line.text}</p>
                  )}
                  {option.pieces.map((piece, pieceIndex) => {
                    if (piece.alternatives.length < 2) return null;
                    const key = alternativeKey(lineIndex, optionIndex, pieceIndex);
                    // "Two vibroweapons" is two pickers: each one numbered.
                    const sameKind = piece.kind ? option.pieces.filter((other) => other.text === piece.text) : [];
                    const number = sameKind.length > 1 ? ` (${sameKind.indexOf(piece) + 1} of ${sameKind.length})` : '';
                    return (
                      <div className="alternative" key={key}>
                        <SelectField
                          label={`Which one: ${piece.text}${number}`}
                          value={selection.alternatives[key] !== undefined ? String(selection.alternatives[key]) : piece.kind ? '' : '0'}
                          placeholder={piece.kind ? 'Choose one' : undefined}
                          options={piece.alternatives.map((item, index) => ({ value: String(index), label: item.catalogue ? item.name : `${item.name} (custom item)` }))}
                          onChange={(value) => pickAlternative(key, value === '' ? undefined : Number(value))}
                        />
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </section>
        ))}
        {sources.length > 0 && (
          <section aria-label="Will be added">
            <h3>Will be added</h3>
            <ul className="preview">
              {chosen.items.map((item, index) => (
                <li key={index}>
                  {item.name} ×{item.quantity}
                  {!item.catalogue && <span className="custom"> (custom item: not in the equipment list)</span>}
                </li>
              ))}
              {chosen.credits > 0 && <li>{chosen.credits} credits</li>}
              {chosen.unchosen.map((text, index) => (
                <li key={`unchosen-${index}`} className="custom">
                  Not chosen yet: {text}
                </li>
              ))}
            </ul>
            {chosen.unchosen.length > 0 && <Muted>Pick each item marked "not chosen yet" above to add the equipment.</Muted>}
            {chosen.items.some((item) => item.equippable) && (
              <label className="equip">
                <input type="checkbox" checked={equip} onChange={(event) => setEquip(event.target.checked)} />
                Equip the armor, a shield and the weapons two hands can hold
              </label>
            )}
          </section>
        )}
        <Row style={{ justifyContent: 'flex-end' }}>
          <Button variant="text" onClick={close}>
            Cancel
          </Button>
          <Button disabled={(chosen.items.length === 0 && chosen.credits === 0) || chosen.unchosen.length > 0} onClick={add}>
            Add starting equipment
          </Button>
        </Row>
      </Body>
    </Dialog>
  );
}
