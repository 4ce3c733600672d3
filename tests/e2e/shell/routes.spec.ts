// Every route of the app shell renders its heading and content, with the page title of its route.
import { expect, test } from '../support/fixtures.ts';
import { startTestServer } from '../support/servers.ts';
import { visit, visitNewPage } from '../support/navigate.ts';

const PHB_CHAPTERS: Array<[path: string, heading: RegExp]> = [
  ['/rules/phb', /Introduction/],
  ['/rules/phb/whatsDifferent', /Whats Different/],
  ['/rules/phb/stepByStep', /Step-By-Step Characters/],
  ['/rules/phb/equipment', /Equipment/],
  ['/rules/phb/customization', /Customization Options/],
  ['/rules/phb/abilityScores', /Using Ability Scores/],
  ['/rules/phb/adventuring', /Adventuring/],
  ['/rules/phb/combat', /Combat/],
  ['/rules/phb/casting', /Force- and Tech-casting/],
  ['/rules/phb/conditions', /Appendix A: Conditions/],
  ['/rules/phb/variantRules', /Appendix B: Recommended Variant Rules/],
  ['/rules/phb/changelog', /Changelog/],
];

const SOTG_CHAPTERS = ['introduction', 'stepByStep', 'starships', 'equipment', 'abilityScores', 'adventuring', 'combat', 'generatingEncounters', 'conditions', 'changelog'];
const WH_CHAPTERS = ['introduction', 'stepByStepFactions', 'downtime', 'factionsAndMembership', 'abilityScores', 'equipment', 'customizationOptions', 'enhancedItems', 'toolProficiencies', 'changelog'];

