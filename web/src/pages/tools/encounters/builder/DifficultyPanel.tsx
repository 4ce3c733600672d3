// The encounter's difficulty by the XP method, every number the engine's: the difficulty word, the adjusted XP on a
// scale with the party's four thresholds, how much more reaches the next one, the total XP and the multiplier with
// its reason, and the share of the party's adventuring day the encounter spends.
import styled from 'styled-components';
import { THRESHOLD_DIFFICULTIES, type DocumentDifficulty } from '../../../../../../core/engine/encounters/index.ts';
import { DIFFICULTY_COLOR, DifficultyBadge } from '../DifficultyBadge.tsx';
import { DIFFICULTY_LABEL, dayFillText, dayShareText, formatXp, multiplierReason } from '../encounter-summary.ts';
import { Section } from './builder-styles.ts';

const Numbers = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px 12px;
  margin: 0;
  font-variant-numeric: tabular-nums;
  dt { color: ${(p) => p.theme.colors.mutedText}; }
  dd { margin: 0; text-align: right; font-weight: 600; }
  dd.reason { grid-column: 1 / -1; text-align: left; font-weight: 400; font-size: 0.85rem; color: ${(p) => p.theme.colors.mutedText}; margin-top: -2px; }
  .reached { color: ${(p) => p.theme.colors.text}; font-weight: 700; }
`;

const Scale = styled.div`
  position: relative;
  height: 12px;
  margin: 18px 0 4px;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  .fill { position: absolute; inset: 0 auto 0 0; border-radius: 6px; }
  .mark { position: absolute; top: -16px; bottom: -3px; width: 2px; transform: translateX(-1px); }
  .mark span { position: absolute; top: 0; left: 4px; font-size: 0.7rem; line-height: 1; white-space: nowrap; color: ${(p) => p.theme.colors.mutedText}; }
  .mark.last span { left: auto; right: 4px; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 12px;
  .adjusted { font-size: 1.05rem; font-variant-numeric: tabular-nums; }
  .next { flex-basis: 100%; font-size: 0.85rem; color: ${(p) => p.theme.colors.mutedText}; }
`;

function ThresholdScale({ judged }: { judged: DocumentDifficulty }) {
  const { thresholds } = judged.party;
  // The scale runs to half again past deadly, so an encounter far beyond it still shows where it lies.
  const top = Math.max(thresholds.deadly * 1.5, judged.adjustedXp);
  const at = (xp: number) => `${Math.min(100, (xp / top) * 100)}%`;
  const color = judged.difficulty ? DIFFICULTY_COLOR[judged.difficulty] : DIFFICULTY_COLOR.trivial;
  return (
    <Scale aria-hidden="true">
      <div className="fill" style={{ width: at(judged.adjustedXp), background: color }} />
      {THRESHOLD_DIFFICULTIES.map((d, i) => (
        <div key={d} className={`mark${i === THRESHOLD_DIFFICULTIES.length - 1 ? ' last' : ''}`} style={{ left: at(thresholds[d]), background: DIFFICULTY_COLOR[d] }}>
          <span>{DIFFICULTY_LABEL[d].charAt(0)}</span>
        </div>
      ))}
    </Scale>
  );
}

export function DifficultyPanel({ judged }: { judged: DocumentDifficulty | undefined }) {
  return (
    <Section aria-labelledby="difficulty-title" id="difficulty">
      <header>
        <h2 id="difficulty-title">Difficulty</h2>
      </header>
      {!judged ? (
        <p className="muted">Loading the rules…</p>
      ) : !judged.difficulty ? (
        <p className="muted">Add the party (levels or characters) to see how hard this encounter is.</p>
      ) : (
        <>
          <Head>
            <span data-testid="difficulty">
              <DifficultyBadge difficulty={judged.difficulty} large />
            </span>
            <span className="adjusted">
              <strong data-testid="adjusted-xp">{formatXp(judged.adjustedXp)}</strong> adjusted XP
            </span>
            {judged.next && (
              <span className="next">
                {formatXp(judged.next.adjustedXpNeeded)} more adjusted XP reaches {DIFFICULTY_LABEL[judged.next.difficulty].toLowerCase()}.
              </span>
            )}
          </Head>
          <ThresholdScale judged={judged} />
          <Numbers aria-label="Thresholds">
            {THRESHOLD_DIFFICULTIES.map((d) => (
              <div key={d} style={{ display: 'contents' }}>
                <dt className={judged.adjustedXp >= judged.party.thresholds[d] ? 'reached' : undefined}>{DIFFICULTY_LABEL[d]} threshold</dt>
                <dd data-testid={`threshold-${d}`}>{formatXp(judged.party.thresholds[d])}</dd>
              </div>
            ))}
          </Numbers>
          <Numbers aria-label="Experience points">
            <dt>Monsters</dt>
            <dd data-testid="monster-count">{judged.monsterCount}</dd>
            <dt>Total XP</dt>
            <dd data-testid="total-xp">{formatXp(judged.totalXp)}</dd>
            <dt>Multiplier</dt>
            <dd data-testid="multiplier">×{judged.multiplier}</dd>
            <dd className="reason">{multiplierReason(judged)}</dd>
            <dt>Adjusted XP</dt>
            <dd>{formatXp(judged.adjustedXp)}</dd>
          </Numbers>
          <Numbers aria-label="Adventuring day">
            <dt>Adventuring day budget</dt>
            <dd data-testid="daily-budget">{formatXp(judged.dailyBudget)}</dd>
            <dt>This encounter spends</dt>
            <dd data-testid="day-share">{dayShareText(judged.shareOfDailyBudget)}</dd>
            {dayFillText(judged.shareOfDailyBudget) && <dd className="reason">{dayFillText(judged.shareOfDailyBudget)}</dd>}
          </Numbers>
          {judged.missing.length > 0 && <p className="muted">Not in the monster data, so not counted: {judged.missing.join(', ')}.</p>}
        </>
      )}
    </Section>
  );
}
