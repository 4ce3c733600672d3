// The guided level up, opened from the sheet: (1) the class for the new level, with the multiclassing minimums
// checked; (2) the level's hit points, rolled with the sheet's dice or the average; (3) what the level grants and
// every choice it asks, made with the builder's own controls on a draft; (4) what changes on the sheet. Confirm is one
// change of the character (one saved revision), offered only once the engine accepts the level.
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../components/Button.tsx';
import { Dialog } from '../../../../components/Dialog.tsx';
import { DialogActions } from '../../../../components/DialogActions.tsx';
import {
  archetypeOptions,
  computeCharacter,
  maneuverHome,
  setArchetype,
  type FeatureChoice,
  type RawCharacter,
} from '../../../../../../core/engine/index.ts';
import { classFeaturesGained, featureSourceKey } from '../../../../../../core/engine/rules/index-rules.ts';
import { changeLevel, LevelUpError, levelUp, minimumText, pastLevel, type ChangedLevels, type LevelUpRules, type UnmetMinimum } from '../../../../../../core/engine/levelup/index.ts';
import { BuilderDetailsContext, EMPTY_DETAILS, type BuilderDetails } from '../../builder/builder-details.ts';
import { ClassFeatureChoices } from '../../builder/ClassFeatureChoices.tsx';
import { FeatureChoices, MissingChoicesNotice } from '../../builder/FeatureChoices.tsx';
import { ImprovementEditor } from '../../builder/ImprovementEditor.tsx';
import { ManeuverPicker } from '../../builder/ManeuverPicker.tsx';
import { PowerPicker } from '../../builder/PowerPicker.tsx';
import { CheckList, Field, Muted, Notice, SelectField } from '../../ui/fields.tsx';
import { Row } from '../../ui/panels.tsx';
import { Stepper } from '../../ui/Stepper.tsx';
import { useDice } from '../dice/dice-context.ts';
import { DieIcon } from '../dice/RollButton.tsx';
import { useSheetActions, useSheetData } from '../sheet-context.ts';
import { signed } from '../sheet-layout.ts';
import { classOptions, draftWithLevel, flowState, previewChanges, previewOf } from './level-up-flow.ts';

const STEPS = ['Class', 'Hit points', 'Features and choices', 'Review'] as const;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  h3 { margin: 0; font-size: 1.1rem; }
  ul.plain { margin: 0; padding-left: 20px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid ${(p) => p.theme.colors.border}; }
  td.after { font-weight: 600; }
