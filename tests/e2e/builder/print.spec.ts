// The print view: Player Name, Print and Known Issues; sheet pages 1-3 plus the power page for a caster; a PDF on A4
// and Letter with one sheet per printed page and the character's name in its text.
import { expect, test } from '../support/fixtures.ts';
import { buildCharacter, openSheet } from './builder-flow.ts';
import { pdfContainsText, readPdf } from './pdf-text.ts';

// Each test walks the whole builder as a user would; on a shared machine that takes a while.
test.describe.configure({ timeout: 120_000 });

test('a character built in the builder prints pages 1 to 3 to PDF on A4 and Letter', async ({ page, checkA11y }) => {
  const id = await buildCharacter(page, 'Kira Vale', 'Standard Array');
  await openSheet(page, 'Kira Vale');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: /print/i }).click();
  await expect(page).toHaveURL(new RegExp(`/tools/mycharacters/${id}/print$`));

  await expect(page.getByRole('heading', { name: 'Known Issues' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Known Issues' }).locator('..').getByRole('listitem')).toHaveCount(5);
  await page.getByLabel('Player Name').fill('Ana Ruiz');
  await checkA11y(page, 'print view');
  const pages = page.getByRole('article', { name: /^(Sheet page \d|Power page)$/ });
  await expect(pages).toHaveCount(3);
  await expect(page.getByRole('article', { name: 'Sheet page 1' }).locator('[data-field="playerName"]')).toHaveText('Ana Ruiz');
  await expect(page.getByRole('article', { name: 'Sheet page 1' }).locator('[data-field="name"]')).toHaveText('Kira Vale');
  await expect(page.getByRole('article', { name: 'Sheet page 1' }).locator('[data-field="weapon-0-name"]')).toHaveText('Blaster pistol');
  await expect(page.getByRole('article', { name: 'Sheet page 3' }).locator('[data-field="item-0-name"]')).toHaveText('Blaster pistol');

  for (const format of ['A4', 'Letter'] as const) {
    const pdf = readPdf(await page.pdf({ format }));
    expect(pdf.pageCount, `${format}: one printed page per sheet page`).toBe(3);
    expect(pdfContainsText(pdf, 'Kira Vale'), `${format}: the name is in the PDF text`).toBe(true);
    expect(pdfContainsText(pdf, 'Ana Ruiz'), `${format}: the player name is in the PDF text`).toBe(true);
    expect(pdfContainsText(pdf, 'Known Issues'), `${format}: the controls are not printed`).toBe(false);
  }
});

test('a caster gets the power page; without a character the view says so', async ({ page }) => {
  await page.goto('/tools/mycharacters');
  await page.getByRole('button', { name: 'Add character' }).click();
  await page.getByRole('button', { name: 'Import from file' }).click();
  const dialog = page.getByRole('dialog');
  const character = {
    name: 'Sela Dorn',
    builderVersion: '0.7.6',
    image: '',
    experiencePoints: 900,
    credits: 40,
    notes: '',
    tweaks: {},
    settings: { isFixedHitPoints: true, abilityScoreMethod: 'Manual', isEnforcingForcePrerequisites: true },
    baseAbilityScores: { Strength: 8, Dexterity: 12, Constitution: 13, Intelligence: 10, Wisdom: 15, Charisma: 14 },
    characteristics: { alignment: 'Lawful Light' },
    species: { name: 'Togruta', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: { Dexterity: 1 } },
    background: { name: 'Jedi', feature: '' },
    classes: [{ name: 'Consular', levels: 3, hitPoints: [5, 5], abilityScoreImprovements: [], forcePowers: ['Force Push/Pull', 'Heal'] }],
    equipment: [{ name: 'Lightsaber', quantity: 1, category: 'Equipment', equipped: true }],
    customEquipment: [],
    customProficiencies: [],
    customLanguages: [],
    customFeatures: [],
    customFeats: [],
    customTechPowers: [],
    customForcePowers: [],
  };
  await dialog.getByLabel(/paste/i).fill(JSON.stringify(character));
  await dialog.getByRole('button', { name: 'Load Sela Dorn' }).click();
  await expect(page).toHaveURL(/\/tools\/mycharacters\/[^/?]+\?isNew=true$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await page.goto(`/tools/mycharacters/${id}/print`);
  const powerPage = page.getByRole('article', { name: 'Power page' });
  await expect(powerPage).toBeVisible();
  await expect(powerPage.locator('[data-field="power-0-0"]')).toHaveText('Force Push/Pull (Universal)');
  await expect(powerPage.locator('[data-field="power-1-0"]')).toHaveText('Heal (Light)');
  await expect(page.getByRole('article', { name: /^(Sheet page \d|Power page)$/ })).toHaveCount(4);
  const pdf = readPdf(await page.pdf({ format: 'Letter' }));
  expect(pdf.pageCount).toBe(4);
  expect(pdfContainsText(pdf, 'Sela Dorn')).toBe(true);

  await page.goto('/tools/mycharacters/temp-nobody000/print');
  await expect(page.getByText('No character loaded')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});