test.describe('rulebook chapters', () => {
  test('handbook chapters', async ({ page }) => {
    // One deep-link load, then the chapters in turn by in-app navigation; every heading differs from the last one.
    for (const [path, heading] of PHB_CHAPTERS) {
      await test.step(path, async () => {
        await visit(page, path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.locator('main p').first()).not.toBeEmpty();
        await expect(page).toHaveTitle(/ \| SW5E$/);
      });
    }
  });

  test('Starships of the Galaxy chapters', async ({ page }) => {
    await page.goto('/rules/sotg');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Introduction');
    await visit(page, '/rules/sotg/introduction');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Introduction');
    // The other chapters in turn by in-app navigation.
    for (const slug of SOTG_CHAPTERS.slice(1)) {
      await visitNewPage(page, `/rules/sotg/${slug}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }), slug).not.toBeEmpty();
      await expect(page.getByRole('main').getByText('This chapter is not available')).toHaveCount(0);
    }
  });

  test('Wretched Hives chapters', async ({ page }) => {
    // One deep-link load, then the chapters in turn by in-app navigation.
    for (const slug of WH_CHAPTERS) {
      await visitNewPage(page, `/rules/wh/${slug}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }), slug).not.toBeEmpty();
      await expect(page.getByRole('main').getByText('This chapter is not available')).toHaveCount(0);
    }
  });

  test('an unknown Wretched Hives chapter falls back to the Introduction', async ({ page }) => {
    await page.goto('/rules/wh/noSuchChapter');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Introduction');
    await expect(page).toHaveTitle('Introduction | SW5E');
  });

  test('Scum and Villainy chapters and menu', async ({ page }) => {
    await page.goto('/rules/snv/introduction');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Introduction');
    const drawer = page.getByRole('navigation', { name: 'Scum and Villainy chapters' });
    await expect(drawer.getByRole('link', { name: 'Monsters' })).toHaveAttribute('href', '/rules/snv/monsters');
    await expect(drawer.getByText('More coming soon...')).toBeVisible();
    // Every chapter is reachable from the menu, not only by typing its address.
    await drawer.getByRole('link', { name: 'Creating Encounters' }).click();
    await expect(page).toHaveURL(/\/rules\/snv\/creatingEncounters$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('Creating Encounters');
    await drawer.getByRole('link', { name: 'Introduction' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Introduction');
  });

  test('Scum and Villainy puts the monster table first, with the Monsters chapter one link away', async ({ page }) => {
    await page.goto('/rules/snv/monsters');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Monsters');
    const table = main.getByRole('table', { name: 'Monsters' });
    await expect(table).toBeVisible();
    // The table starts near the top of the page, not below the whole chapter.
    const box = await table.boundingBox();
    expect(box!.y).toBeLessThan(600);
    await main.getByRole('link', { name: 'Read the Monsters chapter' }).click();
    await expect(page).toHaveURL(/\/rules\/snv\/monstersChapter$/);
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Monsters');
    await expect(main.getByRole('table', { name: 'Monsters' })).toHaveCount(0);
  });
});

test.describe('site pages', () => {
  test('home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to SW5E');
    await expect(page).toHaveTitle('SW5E');
    for (const [name, href] of [
      ["Player's Handbook", '/rules/phb'],
      ['Scum and Villainy', '/rules/snv'],
      ['Starships of the Galaxy', '/rules/sotg'],
      ['Wretched Hives', '/rules/wh'],
    ]) {
      await expect(page.getByRole('link', { name: `Read more: ${name}` })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('heading', { name: 'On this site' })).toBeVisible();
    // The test server configures no chat server or Patreon page: no link goes to a generic home page instead.
    await expect(page.getByRole('link', { name: /Reddit/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /Patreon/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Community chat/ })).toHaveCount(0);
  });

  test('the chat server and Patreon links come from the server configuration', async ({ browser }) => {
    const server = await startTestServer({ label: 'links', env: { SITE_CHAT_URL: 'https://chat.example/invite/sw5e', SITE_PATREON_URL: 'https://patreon.example/sw5e' } });
    const page = await browser.newPage();
    try {
      await page.goto(`${server.url}/`);
      await expect(page.getByRole('link', { name: /Community chat/ })).toHaveAttribute('href', 'https://chat.example/invite/sw5e');
      await expect(page.getByRole('link', { name: /Patreon/ })).toHaveAttribute('href', 'https://patreon.example/sw5e');
    } finally {
      await page.close();
      await server.close();
    }
  });

  test('rulebook card shows its text on hover and Read More opens the book', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('article').filter({ hasText: 'Wretched Hives' });
    const blurb = card.locator('.blurb');
    await expect(blurb).toHaveCSS('opacity', '0');
    await card.hover();
    await expect(blurb).toHaveCSS('opacity', '1');
    await card.getByRole('link', { name: /Read more/ }).click();
    await expect(page).toHaveURL(/\/rules\/wh$/);
  });

  test('rules hub', async ({ page }) => {
    await page.goto('/rules');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rules');
    await expect(page).toHaveTitle('Rules | SW5E');
    for (const href of ['/rules/phb', '/rules/snv', '/rules/sotg', '/rules/wh', '/rules/variantRules', '/rules/expandedContent']) {
      await expect(page.getByRole('main').locator(`a[href="${href}"]`)).toBeVisible();
    }
  });

  test('variant rules list and page', async ({ page }) => {
    await page.goto('/rules/variantRules');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Variant Rules');
    await page.getByRole('link', { name: 'Flanking' }).click();
    await expect(page).toHaveURL(/\/rules\/variantRules\/Flanking$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flanking');
    await expect(page).toHaveTitle('Flanking | SW5E');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/rules\/variantRules$/);
  });

  test('expanded content list and page', async ({ page }) => {
    await page.goto('/rules/expandedContent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Expanded Content');
    await expect(page.getByText(/also appear in the Characters and Loot tables/)).toBeVisible();
    await page.getByRole('link', { name: 'Species' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Species');
  });

  test('credits, assets and tools', async ({ page }) => {
    await page.goto('/credits');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Credits');
    await expect(page).toHaveTitle('Credits | SW5E');
    await page.goto('/assets');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assets');
    await page.goto('/tools');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tools');
    await expect(page.getByRole('link', { name: 'Character Creator' })).toHaveAttribute('href', '/tools/mycharacters');
    await expect(page.getByRole('main').getByRole('link', { name: 'Starship Builder' })).toHaveAttribute('href', '/tools/starships');
    await expect(page.getByRole('main').getByRole('link', { name: 'Encounter Builder' })).toHaveAttribute('href', '/tools/encounters');
    await expect(page.getByRole('main').getByRole('link', { name: 'Campaigns' })).toHaveAttribute('href', '/tools/campaigns');
    await expect(page.getByRole('main').getByRole('link', { name: 'Homebrew' })).toHaveAttribute('href', '/tools/homebrew');
    await expect(page.getByText('More Coming Soon!')).toBeVisible();
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});
