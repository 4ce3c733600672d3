// Proficiencies: the background feature, languages and proficiencies, each with an add dialog; custom entries can be
// deleted after confirming. Adding a proficiency offers choices by category, accepts custom text ('No proficiencies
// matching'), and offers Expertise only for tools, instruments, kits and gaming sets.
import { memo, useMemo, useState } from 'react';
import { Button } from '../../../../components/Button.tsx';
import { Dialog } from '../../../../components/Dialog.tsx';
import {
  addCustomLanguage,
  addCustomProficiency,
  canAddLanguage,
  canAddProficiency,
  isExpertiseAllowed,
  isProficiencyOffered,
  NO_PROFICIENCIES_MATCHING,
  proficiencyType,
  removeCustomLanguage,
  removeCustomProficiency,
  type ComputedCharacter,
  type CustomProficiency,
} from '../../../../../../core/engine/index.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { DialogActions } from '../../../../components/DialogActions.tsx';
import { SmallButton } from '../../ui/buttons.tsx';
import { Field } from '../../ui/fields.tsx';
import { Panel } from '../../ui/panels.tsx';
import { FeatureList } from '../FeatureList.tsx';
import { propsEqual } from '../deep-equal.ts';
import { useSheetActions, useSheetData } from '../sheet-context.ts';
import { choicesFor, PROFICIENCY_CATEGORIES, proficiencyChoices, type ProficiencyCategory } from './proficiency-choices.ts';
import { textLimit } from '../../../../../../core/documents/input-limits.ts';

/** A language's or proficiency's name: one entry of a list. */
const LABEL_MAX = textLimit('character', 'customLanguages[]');

const rowStyle = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, minHeight: 34 } as const;

function AddLanguageDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { change } = useSheetActions();
  const [text, setText] = useState('');
  const close = () => {
    setText('');
    onClose();
  };
  return (
    <Dialog open={open} title="Add Language" onClose={close}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!canAddLanguage(text)) return;
          const language = text.trim();
          change((current) => addCustomLanguage(current, language));
          close();
        }}
      >
        <Field label="Language" count={{ length: text.length, max: LABEL_MAX }}>
          {({ id, describedBy }) => <input id={id} value={text} maxLength={LABEL_MAX} aria-describedby={describedBy} onChange={(e) => setText(e.target.value)} />}
        </Field>
        <DialogActions>
          <Button variant="text" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canAddLanguage(text)}>
            Add
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function AddProficiencyDialog({ open, onClose, held }: { open: boolean; onClose(): void; held: readonly string[] }) {
  const { rules, change } = useSheetActions();
  const [category, setCategory] = useState<ProficiencyCategory>('All');
  const [text, setText] = useState('');
  const [expertise, setExpertise] = useState(false);
  const all = useMemo(() => (open ? proficiencyChoices(rules) : undefined), [open, rules]);
  const choices = useMemo(() => (all ? choicesFor(all, category).filter((name) => isProficiencyOffered(name, held)) : []), [all, category, held]);
  const name = text.trim();
  const lower = name.toLowerCase();
  const matches = name ? choices.some((choice) => choice.toLowerCase().includes(lower)) : true;
  const expertiseShown = name !== '' && isExpertiseAllowed(name, rules);
  const offered = isProficiencyOffered(name, held);
  const allowed = canAddProficiency(name) && offered;
  const close = () => {
    setText('');
    setExpertise(false);
    setCategory('All');
    onClose();
  };
  return (
    <Dialog open={open} title="Add Proficiency" onClose={close}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!allowed) return;
          const proficiency: CustomProficiency = {
            name,
            type: proficiencyType(name, rules),
            proficiencyLevel: expertiseShown && expertise ? 'expertise' : 'proficient',
          };
          change((current) => addCustomProficiency(current, proficiency));
          close();
        }}
      >
        <Field label="Category">
          {({ id }) => (
            <select id={id} value={category} onChange={(e) => setCategory(e.target.value as ProficiencyCategory)}>
              {PROFICIENCY_CATEGORIES.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Proficiency"
          hint={!offered && name ? `Already proficient in ${name}.` : !matches ? `${NO_PROFICIENCIES_MATCHING} "${name}": it will be added as a custom proficiency.` : undefined}
        >
          {({ id, describedBy }) => (
            <>
              <input id={id} list={`${id}-choices`} role="combobox" aria-autocomplete="list" aria-describedby={describedBy} maxLength={LABEL_MAX} value={text} onChange={(e) => setText(e.target.value)} />
              <datalist id={`${id}-choices`}>
                {choices.map((choice) => (
                  <option key={choice} value={choice} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        {expertiseShown && (
          <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <input type="checkbox" checked={expertise} onChange={(e) => setExpertise(e.target.checked)} />
            Expertise
          </label>
        )}
        <DialogActions>
          <Button variant="text" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={!allowed}>
            Add
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface ProficienciesProps {
  backgroundFeature: ComputedCharacter['backgroundFeature'];
  languages: string[];
  proficiencies: string[];
  /** Tools with expertise (a feature's or a class's pick), marked in the list. */
  toolExpertise: readonly string[];
  customLanguages: readonly string[];
  customProficiencies: readonly CustomProficiency[];
}

const NO_EXPERTISE: string[] = [];

export function ProficienciesSection() {
  const { character, sheet } = useSheetData();
  return (
    <ProficienciesView
      backgroundFeature={sheet.backgroundFeature}
      languages={sheet.languages}
      proficiencies={sheet.proficiencies}
      toolExpertise={sheet.toolExpertise ?? NO_EXPERTISE}
      customLanguages={character.customLanguages ?? []}
      customProficiencies={character.customProficiencies ?? []}
    />
  );
}

const ProficienciesView = memo(function ProficienciesView({ backgroundFeature, languages, proficiencies, toolExpertise, customLanguages, customProficiencies }: ProficienciesProps) {
  const { change, readOnly } = useSheetActions();
  const [adding, setAdding] = useState<'language' | 'proficiency' | undefined>();
  const [deleting, setDeleting] = useState<{ kind: 'language' | 'proficiency'; index: number; name: string }>();
  const customNames = new Set(customProficiencies.map((entry) => entry.name));
  const held = useMemo(() => [...proficiencies, ...customProficiencies.map((entry) => entry.name)], [proficiencies, customProficiencies]);
  const background = backgroundFeature;
  return (
    <div>
      <Panel aria-labelledby="background-feature-heading">
        <h3 id="background-feature-heading">Background Feature</h3>
        {background ? (
          <FeatureList entries={[{ key: background.name, name: background.name, description: background.description }]} />
        ) : (
          <p className="muted">No background feature.</p>
        )}
      </Panel>
      <Panel aria-labelledby="languages-heading">
        <h3 id="languages-heading">
          Languages
          {!readOnly && (
            <SmallButton type="button" aria-label="Add language" onClick={() => setAdding('language')}>
              +
            </SmallButton>
          )}
        </h3>
        <ul>
          {languages
            .filter((language) => !customLanguages.includes(language))
            .map((language) => (
              <li key={language} style={rowStyle}>
                {language}
              </li>
            ))}
          {customLanguages.map((language, index) => (
            <li key={`custom-${index}`} style={rowStyle}>
              {language}
              {!readOnly && (
                <SmallButton type="button" aria-label={`Delete language ${language}`} onClick={() => setDeleting({ kind: 'language', index, name: language })}>
                  ✕
                </SmallButton>
              )}
            </li>
          ))}
        </ul>
      </Panel>
      <Panel aria-labelledby="proficiencies-heading">
        <h3 id="proficiencies-heading">
          Proficiencies
          {!readOnly && (
            <SmallButton type="button" aria-label="Add proficiency" onClick={() => setAdding('proficiency')}>
              +
            </SmallButton>
          )}
        </h3>
        <ul>
          {proficiencies
            .filter((name) => !customNames.has(name))
            .map((name) => (
              <li key={name} style={rowStyle}>
                <span>
                  {name}
                  {toolExpertise.includes(name) && <span className="muted"> (expertise)</span>}
                </span>
              </li>
            ))}
          {customProficiencies.map((entry, index) => (
            <li key={`custom-${index}`} style={rowStyle}>
              <span>
                {entry.name}
                {entry.proficiencyLevel === 'expertise' && <span className="muted"> (expertise)</span>}
              </span>
              {!readOnly && (
                <SmallButton type="button" aria-label={`Delete proficiency ${entry.name}`} onClick={() => setDeleting({ kind: 'proficiency', index, name: entry.name })}>
                  ✕
                </SmallButton>
              )}
            </li>
          ))}
        </ul>
      </Panel>
      <AddLanguageDialog open={adding === 'language'} onClose={() => setAdding(undefined)} />
      {adding === 'proficiency' && <AddProficiencyDialog open onClose={() => setAdding(undefined)} held={held} />}
      <ConfirmDialog
        open={!!deleting}
        title={deleting?.kind === 'language' ? 'Delete Language' : 'Delete Proficiency'}
        message={`Delete ${deleting?.name ?? ''}?`}
        confirmLabel="Delete"
        onClose={() => setDeleting(undefined)}
        onConfirm={() => {
          if (!deleting) return;
          const { kind, index } = deleting;
          change((current) => (kind === 'language' ? removeCustomLanguage(current, index) : removeCustomProficiency(current, index)));
        }}
      />
    </div>
  );
}, propsEqual);
