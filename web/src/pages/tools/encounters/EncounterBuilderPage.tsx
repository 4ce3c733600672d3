// /tools/encounters/:encounterId: the encounter builder. The party, the monsters and the generator on the left, the
// difficulty beside them (below them on phones, with its word kept in view at the foot of the screen); the name,
// where it is saved (the documents' shared page bar), and the actions (start combat, export, share, delete) above.
// Every edit is stored at once, and sent after the debounce.
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { textLimit } from '../../../../../core/documents/input-limits.ts';
import { ROUTES } from '../../../../../core/routes.ts';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { ShareLinks } from '../../../components/share/ShareLinks.tsx';
import { downloadText } from '../../../lib/browser-actions.ts';
import { media } from '../../../lib/theme/themes.ts';
import { DOCUMENT_KIND_SPECS, type StoredEncounter } from '../../../storage/document-kinds.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { DocumentPageBar } from '../ui/DocumentPageBar.tsx';
import { Notice } from '../ui/fields.tsx';
import { DifficultyPanel } from './builder/DifficultyPanel.tsx';
import { GeneratorPanel } from './builder/GeneratorPanel.tsx';
import { LootPanel } from './builder/LootPanel.tsx';
import { MonstersPanel } from './builder/MonstersPanel.tsx';
import { PartyPanel } from './builder/PartyPanel.tsx';
import { Section } from './builder/builder-styles.ts';
import { DifficultyBadge } from './DifficultyBadge.tsx';
import { encounterCombatPath } from './encounter-paths.ts';
import { formatXp, judgeEncounter } from './encounter-summary.ts';
import { useEncounterData } from './use-encounter-data.ts';
import { useEncounterEditor, type EncounterEdit } from './use-encounter-editor.ts';

const Page = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  ${media.xsOnly} { padding-bottom: 56px; }
  .title-row { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px 16px; margin: 4px 0 12px; }
  .name-field { display: flex; flex-direction: column; gap: 2px; flex: 1 1 260px; }
  .name-field label, .name-field [role='alert'] { font-size: 0.8rem; font-weight: 500; color: ${(p) => p.theme.colors.mutedText}; }
  .name-foot { display: flex; gap: 8px; }
  .name-count { margin-left: auto; font-size: 0.8rem; color: ${(p) => p.theme.colors.mutedText}; font-variant-numeric: tabular-nums; }
  .title-row input {
    font: inherit; font-size: 1.4rem; font-weight: 600; min-height: 44px; padding: 4px 8px; border-radius: 4px;
    border: 1px solid ${(p) => p.theme.colors.border}; background: ${(p) => p.theme.colors.surface}; color: ${(p) => p.theme.colors.text};
  }
  .title-row input[aria-invalid='true'] { border: 2px solid ${(p) => p.theme.colors.primary}; }
  .page-actions { display: flex; flex-wrap: wrap; gap: 8px; }
  .layout { display: grid; gap: 12px; grid-template-columns: minmax(0, 1fr); }
  ${media.mdUp} {
    .layout { grid-template-columns: minmax(0, 1.65fr) minmax(300px, 1fr); grid-template-areas: 'party side' 'monsters side' 'generator side' 'notes side' '. side'; align-items: start; }
    #party { grid-area: party; }
    #monsters { grid-area: monsters; }
    #generator { grid-area: generator; }
    #notes { grid-area: notes; }
    .side { grid-area: side; position: sticky; top: ${(p) => p.theme.toolbarHeight + 12}px; }
  }
  textarea {
    width: 100%; min-height: 90px; resize: vertical; font: inherit; padding: 6px 8px; border-radius: 4px;
    border: 1px solid ${(p) => p.theme.colors.border}; background: ${(p) => p.theme.colors.surface}; color: ${(p) => p.theme.colors.text};
  }
`;

/** Always to the list (a builder is often opened from the monster table, which history would return to). */
function ToList() {
  return (
    <ButtonLink to={ROUTES.encounters.pattern} variant="text">
      <Icon name="arrowLeft" /> Encounters
    </ButtonLink>
  );
}

/** The difficulty kept in view at the foot of a phone's screen while the game master edits the lists above. */
const PhoneBar = styled.a`
  display: none;
  ${media.xsOnly} {
    display: flex;
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 5;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 16px calc(8px + env(safe-area-inset-bottom, 0px));
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    box-shadow: 0 -2px 6px rgba(0, 0, 0, 0.25);
    text-decoration: none;
    font-variant-numeric: tabular-nums;
  }
