// Benchmark of the players' view following the game master (the figure the tracker's browser test used to assert):
// a signed-in game master's encounter of six characters, started in the tracker, shared by a PLAYERS link; the link
// is open in Chromium (the production build, a phone-sized page, no sign-in). Each round the game master saves the
// next turn over HTTP, and the page notes the moment its "Round N: X's turn" line changes (a MutationObserver, on the
// same clock). Delay = that moment minus the moment the save was sent: the save itself, the way the view learns of it
// (a live subscription, or its polling fallback) and the render. Target: p95 under 1 s (a player at the table sees
// the turn pass as the game master presses the button).
// Run: npm run bench -- players-view   (BENCH_TURNS, default 30)
import { chromium } from '@playwright/test';
import { loadavg } from 'node:os';
import { characterCombatant, createTrackerReducer, indexEncounterRules, newEncounter, newTracker, type EncounterRuleInput, type TrackerState } from '../../core/engine/encounters/index.ts';
import { defaultClaims, startAuthServer, startTestIdp } from '../contract/auth-support.ts';
import { ensureWebBuild } from '../e2e/support/servers.ts';
import { RULE_FIELDS } from '../support/encounter-fixture.ts';

const TURNS = Number(process.env.BENCH_TURNS ?? 30);
const SAVE = 'mutation ($input: EncounterInput!) { saveEncounter(input: $input) { id revision } }';
const SHARE = 'mutation ($id: ID!) { createShare(kind: ENCOUNTER, documentId: $id, view: PLAYERS) { token } }';
const NAMES = ['Kira', 'Dax', 'Oren', 'Vela', 'Tam', 'Juno'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const idp = await startTestIdp();
const server = await startAuthServer(idp, { WEB_DIST: process.env.E2E_WEB_DIST ?? ensureWebBuild() });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const gm = idp.token(defaultClaims('bench-game-master'));
  const rules = indexEncounterRules((await server.graphql(`{ encounterRules { ${RULE_FIELDS} } }`)).data.encounterRules as EncounterRuleInput[]);
  const reduce = createTrackerReducer(rules);
  let tracker: TrackerState = reduce(newTracker(), {
    type: 'add',
    combatants: NAMES.map((name, i) => ({
      ...characterCombatant({ id: `p${i}`, name }, { armorClass: 15, hitPoints: { current: 30, max: 30, temp: 0 }, passivePerception: 12, initiativeBonus: 2 }),
      initiative: 20 - i,
    })),
  });
  tracker = reduce(tracker, { type: 'start' });
  const encounter = { ...newEncounter('Players view benchmark'), localId: 'bench-1' };
  const save = async (id: string | undefined, baseRevision: number | undefined) => {
    const answer = await server.graphql(SAVE, { input: { id, baseRevision, jsonData: JSON.stringify({ ...encounter, tracker, changedAt: Date.now() }) } }, gm);
    if (answer.errors) throw new Error(`save failed: ${JSON.stringify(answer.errors)}`);
    return answer.data.saveEncounter as { id: string; revision: number };
  };
  let stored = await save(undefined, undefined);
  const token = (await server.graphql(SHARE, { id: stored.id }, gm)).data.createShare.token as string;

  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })).newPage();
  await page.goto(`${server.url}/shared/${token}`);
  await page.getByTestId('player-view-turn').waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { turnSeen: Array<{ text: string; at: number }> };
    w.turnSeen = [];
    const target = document.querySelector('[data-testid="player-view-turn"]')!.parentElement!;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="player-view-turn"]')?.textContent ?? '';
      if (w.turnSeen.at(-1)?.text !== text) w.turnSeen.push({ text, at: Date.now() });
    }).observe(target, { subtree: true, childList: true, characterData: true });
  });

  const delays: number[] = [];
  for (let turn = 0; turn < TURNS; turn++) {
    tracker = reduce(tracker, { type: 'nextTurn' });
    const acting = tracker.combatants.find((c) => c.id === tracker.currentId)!.name;
    const expected = `Round ${tracker.round}: ${acting}'s turn`;
    const sent = Date.now();
    stored = await save(stored.id, stored.revision);
    const handle = await page.waitForFunction((text) => (window as unknown as { turnSeen: Array<{ text: string; at: number }> }).turnSeen.find((s) => s.text === text)?.at, expected, { timeout: 30_000 });
    delays.push(((await handle.jsonValue()) as number) - sent);
  }
  const sorted = [...delays].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  console.log(`players' view follows the game master: ${TURNS} turns, median ${percentile(sorted, 50)} ms, p95 ${p95} ms, max ${sorted.at(-1)} ms (load average ${loadavg()[0]!.toFixed(1)})`);
  console.log(`target: p95 under 1000 ms: ${p95 < 1000 ? 'met' : 'NOT met'}`);
} finally {
  await browser.close();
  await server.stop();
  await idp.close();
}
