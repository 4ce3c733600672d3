// One member of the party on the dashboard: everything the rules engine computed for the character (the server's
// summary), the "level up available" mark, and what the viewer may do with it (the game master opens the whole sheet
// read-only or removes the member; its player opens their own sheet or leaves).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CampaignMemberFieldsFragment } from '../../../gql/graphql.ts';
import { ROUTES, routePath } from '../../../../../core/routes.ts';
import { SmallButton } from '../ui/buttons.tsx';
import { Stat, StatGrid, Surface } from '../ui/panels.tsx';
import { campaignMemberSheetPath } from './campaign-paths.ts';

// The tools' surface, as a list item and a little tighter: the dashboard shows several side by side.
const Card = styled(Surface).attrs({ as: 'li' })`
  padding: 12px 14px;
  gap: 10px;
  min-width: 0;
  h3 { margin: 0; font-size: 1.15rem; display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; }
  .who { margin: 0; color: ${(p) => p.theme.colors.mutedText}; font-size: 0.9rem; }
  .level-up {
    font-size: 0.75rem; font-weight: 600; padding: 2px 8px; border-radius: 12px;
    background: ${(p) => p.theme.colors.secondary}; color: ${(p) => p.theme.colors.onSecondary};
  }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  .actions a { font-weight: 500; }
`;

/** Label and value rows: the label keeps its words on one line where it can, a long value wraps under its own side. */
const Rows = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(max-content, 1fr) minmax(0, auto);
  gap: 2px 12px;
  font-size: 0.9rem;
  dt { color: ${(p) => p.theme.colors.mutedText}; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
`;

const points = (p: { current: number; max: number } | null | undefined) => (p ? `${p.current} / ${p.max}` : undefined);

interface Props {
  member: CampaignMemberFieldsFragment;
  campaignId: string;
  isGameMaster: boolean;
  /** The viewer plays this character. */
  isMine: boolean;
  busy: boolean;
  onRemove(): void;
  onLeave(): void;
}

export function MemberCard({ member, campaignId, isGameMaster, isMine, busy, onRemove, onLeave }: Props) {
  const s = member.summary;
  const title = s?.name || 'Unnamed character';
  return (
    <Card aria-label={title} data-testid="campaign-member">
      <h3>
        {title}
        {s?.levelUpAvailable && <span className="level-up">Level up available</span>}
      </h3>
      <p className="who">
        Player: {member.playerName}
        {s && (
          <>
            {' · '}
            {s.species || 'No species'} · {s.classText || 'No classes'} · Level {s.level}
          </>
        )}
      </p>
      {s ? (
        <>
          <StatGrid>
            <Stat label="AC" value={s.armorClass} />
            <Stat label="Hit points" value={<span data-testid="member-hp">{`${s.hitPoints.current} / ${s.hitPoints.max}`}</span>} sub={s.hitPoints.temporary ? `+${s.hitPoints.temporary} temporary` : undefined} />
            <Stat label="Speed" value={s.speed} sub="ft." />
            <Stat label="Experience" value={<span data-testid="member-xp">{s.experiencePoints}</span>} />
            <Stat label="Credits" value={<span data-testid="member-credits">{s.credits}</span>} />
          </StatGrid>
          <Rows>
            <dt>Passive Perception</dt>
            <dd>{s.passivePerception}</dd>
            <dt>Passive Insight</dt>
            <dd>{s.passiveInsight}</dd>
            <dt>Passive Investigation</dt>
            <dd>{s.passiveInvestigation}</dd>
            <dt>Hit dice left</dt>
            <dd>{points(s.hitDice)}</dd>
            {s.forcePoints && (
              <>
                <dt>Force points</dt>
                <dd>{points(s.forcePoints)}</dd>
              </>
            )}
            {s.techPoints && (
              <>
                <dt>Tech points</dt>
                <dd>{points(s.techPoints)}</dd>
              </>
            )}
            {s.saveDCs.length > 0 && (
              <>
                <dt>Save DCs</dt>
                <dd>{s.saveDCs.map((d) => `${d.kind} ${d.dc}`).join(', ')}</dd>
              </>
            )}
            <dt>Conditions</dt>
            <dd>{s.conditions.length ? s.conditions.join(', ') : 'None'}</dd>
            <dt>Languages</dt>
            <dd>{s.languages.join(', ') || 'None'}</dd>
          </Rows>
        </>
      ) : (
        <p className="who">{member.problem ?? 'No summary yet.'}</p>
      )}
      <div className="actions">
        {isGameMaster && <Link to={campaignMemberSheetPath(campaignId, member.characterId)}>Open sheet (read-only)</Link>}
        {isMine && <Link to={routePath(ROUTES.character, { characterId: member.characterId })}>Open my sheet</Link>}
        {isGameMaster && !isMine && (
          <SmallButton type="button" disabled={busy} onClick={onRemove}>
            Remove from campaign
          </SmallButton>
        )}
        {isMine && (
          <SmallButton type="button" disabled={busy} onClick={onLeave}>
            Leave campaign
          </SmallButton>
        )}
      </div>
    </Card>
  );
}