`;

const NAME_MAX = textLimit('encounter', 'name');

/** The name as typed, with its counter; an empty name is not stored (an encounter needs one), and says so. */
function NameField({ name, onChange }: { name: string; onChange(name: string): void }) {
  const [draft, setDraft] = useState(name);
  useEffect(() => setDraft(name), [name]);
  const id = useId();
  const empty = !draft.trim();
  return (
    <div className="name-field">
      <label htmlFor={id}>Encounter name</label>
      <input
        id={id}
        value={draft}
        maxLength={NAME_MAX}
        aria-invalid={empty || undefined}
        aria-describedby={`${empty ? `${id}-error ` : ''}${id}-count`}
        onChange={(e) => {
          setDraft(e.target.value);
          if (e.target.value.trim()) onChange(e.target.value);
        }}
        onBlur={() => setDraft(name)}
      />
      <span className="name-foot">
        {empty && (
          <span id={`${id}-error`} role="alert">
            Give the encounter a name (the last one is kept until you do).
          </span>
        )}
        <span id={`${id}-count`} className="name-count" data-testid="field-count">
          <span aria-hidden="true">
            {draft.length}/{NAME_MAX}
          </span>
          <span className="visually-hidden">
            {draft.length} of at most {NAME_MAX} characters
          </span>
        </span>
      </span>
    </div>
  );
}

export function EncounterBuilderPage() {
  const { encounterId = '' } = useParams();
  const navigate = useNavigate();
  const editor = useEncounterEditor(encounterId);
  const { document: doc, isLoading, notFound, problem } = editor;
  const data = useEncounterData();
  usePageTitle(doc?.name || 'Encounter');

  if (isLoading) return <Loading label="Loading the encounter" />;
  if (notFound || !doc) {
    return (
      <Page>
        <ToList />
        <Notice tone="warning">
          <p>Encounter not found: it is not in this browser{editor.isSignedIn ? ' nor in your cloud storage' : ''}.</p>
          <ButtonLink to={ROUTES.encounters.pattern}>Your encounters</ButtonLink>
        </Notice>
      </Page>
    );
  }
  if (problem) {
    return (
      <Page>
        <ToList />
        <Notice tone="error">
          <p>{problem}</p>
          <Button variant="outlined" onClick={() => exportEncounterFile(doc)}>
            Export it to a file
          </Button>
        </Notice>
      </Page>
    );
  }
  return <Builder doc={doc} editor={editor} data={data} onDeleted={() => navigate(ROUTES.encounters.pattern)} />;
}

function exportEncounterFile(doc: StoredEncounter) {
  const file = DOCUMENT_KIND_SPECS.encounter.exportFile(doc);
  downloadText(file.name, file.text);
}

function Builder({
  doc,
  editor,
  data,
  onDeleted,
}: {
  doc: StoredEncounter;
  editor: ReturnType<typeof useEncounterEditor>;
  data: ReturnType<typeof useEncounterData>;
  onDeleted(): void;
}) {
  const { change, status, isSignedIn, isSigningIn, unsaved, localError, flush, markClean, remove } = editor;
  const { rules, monsters, findMonster, error } = data;
  const [sharing, setSharing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const judged = useMemo(() => (rules && monsters ? judgeEncounter(rules, doc, findMonster) : undefined), [rules, monsters, doc, findMonster]);
  const edit: (edit: EncounterEdit) => void = change;

  return (
    <Page>
      <DocumentPageBar
        kind="encounter"
        localId={doc.localId}
        listPath={ROUTES.encounters.pattern}
        listLabel="Encounters"
        backToList
        status={status}
        isSignedIn={isSignedIn}
        isSigningIn={isSigningIn}
        dirty={unsaved || status?.state === 'error'}
        localError={localError}
        flush={flush}
      />
      <div className="title-row">
        <NameField name={doc.name} onChange={(name) => edit((d) => (d.name === name ? d : { ...d, name }))} />
        <div className="page-actions">
          <ButtonLink to={encounterCombatPath(doc)}>
            <Icon name="swords" size={18} /> Start combat
          </ButtonLink>
          <Button
            variant="outlined"
            onClick={() => {
              exportEncounterFile(doc);
              markClean();
            }}
          >
            <Icon name="download" size={18} /> Export
          </Button>
          <Button variant="outlined" aria-haspopup="dialog" onClick={() => setSharing(true)}>
            <Icon name="share" size={18} /> Share
          </Button>
          <Button variant="text" aria-haspopup="dialog" onClick={() => setDeleting(true)}>
            <Icon name="trash" size={18} /> Delete
          </Button>
        </div>
      </div>
      {error && <Notice tone="error">Could not load the rules data: {error}</Notice>}
      {!rules || !monsters ? (
        <Loading label="Loading the rules" />
      ) : (
        <div className="layout">
          <PartyPanel party={doc.party} change={edit} />
          <MonstersPanel doc={doc} rules={rules} monsters={monsters} findMonster={findMonster} judged={judged} change={edit} />
          <div className="side">
            <DifficultyPanel judged={judged} />
          </div>
          <GeneratorPanel doc={doc} rules={rules} monsters={monsters} findMonster={findMonster} change={edit} />
          <LootPanel party={doc.party} loot={doc.loot} change={edit} />
          <Section aria-labelledby="notes-title" id="notes">
            <header>
              <h2 id="notes-title">Notes</h2>
            </header>
            <textarea aria-labelledby="notes-title" value={doc.notes} onChange={(e) => edit((d) => ({ ...d, notes: e.target.value }))} />
          </Section>
        </div>
      )}
      {judged?.difficulty && (
        <PhoneBar href="#difficulty" aria-label={`Difficulty: ${judged.difficulty}, ${formatXp(judged.adjustedXp)} adjusted XP`}>
          <DifficultyBadge difficulty={judged.difficulty} />
          <span>
            <strong>{formatXp(judged.adjustedXp)}</strong> adjusted XP
          </span>
        </PhoneBar>
      )}
      <Dialog open={sharing} title="Share a read-only link" onClose={() => setSharing(false)}>
        {isSignedIn ? (
          <ShareLinks kind="encounter" documentId={doc.id} view="FULL" />
        ) : (
          <p>Sign in to share: a read-only link opens the encounter from the cloud, so it must be saved there first.</p>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting}
        title="Delete Encounter"
        message={`Delete ${doc.name}? This cannot be undone${isSignedIn ? ', and its share links stop working' : ''}.`}
        confirmLabel="Delete"
        onConfirm={() => void remove().then(onDeleted)}
        onClose={() => setDeleting(false)}
      />
    </Page>
  );
}