`;

/** The fighting styles the builder's style control offers, from the loaded rules (the sheet has no builder texts). */
function detailsFromRules(rules: LevelUpRules['rules']): BuilderDetails {
  const fightingStyles = rules.optionLists.fightingStyle.all.map((style) => ({ __typename: 'FightingStyle' as const, name: style.name, description: style.text }));
  return { ...EMPTY_DETAILS, fightingStyles: fightingStyles.sort((a, b) => a.name.localeCompare(b.name)) };
}

/**
 * `pastLevelNumber`: change the choices of that past level instead of taking a new one. The flow then starts at the
 * hit points, judged against the character as it was before that level (so only what was valid then is offered), with
 * the recorded choices filled in; Confirm takes every later level again and flags what the change broke.
 */
export function LevelUpDialog({ open, onClose, levelUpRules, pastLevelNumber }: { open: boolean; onClose(): void; levelUpRules: LevelUpRules; pastLevelNumber?: number }) {
  return (
    <Dialog open={open} title={pastLevelNumber ? `Change level ${pastLevelNumber}` : 'Level up'} onClose={onClose} wide>
      {open && <LevelUpFlow levelUpRules={levelUpRules} onDone={onClose} pastLevelNumber={pastLevelNumber} />}
    </Dialog>
  );
}

/** Where a past level's change starts: the character before it, and the draft holding its recorded choices. */
function pastStart(character: RawCharacter, levelUpRules: LevelUpRules, level: number) {
  const past = pastLevel(character, levelUpRules, level);
  const { index } = draftWithLevel(past.before, past.record.className);
  const { levelHistory: _records, ...draft } = levelUp(past.before, levelUpRules, past.choice, { flagProblems: true }).character;
  return { before: past.before, className: past.record.className, draft: { ...draft, ...(past.before.levelHistory ? { levelHistory: past.before.levelHistory } : {}) } as RawCharacter, index, hitPoints: past.choice.hitPoints ?? 'average' };
}

function LevelUpFlow({ levelUpRules, onDone, pastLevelNumber }: { levelUpRules: LevelUpRules; onDone(): void; pastLevelNumber?: number }) {
  const { character: current } = useSheetData();
  const { change } = useSheetActions();
  const { rules } = levelUpRules;
  const [start] = useState(() => (pastLevelNumber ? pastStart(current, levelUpRules, pastLevelNumber) : undefined));
  // The character the level is judged against: the sheet's, or for a past level the character as it was before it.
  const character = start?.before ?? current;
  const [step, setStep] = useState(start ? 2 : 1);
  const [className, setClassName] = useState(start?.className ?? character.classes[0]?.name ?? '');
  const [{ draft, index }, setDraft] = useState(() => (start ? { draft: start.draft, index: start.index } : draftWithLevel(character, className)));
  const [hitPoints, setHitPoints] = useState<'average' | number>(start?.hitPoints ?? 'average');
  const [rolled, setRolled] = useState('');
  const state = useMemo(() => flowState(character, draft, index, hitPoints, levelUpRules), [character, draft, index, hitPoints, levelUpRules]);
  /** For a past level: the whole character with the change, every later level taken again (or the refusal). */
  const changed = useMemo((): ChangedLevels | string | undefined => {
    if (!pastLevelNumber || !state.result) return undefined;
    try {
      return changeLevel(current, levelUpRules, pastLevelNumber, state.choice);
    } catch (error) {
      if (error instanceof LevelUpError) return error.message;
      throw error;
    }
  }, [pastLevelNumber, state.result, state.choice, current, levelUpRules]);
  const levelNumber = pastLevelNumber ?? totalLevelOf(character) + 1;
  const whole = useMemo(() => (typeof changed === 'object' ? { before: current, after: changed.character } : undefined), [changed, current]);
  const { plan } = state;
  const details = useMemo(() => detailsFromRules(rules), [rules]);

  const chooseClass = (name: string) => {
    setClassName(name);
    setDraft(draftWithLevel(character, name));
    setHitPoints('average');
    setRolled('');
  };
  const editDraft = (next: RawCharacter) => setDraft({ draft: next, index });
  const complete = (at: number) => (at === 1 ? plan.unmetPrerequisites.length === 0 : at === 2 ? true : at === 3 ? state.open.length === 0 : Boolean(state.result));
  const canNext = step < STEPS.length && (step !== 1 || complete(1));
  const canConfirm = Boolean(state.result) && (!pastLevelNumber || typeof changed === 'object');

  const confirm = () => {
    const result = state.result;
    if (!result) return;
    // One change, so one saved revision; dropped when the character changed meanwhile (another device's save).
    if (pastLevelNumber) {
      if (typeof changed === 'object') change((now) => (now === current ? changed.character : now));
    } else change((now) => (now === character ? result.character : now));
    onDone();
  };

  return (
    <BuilderDetailsContext.Provider value={details}>
      <Body>
        <Stepper titles={STEPS} step={step} isComplete={complete} onStep={(at) => (at === 1 ? !pastLevelNumber : complete(1)) && setStep(at)} titlesShown="current" />
        <h3>
          Step {step} of {STEPS.length}: {STEPS[step - 1]} (level {levelNumber})
        </h3>
        {step === 1 && !pastLevelNumber && <ClassStep levelUpRules={levelUpRules} className={className} onChoose={chooseClass} />}
        {step === 1 && pastLevelNumber && <p>Level {pastLevelNumber} was taken in {className}; its class stays (level down to take another).</p>}
        {step === 2 && <HitPointStep plan={plan} character={character} hitPoints={hitPoints} rolled={rolled} onChange={(value, text) => (setHitPoints(value), setRolled(text))} />}
        {step === 3 && <ChoicesStep levelUpRules={levelUpRules} character={character} draft={draft} index={index} plan={plan} onChange={editDraft} />}
        {step === 4 && <ReviewStep levelUpRules={levelUpRules} character={character} state={state} whole={whole} />}
        {step === 4 && pastLevelNumber && <LaterLevels changed={changed} />}
        {step !== 4 && step > 1 && state.open.length > 0 && <MissingChoicesNotice missing={state.open} />}
        <DialogActions>
          {step > 1 && (
            <Button variant="text" onClick={() => setStep(step - 1)}>
              Back
            </Button>
          )}
          {step < STEPS.length ? (
            <Button disabled={!canNext} onClick={() => setStep(step + 1)}>
              Next
            </Button>
          ) : (
            <Button disabled={!canConfirm} onClick={confirm}>
              {pastLevelNumber ? `Save level ${levelNumber}` : `Confirm level ${levelNumber}`}
            </Button>
          )}
        </DialogActions>
      </Body>
    </BuilderDetailsContext.Provider>
  );
}

/** The later levels taken again after a past level's change: what the change made invalid there, kept and flagged. */
function LaterLevels({ changed }: { changed: ChangedLevels | string | undefined }) {
  if (changed === undefined) return null;
  if (typeof changed === 'string') return <Notice tone="error">{changed}</Notice>;
  if (changed.problems.length === 0) return <Muted>Every later level is taken again with its own choices, which all still hold.</Muted>;
  return (
    <Notice tone="error">
      <strong>Later levels to look at</strong>
      These choices no longer hold after the change. They are kept as made and flagged in the level history; change those levels to fix them.
      <ul className="plain" aria-label="Later choices flagged">
        {changed.problems.flatMap(({ level, problems }) => problems.map((problem) => <li key={`${level}:${problem.message}`}>Level {level}: {problem.message}</li>))}
      </ul>
    </Notice>
  );
}

const totalLevelOf = (character: RawCharacter) => character.classes.reduce((sum, entry) => sum + (Number(entry.levels) || 0), 0);

/** "Intelligence 13 for Engineer (Intelligence is 10)" */
const unmetText = (unmet: UnmetMinimum) => `${minimumText(unmet.requirement)} for ${unmet.className} (${unmet.best.ability} is ${unmet.best.score})`;

function ClassStep({ levelUpRules, className, onChoose }: { levelUpRules: LevelUpRules; className: string; onChoose(name: string): void }) {
  const { character, sheet } = useSheetData();
  const { rules } = levelUpRules;
  const held = new Set(character.classes.map((entry) => entry.name.toLowerCase()));
  // The sheet's scores, computed once for every class listed.
  const others = useMemo(() => classOptions(character, levelUpRules, sheet.abilityScores), [character, levelUpRules, sheet.abilityScores]);
  const chosen = rules.classes.get(className);
  const isNew = !held.has(className.toLowerCase());
  const unmet = others.find((other) => other.classRule.name === className)?.unmet ?? [];
  return (
    <>
      <CheckList
        type="radio"
        legend="Take the new level in"
        options={[
          ...character.classes.map((entry) => ({ value: entry.name, label: `${entry.name} ${entry.levels} → ${entry.levels + 1}`, checked: entry.name === className })),
          ...others.map(({ classRule, unmet: missing }) => ({
            value: classRule.name,
            // The unmet minimums are part of the label: seen, and read with the option.
            label: (
              <>
                {classRule.name} 1 (new class)
                {missing.length > 0 && <Muted> needs {missing.map(unmetText).join('; ')}</Muted>}
              </>
            ),
            checked: classRule.name === className,
            disabled: missing.length > 0,
          })),
        ]}
        onToggle={(value) => onChoose(value)}
        hint="A new class needs the ability minimums of every class held and of the new one."
      />
      {isNew && unmet.length > 0 && (
        <Notice tone="error">
          {className} cannot be taken: it needs {unmet.map(unmetText).join('; ')}.
        </Notice>
      )}
      {isNew && chosen && unmet.length === 0 && (
        <Notice>
          As a further class, {chosen.name} grants {chosen.multiClassProficiencies?.length ? chosen.multiClassProficiencies.join(', ') : 'no proficiencies'} (not its first-level
          proficiencies), and its hit die, d{chosen.hitDiceDieType}, joins the pool.
        </Notice>
      )}
    </>
  );
}

type Plan = ReturnType<typeof flowState>['plan'];

function HitPointStep({ plan, character, hitPoints, rolled, onChange }: { plan: Plan; character: RawCharacter; hitPoints: 'average' | number; rolled: string; onChange(value: 'average' | number, rolled: string): void }) {
  const { sheet } = useSheetData();
  const { roll } = useDice();
  const constitution = sheet.abilityScores.Constitution.modifier;
  const value = hitPoints === 'average' ? plan.average : hitPoints;
  const fixed = character.settings?.isFixedHitPoints === true;
  const rollDie = () => {
    const { result } = roll({ kind: 'dice', label: `Hit points: ${plan.className} ${plan.classLevel}`, notation: `1d${plan.hitDie}` });
    onChange(result.total, `Rolled ${result.text}`);
  };
  return (
    <>
      {fixed ? (
        <p>The hit point setting is Fixed: every level takes {plan.className}'s fixed {plan.average}.</p>
      ) : (
        <>
          <CheckList
            type="radio"
            legend={`${plan.className} hit die: d${plan.hitDie}`}
            options={[
              { value: 'average', label: `Fixed value (${plan.average})`, checked: hitPoints === 'average' },
              { value: 'roll', label: 'Roll the hit die', checked: hitPoints !== 'average' },
            ]}
            onToggle={(choice) => (choice === 'average' ? onChange('average', '') : rollDie())}
          />
          {hitPoints !== 'average' && (
            <Field label={`Roll (1 to ${plan.hitDie})`} hint={rolled ? <span role="status">{rolled}</span> : 'Enter a roll of your own dice, or roll again.'}>
              {({ id, describedBy }) => (
                <Row>
                  <input id={id} aria-describedby={describedBy} type="number" min={1} max={plan.hitDie} inputMode="numeric" value={hitPoints} onChange={(e) => onChange(Number(e.target.value), '')} />
                  <Button variant="outlined" onClick={rollDie}>
                    <DieIcon /> Roll d{plan.hitDie}
                  </Button>
                </Row>
              )}
            </Field>
          )}
        </>
      )}
      <p>
        This level adds {value} {signed(constitution)} (Constitution)
        {plan.featureHitPoints !== 0 && <> {signed(plan.featureHitPoints)} (features)</>} = <strong>{Math.max(1, value + constitution) + plan.featureHitPoints}</strong> hit points.
      </p>
      {plan.featureHitPoints !== 0 && <Muted>Features that add hit points for every level (a species trait, a feat) add {plan.featureHitPoints} with this one.</Muted>}
    </>
  );
}

function ChoicesStep({ levelUpRules, character, draft, index, plan, onChange }: { levelUpRules: LevelUpRules; character: RawCharacter; draft: RawCharacter; index: number; plan: Plan; onChange(next: RawCharacter): void }) {
  const { rules } = levelUpRules;
  const entry = draft.classes[index]!;
  const asks = (rule: string) => plan.open.some((open) => open.rule === rule);
  const featureKeys = useMemo(() => new Set(plan.open.filter((open) => open.rule === 'feature-choice').map((open) => `${open.key}@${open.position ?? ''}`)), [plan]);
  const include = useMemo(() => (choice: FeatureChoice) => featureKeys.has(`${choice.key}@${choice.position ?? ''}`), [featureKeys]);
  const granted = classFeaturesGained(rules, entry.name, entry.levels).filter(({ from }) => from === entry.levels).map(({ record }) => record.name);
  const archetypeFeatures = entry.archetype?.name ? (rules.featuresBySource.get(featureSourceKey('Archetype', entry.archetype.name)) ?? []).filter((feature) => feature.level === entry.levels).map((feature) => feature.name) : [];
  const table = Object.entries(rules.classes.get(entry.name)?.levelChanges?.[String(entry.levels)] ?? {}).filter(([column]) => column !== 'Features' && column !== 'Level');
  const heldFeats = draft.classes.flatMap((other) => other.abilityScoreImprovements ?? []).flatMap((improvement) => (improvement.type === 'Feat' && improvement.name ? [improvement.name] : []));
  // The level's improvement goes after the ones the class already held.
  const improvementAt = (character.classes[index]?.abilityScoreImprovements ?? []).length;
  return (
    <>
      <section aria-label="What the level grants">
        <p style={{ margin: 0 }}>
          <strong>
            {entry.name} {entry.levels}
          </strong>
          {table.length > 0 && `: ${table.map(([column, value]) => `${column} ${value}`).join(', ')}`}
        </p>
        {granted.length + archetypeFeatures.length > 0 ? (
          <ul className="plain" aria-label="Features gained">
            {[...granted, ...archetypeFeatures].map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        ) : (
          <Muted>No new features at this level.</Muted>
        )}
      </section>
      {plan.open.length === 0 && <Muted>This level asks no choices.</Muted>}
      {asks('archetype') && (
        <SelectField
          label={`${entry.name} archetype`}
          value={entry.archetype?.name ?? ''}
          placeholder="Choose an archetype"
          options={archetypeOptions(rules, entry.name, entry.levels).map((archetype) => ({ value: archetype.name, label: archetype.name }))}
          onChange={(name) => onChange(setArchetype(draft, index, name || undefined))}
        />
      )}
      {asks('ability-score-improvement') && (
        <ImprovementEditor
          character={draft}
          rules={rules}
          classIndex={index}
          position={improvementAt}
          improvement={entry.abilityScoreImprovements?.[improvementAt]}
          heldFeats={heldFeats}
          label="Ability score improvement or feat"
          onChange={onChange}
        />
      )}
      {(asks('fighting-style') || asks('expertise')) && <ClassFeatureChoices character={draft} rules={rules} classIndex={index} onChange={onChange} />}
      {asks('powers') && (
        <>
          <PowerPicker character={draft} rules={rules} classIndex={index} type="Force" onChange={onChange} />
          <PowerPicker character={draft} rules={rules} classIndex={index} type="Tech" onChange={onChange} />
        </>
      )}
      {asks('maneuvers') && maneuverHome(entry) && <ManeuverPicker character={draft} rules={rules} classIndex={index} onChange={onChange} />}
      {featureKeys.size > 0 && <FeatureChoices character={draft} rules={rules} include={include} title="Feature choices" onChange={onChange} />}
    </>
  );
}

/** `whole`: for a past level's change, the sheet now and with the change (every later level taken again). */
function ReviewStep({ levelUpRules, character, state, whole }: { levelUpRules: LevelUpRules; character: RawCharacter; state: ReturnType<typeof flowState>; whole?: { before: RawCharacter; after: RawCharacter } }) {
  const preview = useMemo(() => {
    if (whole) return previewChanges(computeCharacter(whole.before, levelUpRules.rules), computeCharacter(whole.after, levelUpRules.rules));
    return state.result ? previewOf(character, state.result, levelUpRules.rules) : undefined;
  }, [character, state.result, levelUpRules, whole]);
  if (state.open.length > 0) return <MissingChoicesNotice missing={state.open} />;
  if (state.refusal) return <Notice tone="error">{state.refusal}</Notice>;
  if (!preview || !state.result) return null;
  const record = state.result.record;
  return (
    <>
      <table aria-label="What changes">
        <thead>
          <tr>
            <th scope="col">On the sheet</th>
            <th scope="col">Now</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {preview.lines.map((line) => (
            <tr key={line.label}>
              <th scope="row">{line.label}</th>
              <td>{line.before}</td>
              <td className="after">{line.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {preview.newFeatures.length > 0 && (
        <div>
          <strong>New features</strong>
          <ul className="plain" aria-label="New features">
            {preview.newFeatures.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      )}
      <Muted>
        Hit points: {record.hitPoints.value} ({record.hitPoints.method}){record.featureHitPoints ? `, ${signed(record.featureHitPoints)} from features` : ''}.{' '}
        {whole ? 'Save keeps the change, with every later level taken again.' : 'Confirm saves the character with this level.'}
      </Muted>
    </>
  );
}
