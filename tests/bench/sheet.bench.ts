// Live sheet benchmark in Chromium (production build, loopback server with the real rules data when present):
// - open: from a click on a level-20 character's card in My Characters to the sheet rendered and the main thread free
//   again (the next frame has run and a task after it), warm = rules data and page code already loaded in this tab
//   (target <= 300 ms); also a full page load of the character with the persisted cache (reload-warm), and the
//   first, cold open for reference;
// - input latency of sheet edits (confirming a damage amount; toggling a skill's proficiency tweak): from the click
//   event's timestamp to the end of the update with layout done ("processing"), and to after the next frame
//   ("to next frame", which includes waiting for the frame); target p95 <= 16 ms for processing;
// - on the phone viewport (390 x 844, same page resized): confirming a damage amount typed into the header's inline
//   form, and tapping a skill's roll button to the result in the dice tray; same measures, target p95 <= 16 ms.
// Run: npx tsx tests/bench/sheet.bench.ts   (BENCH_RUNS=15 opens, BENCH_EDITS=40 edits of each kind)
import { chromium, type Page } from '@playwright/test';
import { cpus } from 'node:os';
import { ensureWebBuild, startTestServer } from '../e2e/support/servers.ts';
import { hasRealData, REALDATA_API, repoRoot } from '../support/realdata.ts';
import { loadRulesDir } from '../../core/engine/node/load-rules.ts';
import { resolve } from 'node:path';
import { benchmarkCharacter } from './engine.bench.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const EDITS = Number(process.env.BENCH_EDITS ?? 40);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const summary = (values: number[]) => ({ median: percentile(values, 50), p95: percentile(values, 95), max: Math.max(...values), n: values.length });
const fmt = (s: ReturnType<typeof summary>) => `median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms (n=${s.n})`;

/**
 * In the page: times from a click's event timestamp to the update done (layout forced) and to after the next frame.
 * Page scripts are plain text: the TypeScript runner would wrap named functions in a helper the page lacks.
 */
const INSTALL_PROBE = `
  window.__results = [];
  document.addEventListener('click', (event) => {
    if (!window.__armed) return;
    window.__armed = false;
    const start = event.timeStamp;
    window.__pending = new Promise((done) => {
      // After the event's handlers and React's synchronous commit (flushed before this task runs).
      setTimeout(() => {
        void document.body.getBoundingClientRect();
        const processing = performance.now() - start;
        requestAnimationFrame(() => setTimeout(() => {
          window.__results.push({ processing, frame: performance.now() - start });
          done();
        }, 0));
      }, 0);
    });
  }, true);
`;

async function measuredClick(page: Page, click: () => Promise<void>): Promise<{ processing: number; frame: number }> {
  await page.evaluate('window.__armed = true');
  await click();
  return page.evaluate('window.__pending.then(() => window.__results[window.__results.length - 1])') as Promise<{ processing: number; frame: number }>;
}

/** From a click on the card to the sheet present, its frame drawn and a task run after it (the page answers input). */
async function openFromList(page: Page, name: string): Promise<number> {
  await page.getByRole('heading', { name: 'My Characters', level: 1 }).waitFor();
  // The listener is in place before the click is sent (input and evaluation travel separately to the page).
  await page.evaluate(`
    window.__open = new Promise((done) => {
      document.addEventListener('click', (event) => {
        const start = event.timeStamp;
        const check = () => {
          if (document.querySelector(${JSON.stringify(`[aria-label="Character sheet of ${name}"]`)})) {
            requestAnimationFrame(() => setTimeout(() => done(performance.now() - start), 0));
          } else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }, { capture: true, once: true });
    });
    undefined; // not the promise: evaluate would wait for it
  `);
  await page.getByRole('link', { name: new RegExp(name) }).click();
  const ms = (await page.evaluate('window.__open')) as number;
  await page.getByRole('article', { name: `Character sheet of ${name}` }).waitFor();
  return ms;
}

