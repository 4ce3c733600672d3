// The game master's awards: experience and credits to every member or the chosen ones, each getting the amounts
// (EACH) or sharing them equally, rounded down (SPLIT), with what a split cannot share shown as undistributed before
// and after it is given; and the log of awards, each undoable while no later change touched those fields.
import { useMemo, useState, type FormEvent } from 'react';
import { MAX_AWARD_AMOUNT, shareAward, type AwardSplit } from '../../../../../core/documents/campaigns.ts';
import { Button } from '../../../components/Button.tsx';
import type { CampaignDashboardFieldsFragment } from '../../../gql/graphql.ts';
import { useAwardCampaignMutation, useUndoCampaignAwardMutation } from '../../../gql/hooks.ts';
import { SmallButton } from '../ui/buttons.tsx';
import { CheckList, Notice, TextField } from '../ui/fields.tsx';
import { Panel } from '../ui/panels.tsx';
import { failureText } from './CampaignSignIn.tsx';

/** A typed amount: a whole number from 0 up, or undefined for an empty or unusable field. */
function amountOf(text: string): number | undefined {
  if (!text.trim()) return 0;
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 && n <= MAX_AWARD_AMOUNT ? n : undefined;
}

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

export function AwardsPanel({ campaign, onChanged }: { campaign: CampaignDashboardFieldsFragment; onChanged(): void }) {
  const [experience, setExperience] = useState('');
  const [credits, setCredits] = useState('');
  const [split, setSplit] = useState<AwardSplit>('EACH');
  // Characters left out of the award (everyone is in by default, including members who join later).
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string>();
  const [award, awarding] = useAwardCampaignMutation();
  const [undo, undoing] = useUndoCampaignAwardMutation();

  const names = useMemo(() => new Map(campaign.members.map((m) => [m.characterId, m.summary?.name || 'Unnamed character'])), [campaign.members]);
  const chosen = campaign.members.filter((m) => !excluded.has(m.characterId)).map((m) => m.characterId);
  const xp = amountOf(experience);
  const cr = amountOf(credits);
  const invalid = xp === undefined || cr === undefined;
  const xpShare = shareAward(split, xp ?? 0, chosen.length);
  const crShare = shareAward(split, cr ?? 0, chosen.length);

  const onAward = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    try {
      const all = chosen.length === campaign.members.length;
      const given = await award({ variables: { campaignId: campaign.id, experience: xp ?? 0, credits: cr ?? 0, split, ...(all ? {} : { characterIds: chosen }) } });
      const left = given.data?.awardCampaign.undistributed;
      setStatus(
        `Awarded to ${chosen.length} ${chosen.length === 1 ? 'member' : 'members'}.` +
          (left && (left.experience || left.credits) ? ` Undistributed: ${left.experience} XP, ${left.credits} credits.` : ''),
      );
      setExperience('');
      setCredits('');
      onChanged();
    } catch (e) {
      setProblem(`Could not award: ${failureText(e)}`);
    }
  };
  const onUndo = async (awardId: string) => {
    setProblem(undefined);
    try {
      await undo({ variables: { campaignId: campaign.id, awardId } });
      setStatus('Award undone: every member has what they had before it.');
      onChanged();
    } catch (e) {
      setProblem(`Could not undo the award: ${failureText(e)}`);
    }
  };

  return (
    <Panel aria-labelledby="awards-title">
      <h3 id="awards-title">Awards</h3>
      {campaign.members.length === 0 ? (
        <p className="muted">Awards go to members: invite the players first.</p>
      ) : (
        <form onSubmit={(e) => void onAward(e)} aria-label="Award experience and credits" style={{ display: 'grid', gap: 10 }}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <TextField label="Experience" value={experience} onChange={setExperience} inputMode="numeric" error={xp === undefined && `A whole number from 0 to ${MAX_AWARD_AMOUNT}.`} />
            <TextField label="Credits" value={credits} onChange={setCredits} inputMode="numeric" error={cr === undefined && `A whole number from 0 to ${MAX_AWARD_AMOUNT}.`} />
          </div>
          <CheckList
            legend="How"
            type="radio"
            options={[
              { value: 'EACH', label: 'Each member gets the amounts', checked: split === 'EACH' },
              { value: 'SPLIT', label: 'Split the amounts equally', checked: split === 'SPLIT' },
            ]}
            onToggle={(value) => setSplit(value as AwardSplit)}
          />
          <CheckList
            legend="To"
            options={campaign.members.map((m) => ({ value: m.characterId, label: names.get(m.characterId) ?? '', checked: !excluded.has(m.characterId) }))}
            onToggle={(value, checked) =>
              setExcluded((previous) => {
                const next = new Set(previous);
                if (checked) next.delete(value);
                else next.add(value);
                return next;
              })
            }
            error={chosen.length === 0 && 'Choose at least one member.'}
          />
          {!invalid && chosen.length > 0 && (
            <p className="muted" data-testid="award-preview">
              Each chosen member gets {xpShare.each} XP and {crShare.each} credits
              {split === 'SPLIT' && ` (undistributed: ${xpShare.undistributed} XP, ${crShare.undistributed} credits)`}.
            </p>
          )}
          <div>
            <Button type="submit" disabled={invalid || chosen.length === 0 || (!xp && !cr) || awarding.loading}>
              Award
            </Button>
          </div>
        </form>
      )}
      <p role="status" style={{ minHeight: '1.2em', fontWeight: 500 }}>
        {status}
      </p>
      {problem && <Notice tone="error">{problem}</Notice>}
      {campaign.log.length > 0 && (
        <>
          <h4>Log</h4>
          <ul aria-label="Awards given" style={{ display: 'grid', gap: 8 }}>
            {campaign.log.map((entry) => (
              <li key={entry.id} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', opacity: entry.undoneAt ? 0.6 : 1 }}>
                <span style={{ flex: '1 1 220px' }}>
                  {when(entry.at)}: {entry.experience} XP, {entry.credits} credits {entry.split === 'EACH' ? 'each' : 'split'} to{' '}
                  {entry.shares.map((s) => names.get(s.characterId) ?? 'a former member').join(', ')}
                  {(entry.undistributed.experience > 0 || entry.undistributed.credits > 0) &&
                    ` (undistributed: ${entry.undistributed.experience} XP, ${entry.undistributed.credits} credits)`}
                  {entry.undoneAt && ' (undone)'}
                </span>
                {!entry.undoneAt && (
                  <SmallButton type="button" disabled={undoing.loading} onClick={() => void onUndo(entry.id)}>
                    Undo
                  </SmallButton>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
