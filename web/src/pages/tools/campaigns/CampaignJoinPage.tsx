// /tools/campaigns/join/:invite: where an invite link leads. A signed-in player sees which campaign it opens and picks
// one of their characters saved to the cloud to join with, or names a new one (created, saved, joined, then opened in
// the builder). A revoked, expired or unknown link says so and joins no one.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { createCharacter, type RawCharacter } from '../../../../../core/engine/index.ts';
import { ROUTES } from '../../../../../core/routes.ts';
import { Button } from '../../../components/Button.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { useCampaignInvitePreviewQuery, useJoinCampaignMutation } from '../../../gql/hooks.ts';
import { useDocuments } from '../../../storage/use-documents.ts';
import { characterPath } from '../my-characters/character-paths.ts';
import { CheckList, Notice, TextField } from '../ui/fields.tsx';
import { Surface } from '../ui/panels.tsx';
import { campaignPath } from './campaign-paths.ts';
import { CampaignSignIn, failureText } from './CampaignSignIn.tsx';

const Page = styled.section`
  max-width: 720px;
  margin: 0 auto;
  display: grid;
  gap: 16px;
  h1 { margin: 0; }
  h2 { margin: 0; font-size: 1.15rem; }
  form { display: grid; gap: 10px; }
`;

const describe = (c: RawCharacter) => [c.species?.name, (c.classes ?? []).map((k) => `${k.name} ${k.levels}`).join(', ')].filter(Boolean).join(' · ') || 'No species or classes chosen.';

function Join({ invite }: { invite: string }) {
  const navigate = useNavigate();
  const preview = useCampaignInvitePreviewQuery({ variables: { invite }, fetchPolicy: 'network-only' });
  const { documents, isLoading, add } = useDocuments('character');
  const [join, joining] = useJoinCampaignMutation();
  const [chosen, setChosen] = useState<string>();
  const [newName, setNewName] = useState('');
  // A new character waiting for its cloud id before it can join (its localId).
  const [creating, setCreating] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const campaign = preview.data?.campaignInvite;
  usePageTitle(campaign ? `Join ${campaign.campaignName}` : 'Join a campaign');
  const saved = documents.filter((c): c is RawCharacter & { id: string } => typeof c.id === 'string' && c.id !== '');

  const joinWith = async (characterId: string, then: () => void) => {
    setProblem(undefined);
    try {
      await join({ variables: { invite, characterId } });
      then();
    } catch (e) {
      setProblem(`Could not join: ${failureText(e)}`);
    }
  };

  // The new character joins once the server has stored it (its id arrives with the upload's answer).
  const created = creating ? documents.find((c) => c.localId === creating) : undefined;
  const createdId = created?.id;
  useEffect(() => {
    if (!creating || !createdId) return;
    setCreating(undefined);
    void joinWith(createdId, () => navigate(`${characterPath(creating)}?isNew=true`));
    // joinWith is recreated each render; the id's arrival is what this waits for.
  }, [creating, createdId]);

  if (preview.loading && !preview.data) return <Loading label="Opening the invite" />;
  if (preview.error) return <Notice tone="error">Could not open the invite: {preview.error.message}</Notice>;
  if (!campaign) {
    return <Notice tone="warning">This invite link joins no one: it is unknown, was revoked, or has expired. Ask the game master for a new one.</Notice>;
  }
  return (
    <>
      <h1>Join {campaign.campaignName}</h1>
      <p>
        Your character stays yours: the game master sees its numbers and can open its sheet, and may add experience, credits and items it
        is given; nothing else. A character plays in one campaign at a time.
      </p>
      {problem && <Notice tone="error">{problem}</Notice>}
      <Surface>
        <h2>With one of your characters</h2>
        {isLoading ? (
          <Loading label="Loading your characters" />
        ) : saved.length === 0 ? (
          <p>None of your characters is saved to the cloud yet: create one below.</p>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (chosen) void joinWith(chosen, () => navigate(campaignPath(campaign.campaignId)));
            }}
          >
            <CheckList
              legend="Character"
              type="radio"
              options={saved.map((c) => ({ value: c.id, label: `${c.name || 'Unnamed Character'} (${describe(c)})`, checked: chosen === c.id }))}
              onToggle={(value) => setChosen(value)}
            />
            <div>
              <Button type="submit" disabled={!chosen || joining.loading}>
                Join with this character
              </Button>
            </div>
          </form>
        )}
      </Surface>
      <Surface>
        <h2>With a new character</h2>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setProblem(undefined);
            const character = { ...createCharacter(), name: newName.trim() };
            void add(character).then(
              () => setCreating(character.localId),
              (error: unknown) => setProblem(`Could not create the character: ${failureText(error)}`),
            );
          }}
        >
          <TextField label="New character's name" value={newName} onChange={setNewName} />
          <div>
            <Button type="submit" disabled={!newName.trim() || creating !== undefined || joining.loading}>
              {creating ? 'Saving the character…' : 'Create and join'}
            </Button>
          </div>
          <p style={{ margin: 0 }}>It opens in the builder once it has joined; finish it there.</p>
        </form>
      </Surface>
      <p>
        <Link to={ROUTES.campaigns.pattern}>Your campaigns</Link>
      </p>
    </>
  );
}

export function CampaignJoinPage() {
  const { invite = '' } = useParams();
  return (
    <Page aria-label="Join a campaign">
      <CampaignSignIn doing="join this campaign">
        <Join invite={invite} />
      </CampaignSignIn>
    </Page>
  );
}
