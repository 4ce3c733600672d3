// The sheet header: portrait, name, species and classes, experience, hit points, and the Rest, Edit Character,
// Menu and Conditions controls (left out when read-only); active conditions are listed under it.
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button.tsx';
import { media } from '../../../lib/theme/themes.ts';
import { CharacterMenu } from './CharacterMenu.tsx';
import { ConditionsDialog } from './ConditionsDialog.tsx';
import { Experience } from './Experience.tsx';
import { HitPoints } from './HitPoints.tsx';
import { RestDialog } from './RestDialog.tsx';
import { useSheetActions, useSheetData } from './sheet-context.ts';
import { Portrait } from '../ui/Portrait.tsx';

const Header = styled.header`
  display: grid;
  gap: 12px 20px;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  padding: 12px 16px;
  margin-bottom: 16px;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surface};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
  h1 { margin: 0; font-size: 1.6rem; overflow-wrap: anywhere; }
  .identity p { margin: 2px 0 6px; color: ${(p) => p.theme.colors.mutedText}; }
  .hp { grid-column: 1 / -1; }
  .controls { grid-column: 1 / -1; display: flex; flex-wrap: wrap; gap: 8px; }
  .conditions { grid-column: 1 / -1; display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
  .conditions li { padding: 2px 10px; border-radius: 12px; background: ${(p) => p.theme.colors.warning}; color: ${(p) => p.theme.colors.onWarning}; font-size: 0.85rem; }
  ${media.smUp} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    .hp { grid-column: auto; }
  }
`;

export function SheetHeader({ onDelete, onMarkClean }: { onDelete(): void; onMarkClean(): void }) {
  const { character, sheet } = useSheetData();
  const { rules, onEdit, readOnly } = useSheetActions();
  const [dialog, setDialog] = useState<'rest' | 'conditions' | undefined>();
  const [imageFailed, setImageFailed] = useState(false);
  const close = () => setDialog(undefined);
  return (
    <Header role="region" aria-label="Character summary">
      <Portrait src={imageFailed ? '' : sheet.image} size={80} onError={() => setImageFailed(true)} />
      <div className="identity">
        <h1>{sheet.name}</h1>
        <p>
          {sheet.species} {sheet.classText}
        </p>
        <Experience />
      </div>
      <div className="hp">
        <HitPoints />
      </div>
      {!readOnly && (
        <div className="controls">
          <Button variant="outlined" onClick={() => setDialog('rest')}>
            Rest
          </Button>
          <Button variant="outlined" onClick={() => setDialog('conditions')}>
            Conditions
          </Button>
          <Button variant="outlined" onClick={() => onEdit(1)}>
            Edit Character
          </Button>
          <CharacterMenu character={character} rules={rules} onDelete={onDelete} onMarkClean={onMarkClean} />
        </div>
      )}
      {sheet.conditions.length > 0 && (
        <ul className="conditions" aria-label="Active conditions">
          {sheet.conditions.map((condition) => (
            <li key={condition.name} title={condition.description}>
              {condition.name === 'Exhaustion' ? `Exhaustion ${sheet.exhaustion}` : condition.name}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && <RestDialog open={dialog === 'rest'} onClose={close} />}
      {!readOnly && <ConditionsDialog open={dialog === 'conditions'} onClose={close} />}
    </Header>
  );
}
