// /tools/campaigns/:campaignId: a campaign's dashboard for its game master and players: the party (every member's
// numbers as the rules engine computes them, following the players' saves), and for the game master the invite links
// and awards; the session journal for everyone. Someone who is neither game master nor member reads "not found".
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES } from '../../../../../core/routes.ts';
import { Loading } from '../../../components/Loading.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { useCurrentUserQuery, useLeaveCampaignMutation, useRemoveCampaignMemberMutation } from '../../../gql/hooks.ts';
import { media } from '../../../lib/theme/themes.ts';
import { Notice } from '../ui/fields.tsx';
import { AwardsPanel } from './AwardsPanel.tsx';
import { CampaignSignIn, failureText } from './CampaignSignIn.tsx';
import { InvitesPanel } from './InvitesPanel.tsx';
import { JournalPanel } from './JournalPanel.tsx';
import { MemberCard } from './MemberCard.tsx';
import { useCampaignDashboard } from './use-campaign-dashboard.ts';

const Page = styled.section`
  max-width: 1280px;
  margin: 0 auto;
  h1 { margin: 0; }
  h2 { font-size: 1.25rem; margin: 20px 0 10px; }
  .head { display: flex; flex-wrap: wrap; gap: 4px 16px; align-items: baseline; justify-content: space-between; margin-bottom: 8px; }
  .head .role { color: ${(p) => p.theme.colors.mutedText}; }
  ul.party { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); }
  ${media.xsOnly} { ul.party { grid-template-columns: minmax(0, 1fr); } }
  .columns { display: grid; gap: 0 16px; grid-template-columns: minmax(0, 1fr); margin-top: 16px; }
  ${media.mdUp} { .columns.two { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } }
  /* A journal entry's own headings stay below the panel's. */
  .journal-entry h1 { font-size: 1.2rem; }
  .journal-entry h2 { font-size: 1.1rem; }
  .journal-entry h3 { font-size: 1rem; }
`;

function Dashboard({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data, error, refetch } = useCampaignDashboard(id);
  const me = useCurrentUserQuery({ fetchPolicy: 'no-cache' }).data?.me?.id;
  const [remove, removing] = useRemoveCampaignMemberMutation();
  const [leave, leaving] = useLeaveCampaignMutation();
  const [problem, setProblem] = useState<string>();
  const campaign = data?.campaign;
  usePageTitle(campaign?.name ?? (data ? 'Campaign not found' : 'Campaign'));
  const changed = () => void refetch();

  if (!data) return error ? <Notice tone="error">Could not load the campaign: {error.message}</Notice> : <Loading label="Loading the campaign" />;
  if (!campaign) {
    return (
      <Notice tone="warning">
        This campaign is not one you run or play in: it is unknown, or you left it, or its game master removed your character. <Link to={ROUTES.campaigns.pattern}>Your campaigns</Link>
      </Notice>
    );
  }
  const act = async (what: string, action: () => Promise<unknown>) => {
    setProblem(undefined);
    try {
      await action();
    } catch (e) {
      setProblem(`Could not ${what}: ${failureText(e)}`);
    }
  };
  const mine = campaign.members.filter((m) => m.userId === me);

  return (
    <>
      <div className="head">
        <h1>{campaign.name}</h1>
        <span className="role">{campaign.isGameMaster ? 'You are the game master' : `You play ${mine.map((m) => m.summary?.name || 'a character').join(', ') || 'here'}`}</span>
      </div>
      {error && <Notice tone="warning">Could not check for the party&apos;s latest numbers ({error.message}); trying again.</Notice>}
      {problem && <Notice tone="error">{problem}</Notice>}
      <h2 id="party-title">Party</h2>
      {campaign.members.length === 0 ? (
        <p>No one has joined yet{campaign.isGameMaster ? ': make an invite link below and send it to your players.' : '.'}</p>
      ) : (
        <ul className="party" aria-labelledby="party-title">
          {campaign.members.map((member) => (
            <MemberCard
              key={member.characterId}
              member={member}
              campaignId={campaign.id}
              isGameMaster={campaign.isGameMaster}
              isMine={member.userId === me}
              busy={removing.loading || leaving.loading}
              onRemove={() => void act('remove the member', async () => (await remove({ variables: { campaignId: campaign.id, characterId: member.characterId } }), changed()))}
              onLeave={() =>
                void act('leave the campaign', async () => {
                  await leave({ variables: { characterId: member.characterId } });
                  if (mine.length <= 1) navigate(ROUTES.campaigns.pattern);
                  else changed();
                })
              }
            />
          ))}
        </ul>
      )}
      <div className={campaign.isGameMaster ? 'columns two' : 'columns'}>
        {campaign.isGameMaster && (
          <div>
            <AwardsPanel campaign={campaign} onChanged={changed} />
            <InvitesPanel campaign={campaign} onChanged={changed} />
          </div>
        )}
        <div>
          <JournalPanel campaign={campaign} viewerId={me} onChanged={changed} />
        </div>
      </div>
    </>
  );
}

export function CampaignPage() {
  const { campaignId = '' } = useParams();
  return (
    <Page aria-label="Campaign">
      <p style={{ margin: '0 0 8px' }}>
        <Link to={ROUTES.campaigns.pattern}>← Campaigns</Link>
      </p>
      <CampaignSignIn doing="open this campaign">
        <Dashboard id={campaignId} />
      </CampaignSignIn>
    </Page>
  );
}
