// The session journal: entries in Markdown (shown with the site's sanitized Markdown), newest first, each for every
// member or the game master only. The game master edits and deletes any entry, a player their own.
import { useState } from 'react';
import { MAX_JOURNAL_ENTRY_LENGTH, type JournalVisibility } from '../../../../../core/documents/campaigns.ts';
import { Button } from '../../../components/Button.tsx';
import { Markdown } from '../../../components/Markdown.tsx';
import type { CampaignDashboardFieldsFragment } from '../../../gql/graphql.ts';
import { useAddCampaignJournalEntryMutation, useDeleteCampaignJournalEntryMutation, useEditCampaignJournalEntryMutation } from '../../../gql/hooks.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { SmallButton } from '../ui/buttons.tsx';
import { Notice, SelectField, TextField } from '../ui/fields.tsx';
import { Panel } from '../ui/panels.tsx';
import { failureText } from './CampaignSignIn.tsx';

const VISIBILITY_OPTIONS = [
  { value: 'ALL', label: 'Everyone in the campaign' },
  { value: 'GAME_MASTER', label: 'The game master only' },
];

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

type Entry = CampaignDashboardFieldsFragment['journal'][number];

function EntryEditor({ initial, visibility: initialVisibility, submitLabel, busy, onSubmit, onCancel }: {
  initial: string;
  visibility: JournalVisibility;
  submitLabel: string;
  busy: boolean;
  onSubmit(markdown: string, visibility: JournalVisibility): Promise<boolean>;
  onCancel?(): void;
}) {
  const [markdown, setMarkdown] = useState(initial);
  const [visibility, setVisibility] = useState<JournalVisibility>(initialVisibility);
  return (
    <form
      style={{ display: 'grid', gap: 8 }}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit(markdown, visibility).then((done) => {
          if (done && !onCancel) setMarkdown('');
        });
      }}
    >
      <TextField label="Entry (Markdown)" multiline value={markdown} onChange={setMarkdown} maxLength={MAX_JOURNAL_ENTRY_LENGTH} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' }}>
        <SelectField label="Who reads it" value={visibility} options={VISIBILITY_OPTIONS} onChange={(v) => setVisibility(v as JournalVisibility)} />
        <Button type="submit" disabled={!markdown.trim() || busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="text" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

interface Props {
  campaign: CampaignDashboardFieldsFragment;
  viewerId: string | undefined;
  onChanged(): void;
}

export function JournalPanel({ campaign, viewerId, onChanged }: Props) {
  const [editing, setEditing] = useState<string>();
  const [deleting, setDeleting] = useState<Entry>();
  const [problem, setProblem] = useState<string>();
  const [addEntry, adding] = useAddCampaignJournalEntryMutation();
  const [editEntry, saving] = useEditCampaignJournalEntryMutation();
  const [deleteEntry] = useDeleteCampaignJournalEntryMutation();
  const authors = new Map(campaign.members.map((m) => [m.userId, m.playerName]));
  const authorOf = (entry: Entry) => (entry.authorId === campaign.userId ? 'Game master' : (authors.get(entry.authorId) ?? 'A former player'));
  const mayChange = (entry: Entry) => campaign.isGameMaster || entry.authorId === viewerId;

  const run = async (what: string, action: () => Promise<unknown>): Promise<boolean> => {
    setProblem(undefined);
    try {
      await action();
      onChanged();
      return true;
    } catch (e) {
      setProblem(`Could not ${what}: ${failureText(e)}`);
      return false;
    }
  };

  return (
    <Panel aria-labelledby="journal-title">
      <h3 id="journal-title">Session journal</h3>
      <EntryEditor
        initial=""
        visibility="ALL"
        submitLabel="Add entry"
        busy={adding.loading}
        onSubmit={(markdown, visibility) => run('add the entry', () => addEntry({ variables: { campaignId: campaign.id, markdown, visibility } }))}
      />
      {problem && <Notice tone="error">{problem}</Notice>}
      {campaign.journal.length === 0 ? (
        <p className="muted">No entries yet.</p>
      ) : (
        <ol aria-label="Journal entries" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12, marginTop: 12 }}>
          {campaign.journal.map((entry) => (
            <li key={entry.id} aria-label={`Entry of ${when(entry.at)}`} style={{ borderTop: '1px solid rgba(127,127,127,0.35)', paddingTop: 8 }}>
              <p className="muted">
                {when(entry.at)} · {authorOf(entry)}
                {entry.visibility === 'GAME_MASTER' && ' · game master only'}
                {entry.editedAt && ` · edited ${when(entry.editedAt)}`}
              </p>
              {editing === entry.id ? (
                <EntryEditor
                  initial={entry.markdown}
                  visibility={entry.visibility}
                  submitLabel="Save entry"
                  busy={saving.loading}
                  onCancel={() => setEditing(undefined)}
                  onSubmit={async (markdown, visibility) => {
                    const done = await run('save the entry', () => editEntry({ variables: { campaignId: campaign.id, entryId: entry.id, markdown, visibility } }));
                    if (done) setEditing(undefined);
                    return done;
                  }}
                />
              ) : (
                <>
                  <div className="journal-entry">
                    <Markdown source={entry.markdown} />
                  </div>
                  {mayChange(entry) && (
                    <div style={{ display: 'flex', gap: 8 }}>
                      <SmallButton type="button" onClick={() => setEditing(entry.id)}>
                        Edit
                      </SmallButton>
                      <SmallButton type="button" onClick={() => setDeleting(entry)}>
                        Delete
                      </SmallButton>
                    </div>
                  )}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete entry"
        message="Delete this journal entry? It cannot be brought back."
        confirmLabel="Delete"
        onClose={() => setDeleting(undefined)}
        onConfirm={() => {
          const entry = deleting;
          if (entry) void run('delete the entry', () => deleteEntry({ variables: { campaignId: campaign.id, entryId: entry.id } }));
        }}
      />
    </Panel>
  );
}
