// The game master's invite links: make one (expiring after a day, a week, a month, or never), copy it, revoke it.
import { useState } from 'react';
import { DEFAULT_INVITE_DAYS } from '../../../../../core/documents/campaigns.ts';
import { Button } from '../../../components/Button.tsx';
import type { CampaignDashboardFieldsFragment } from '../../../gql/graphql.ts';
import { useCreateCampaignInviteMutation, useRevokeCampaignInviteMutation } from '../../../gql/hooks.ts';
import { SmallButton } from '../ui/buttons.tsx';
import { Notice, SelectField } from '../ui/fields.tsx';
import { Panel } from '../ui/panels.tsx';
import { campaignInviteLink } from './campaign-paths.ts';
import { failureText } from './CampaignSignIn.tsx';

const EXPIRY_OPTIONS = [
  { value: '1', label: 'After a day' },
  { value: String(DEFAULT_INVITE_DAYS), label: 'After a week' },
  { value: '30', label: 'After 30 days' },
  { value: '0', label: 'Never (until revoked)' },
];

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export function InvitesPanel({ campaign, onChanged }: { campaign: CampaignDashboardFieldsFragment; onChanged(): void }) {
  const [days, setDays] = useState(String(DEFAULT_INVITE_DAYS));
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string>();
  const [createInvite, creating] = useCreateCampaignInviteMutation();
  const [revokeInvite, revoking] = useRevokeCampaignInviteMutation();

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus('Link copied to the clipboard.');
    } catch {
      setStatus('Copying is not allowed here: select the link and copy it.');
    }
  };
  const onCreate = async () => {
    setProblem(undefined);
    try {
      const made = await createInvite({ variables: { campaignId: campaign.id, expiresInDays: Number(days) } });
      onChanged();
      const token = made.data?.createCampaignInvite.token;
      if (token) await copy(campaignInviteLink(token));
    } catch (e) {
      setProblem(`Could not make the link: ${failureText(e)}`);
    }
  };
  const onRevoke = async (token: string) => {
    setProblem(undefined);
    try {
      await revokeInvite({ variables: { invite: token } });
      setStatus('Link revoked: it joins no one now.');
      onChanged();
    } catch (e) {
      setProblem(`Could not revoke the link: ${failureText(e)}`);
    }
  };

  return (
    <Panel aria-labelledby="invites-title">
      <h3 id="invites-title">Invite links</h3>
      <p className="muted">A signed-in player who opens a link picks one of their characters to join with.</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end', margin: '8px 0' }}>
        <SelectField label="The link stops working" value={days} options={EXPIRY_OPTIONS} onChange={setDays} />
        <Button disabled={creating.loading} onClick={() => void onCreate()}>
          Make invite link
        </Button>
      </div>
      <p role="status" className="muted" style={{ minHeight: '1.2em' }}>
        {status}
      </p>
      {problem && <Notice tone="error">{problem}</Notice>}
      {campaign.invites.length === 0 ? (
        <p className="muted">No open links.</p>
      ) : (
        <ul aria-label="Open invite links" style={{ display: 'grid', gap: 8 }}>
          {campaign.invites.map((invite) => {
            const link = campaignInviteLink(invite.token);
            return (
              <li key={invite.token} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
                <input readOnly value={link} aria-label="Invite link" data-testid="invite-link" style={{ flex: '1 1 220px', minWidth: 0, font: 'inherit', padding: '4px 6px' }} onFocus={(e) => e.target.select()} />
                <SmallButton type="button" onClick={() => void copy(link)}>
                  Copy
                </SmallButton>
                <SmallButton type="button" disabled={revoking.loading} onClick={() => void onRevoke(invite.token)}>
                  Revoke
                </SmallButton>
                <span className="muted" style={{ flexBasis: '100%' }}>
                  {invite.expiresAt ? `Works until ${when(invite.expiresAt)}` : 'Works until revoked'}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