async function main() {
  const real = hasRealData('sheet benchmark');
  const rulesDir = real ? REALDATA_API : resolve(repoRoot, 'seed/data');
  ensureWebBuild();
  const server = await startTestServer(real ? { seedDir: REALDATA_API, label: 'bench-sheet' } : {});
  const rulesData = loadRulesDir(rulesDir);
  const records = Object.values(rulesData).reduce((sum, list) => sum + (Array.isArray(list) ? list.length : 0), 0);
  const character = { ...benchmarkCharacter(rulesData), localId: 'temp-benchmark', changedAt: Date.now() };
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/tools/mycharacters`);
    await page.evaluate(async (stored) => {
      await new Promise<void>((done, fail) => {
        const open = indexedDB.open('sw5e-characters');
        open.onupgradeneeded = () => open.result.createObjectStore('characters');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('characters', 'readwrite');
          tx.objectStore('characters').put({ character: stored, pendingUpload: true }, stored.localId);
          tx.oncomplete = () => {
            open.result.close();
            done();
          };
        };
      });
    }, character);
    await page.reload();

    // Cold: the rules data is fetched for the first time (the list page starts that fetch; this waits for it).
    const cold = await openFromList(page, character.name);
    const opens: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goBack();
      opens.push(await openFromList(page, character.name));
    }

    // Reload-warm: a new page load of the character with the cache persisted in IndexedDB and the service worker.
    const reloads: number[] = [];
    for (let i = 0; i < Math.min(RUNS, 8); i++) {
      await page.reload();
      await page.getByRole('article', { name: `Character sheet of ${character.name}` }).waitFor({ timeout: 60_000 });
      reloads.push((await page.evaluate('new Promise((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0)))')) as number);
    }

    await page.evaluate(INSTALL_PROBE);
    const summaryRegion = page.getByRole('region', { name: 'Character summary' });
    const damage: { processing: number; frame: number }[] = [];
    for (let i = 0; i < EDITS; i++) {
      await summaryRegion.getByRole('button', { name: 'Damage', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Take Damage' });
      await dialog.getByLabel('Damage taken').fill('1');
      damage.push(await measuredClick(page, () => dialog.getByRole('button', { name: 'Damage' }).click()));
      await dialog.waitFor({ state: 'hidden' });
    }

    const stealth = page.getByRole('tabpanel', { name: 'Abilities' }).getByTestId('skill-Stealth').getByRole('button', { name: /^Stealth/ });
    await stealth.click();
    const tweak = page.getByRole('dialog', { name: 'Tweak Stealth' });
    const toggles: { processing: number; frame: number }[] = [];
    for (let i = 0; i < EDITS; i++) {
      const choice = i % 2 === 0 ? 'Expertise' : 'From the character';
      toggles.push(await measuredClick(page, () => tweak.getByRole('radio', { name: choice }).click()));
    }

    // The phone layout: the same page at 390 x 844 (the sheet follows the width).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.keyboard.press('Escape');
    await tweak.waitFor({ state: 'hidden' });
    const phoneHeader = page.getByRole('region', { name: 'Character summary' });
    await phoneHeader.getByRole('button', { name: /^More/ }).waitFor();
    const phoneDamage: { processing: number; frame: number }[] = [];
    for (let i = 0; i < EDITS; i++) {
      await phoneHeader.getByRole('button', { name: 'Damage', exact: true }).click();
      const form = phoneHeader.getByRole('form', { name: 'Take Damage' });
      await form.getByLabel('Damage taken').fill('1');
      phoneDamage.push(await measuredClick(page, () => form.getByRole('button', { name: 'Damage' }).click()));
      await form.waitFor({ state: 'hidden' });
    }
    // The floor under these figures: a click that changes nothing (on the character's name) through the same probe.
    const idle: { processing: number; frame: number }[] = [];
    for (let i = 0; i < EDITS; i++) idle.push(await measuredClick(page, () => phoneHeader.getByRole('heading', { level: 1 }).click()));
    const rollStealth = page.getByRole('tabpanel', { name: 'Abilities' }).getByRole('button', { name: /^Roll Stealth/ });
    const latestRoll = page.getByRole('region', { name: 'Dice' }).getByRole('status', { name: 'Latest roll' });
    const rolls: { processing: number; frame: number }[] = [];
    for (let i = 0; i < EDITS; i++) {
      rolls.push(await measuredClick(page, () => rollStealth.click()));
      await latestRoll.filter({ hasText: 'Stealth:' }).waitFor();
    }

    const result = {
      machine: `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, Chromium headless`,
      rules: `${real ? 'real data' : 'seed data'}: ${records} engine records`,
      character: 'level 20 (Consular 7 / Engineer 7 / Fighter 6), 40 powers, 30 items',
      openColdMs: cold,
      openWarm: summary(opens),
      openReloadWarm: summary(reloads),
      damageProcessing: summary(damage.map((d) => d.processing)),
      damageToNextFrame: summary(damage.map((d) => d.frame)),
      skillTweakProcessing: summary(toggles.map((d) => d.processing)),
      skillTweakToNextFrame: summary(toggles.map((d) => d.frame)),
      phoneDamageProcessing: summary(phoneDamage.map((d) => d.processing)),
      phoneDamageToNextFrame: summary(phoneDamage.map((d) => d.frame)),
      phoneRollProcessing: summary(rolls.map((d) => d.processing)),
      phoneRollToNextFrame: summary(rolls.map((d) => d.frame)),
      phoneNoChangeClickProcessing: summary(idle.map((d) => d.processing)),
    };
    console.log(JSON.stringify(result, null, 2));
    console.log(`${result.rules}; ${result.character}; ${result.machine}`);
    console.log(`open (warm, from the list): ${fmt(result.openWarm)} — target <= 300 ms: ${result.openWarm.median <= 300 ? 'met' : 'NOT met'}`);
    console.log(`open (reload, persisted cache): ${fmt(result.openReloadWarm)}; first (cold) open ${cold.toFixed(0)} ms`);
    console.log(`damage edit: processing ${fmt(result.damageProcessing)}; to next frame ${fmt(result.damageToNextFrame)}`);
    console.log(`skill tweak toggle: processing ${fmt(result.skillTweakProcessing)}; to next frame ${fmt(result.skillTweakToNextFrame)}`);
    console.log(`phone damage (inline): processing ${fmt(result.phoneDamageProcessing)}; to next frame ${fmt(result.phoneDamageToNextFrame)}`);
    console.log(`phone tap to roll result: processing ${fmt(result.phoneRollProcessing)}; to next frame ${fmt(result.phoneRollToNextFrame)}`);
    console.log(`phone click that changes nothing (the probe's floor): processing ${fmt(result.phoneNoChangeClickProcessing)}`);
    const p95 = Math.max(result.damageProcessing.p95, result.skillTweakProcessing.p95, result.phoneDamageProcessing.p95, result.phoneRollProcessing.p95);
    console.log(`input latency p95 (processing) ${p95.toFixed(1)} ms — target <= 16 ms: ${p95 <= 16 ? 'met' : 'NOT met'}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
