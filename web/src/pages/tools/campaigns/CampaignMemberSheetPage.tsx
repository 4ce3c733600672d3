// /tools/campaigns/:campaignId/members/:characterId: a member's whole sheet for the campaign's game master, read-only
// (the sheet's read-only mode, as a shared link shows it), following the player's saves. Anyone else reads "not found".
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { generateSheet, normalizeCharacter, parseCharacterJson } from '../../../../../core/engine/index.ts';
import { Loading } from '../../../components/Loading.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { useCampaignMemberSheetQuery } from '../../../gql/hooks.ts';
import { useToolsRules } from '../rules/use-tools-rules.ts';
import { CharacterSheet } from '../sheet/CharacterSheet.tsx';
import { Notice } from '../ui/fields.tsx';
import { campaignPath } from './campaign-paths.ts';
import { CampaignSignIn } from './CampaignSignIn.tsx';
import { DASHBOARD_POLL_MS } from './use-campaign-dashboard.ts';

function MemberSheet({ campaignId, characterId }: { campaignId: string; characterId: string }) {
  const { data, error, startPolling, stopPolling } = useCampaignMemberSheetQuery({ variables: { campaignId, characterId }, fetchPolicy: 'no-cache' });
  useEffect(() => {
    startPolling(DASHBOARD_POLL_MS);
    return () => stopPolling();
  }, [startPolling, stopPolling]);
  const { rules, loading, error: rulesError } = useToolsRules();
  const jsonData = data?.campaignMemberSheet?.jsonData;
  const character = useMemo(() => {
    try {
      return jsonData ? normalizeCharacter(parseCharacterJson(jsonData)) : undefined;
    } catch {
      return undefined;
    }
  }, [jsonData]);
  const generated = useMemo(() => (character && rules ? generateSheet(character, rules) : undefined), [character, rules]);
  usePageTitle(character?.name || 'Member sheet');
  if (error && !data) return <Notice tone="error">Could not load the sheet: {error.message}</Notice>;
  if (!data) return <Loading label="Loading the sheet" />;
  if (!data.campaignMemberSheet) return <Notice tone="warning">This character is not a member of a campaign you run (it left, was removed, or is gone).</Notice>;
  if (!character) return <Notice tone="error">This character could not be read.</Notice>;
  if (rulesError && !rules) return <Notice tone="error">Could not load the rules data: {rulesError.message}</Notice>;
  if (loading || !rules || !generated) return <Loading label="Loading the rules" />;
  return (
    <>
      <Notice>
        <strong>{character.name || 'This character'}&apos;s sheet, read-only.</strong> It belongs to its player and follows their saves.
      </Notice>
      {generated.sheet ? (
        <CharacterSheet readOnly character={character} rules={rules} sheet={generated.sheet} />
      ) : (
        <Notice>{character.name || 'This character'} is not complete yet: its sheet shows once the player finishes it ({generated.message}).</Notice>
      )}
    </>
  );
}

export function CampaignMemberSheetPage() {
  const { campaignId = '', characterId = '' } = useParams();
  return (
    <section aria-label="Member sheet">
      <p style={{ margin: '0 0 8px' }}>
        <Link to={campaignPath(campaignId)}>← Campaign</Link>
      </p>
      <CampaignSignIn doing="open this sheet">
        <MemberSheet campaignId={campaignId} characterId={characterId} />
      </CampaignSignIn>
    </section>
  );
}
