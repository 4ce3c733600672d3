// /tools/campaigns: the campaigns the signed-in user runs as game master or plays in, and a new one. Signed out, the
// page says why campaigns need sign-in.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { DOCUMENT_KIND } from '../../../../../core/documents/kinds.ts';
import { MAX_CAMPAIGN_NAME_LENGTH } from '../../../../../core/documents/campaigns.ts';
import { Button } from '../../../components/Button.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { useCampaignListQuery, useCreateCampaignMutation } from '../../../gql/hooks.ts';
import { ListPage } from '../ui/DocumentListPage.tsx';
import { Notice, TextField } from '../ui/fields.tsx';
import { campaignPath } from './campaign-paths.ts';
import { CampaignSignIn, failureText } from './CampaignSignIn.tsx';

const Page = styled(ListPage)`
  padding-bottom: 0;
  .create { display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: flex-end; margin: 12px 0 20px; max-width: 560px; }
  .create > div { flex: 1 1 240px; }
  ul.campaigns { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); }
  ul.campaigns li a {
    display: block; padding: 14px 16px; border-radius: 6px; text-decoration: none;
    background: ${(p) => p.theme.colors.surface}; color: ${(p) => p.theme.colors.text}; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
  }
  ul.campaigns li a strong { display: block; font-size: 1.1rem; margin-bottom: 4px; color: ${(p) => p.theme.colors.link}; }
  ul.campaigns li a span { color: ${(p) => p.theme.colors.mutedText}; font-size: 0.9rem; }
`;

function CampaignList() {
  const navigate = useNavigate();
  const { data, loading, error } = useCampaignListQuery({ fetchPolicy: 'cache-and-network' });
  const [createCampaign, created] = useCreateCampaignMutation();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const campaigns = data?.myCampaigns ?? [];
  const own = campaigns.filter((c) => c.isGameMaster).length;
  const atLimit = own >= DOCUMENT_KIND.campaign.limit;

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    try {
      const result = await createCampaign({ variables: { name: name.trim() } });
      const id = result.data?.createCampaign.id;
      if (id) navigate(campaignPath(id));
    } catch (e) {
      setProblem(`Could not create the campaign: ${failureText(e)}`);
    }
  };

  return (
    <>
      <p className="intro">
        A campaign gathers a game master&apos;s party: each player joins with one of their characters through an invite link, and the
        dashboard shows everyone&apos;s numbers as they play. The game master awards experience and credits and keeps the session journal.
      </p>
      <form className="create" onSubmit={(e) => void onCreate(e)} aria-label="New campaign">
        <TextField label="New campaign's name" value={name} onChange={setName} maxLength={MAX_CAMPAIGN_NAME_LENGTH} />
        <Button type="submit" disabled={!name.trim() || created.loading || atLimit}>
          Create campaign
        </Button>
      </form>
      {atLimit && <Notice tone="warning">You run {own} campaigns, as many as one may keep: delete one to start another.</Notice>}
      {problem && <Notice tone="error">{problem}</Notice>}
      {error && !data && <Notice tone="error">Could not load your campaigns: {error.message}</Notice>}
      {loading && !data ? (
        <Loading label="Loading your campaigns" />
      ) : campaigns.length === 0 ? (
        data && <p>No campaigns yet: create one above, or open an invite link your game master sent you.</p>
      ) : (
        <ul className="campaigns" aria-label="Your campaigns">
          {campaigns.map((campaign) => (
            <li key={campaign.id}>
              <Link to={campaignPath(campaign.id)}>
                <strong>{campaign.name}</strong>
                <span>
                  {campaign.isGameMaster ? 'Game master' : 'Player'} · {campaign.members.length} {campaign.members.length === 1 ? 'member' : 'members'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function CampaignListPage() {
  usePageTitle('Campaigns');
  return (
    <Page aria-labelledby="campaigns-title">
      <div className="list-head">
        <h1 id="campaigns-title">Campaigns</h1>
      </div>
      <CampaignSignIn doing="run or join a campaign">
        <CampaignList />
      </CampaignSignIn>
    </Page>
  );
}
