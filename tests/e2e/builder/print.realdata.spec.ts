// At real scale: real exported characters, imported into a server holding the real data set, print their pages (the
// power page exactly when the engine says it casts) to a PDF with one sheet per printed page and the name. A sample
// of two casters and two non-casters keeps the suite short; every real character's import is covered by the tools
// suite, and the print layout of each by the unit tests.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { computeCharacter, importCharacter, indexRules } from '../../../core/engine/index.ts';
import { loadRulesDir } from '../../../core/engine/node/load-rules.ts';
import { REALDATA_API, REALDATA_CHARACTERS } from '../../support/realdata.ts';
import { expect, test } from '../support/fixtures.ts';
import { pdfContainsText, readPdf } from './pdf-text.ts';

const rules = indexRules(loadRulesDir(REALDATA_API));
const casts = (file: string) => {
  const sheet = computeCharacter(importCharacter(readFileSync(join(REALDATA_CHARACTERS, file), 'utf8')), rules);
  return Boolean(sheet.techCasting || sheet.forceCasting);
};
const all = readdirSync(REALDATA_CHARACTERS).filter((file) => file.endsWith('.json') && file !== 'INDEX.json').sort();
const files = [...all.filter(casts).slice(0, 2), ...all.filter((f) => !casts(f)).slice(0, 2)];

test.describe.configure({ timeout: 120_000 });

for (const [position, file] of files.entries()) {
  test(`prints the real character ${file}`, async ({ page }) => {
    const text = readFileSync(join(REALDATA_CHARACTERS, file), 'utf8');
    const character = importCharacter(text);
    const sheet = computeCharacter(character, rules);
    const expectedPages = 3 + (sheet.techCasting || sheet.forceCasting ? 1 : 0);

    await page.goto('/tools/mycharacters');
    await page.getByRole('button', { name: 'Add character' }).click();
    await page.getByRole('button', { name: 'Import from file' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/paste/i).fill(text);
    await dialog.getByRole('button', { name: /^Load/ }).click();
    await expect(page).toHaveURL(/\/tools\/mycharacters\/[^/?]+\?isNew=true$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await page.goto(`/tools/mycharacters/${id}/print`);

    await expect(page.getByRole('article', { name: /^(Sheet page \d|Power page)$/ })).toHaveCount(expectedPages);
    await expect(page.getByRole('article', { name: 'Sheet page 1' }).locator('[data-field="name"]')).toHaveText(character.name);
    const pdf = readPdf(await page.pdf({ format: position % 2 === 0 ? 'A4' : 'Letter' }));
    expect(pdf.pageCount).toBe(expectedPages);
    expect(pdfContainsText(pdf, character.name)).toBe(true);
  });
}

// The longest class lines of the real characters (multiclass, archetype names with brackets) print whole: the line
// wraps in a smaller size inside its box instead of being cut.
const longestClassLines = [...all]
  .map((file) => ({ file, classText: computeCharacter(importCharacter(readFileSync(join(REALDATA_CHARACTERS, file), 'utf8')), rules).classText }))
  .sort((a, b) => b.classText.length - a.classText.length)
  .slice(0, 2);

for (const { file, classText } of longestClassLines) {
  test(`the class line of ${file} prints whole (${classText.length} characters)`, async ({ page }) => {
    const text = readFileSync(join(REALDATA_CHARACTERS, file), 'utf8');
    await page.goto('/tools/mycharacters');
    await page.getByRole('button', { name: 'Add character' }).click();
    await page.getByRole('button', { name: 'Import from file' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/paste/i).fill(text);
    await dialog.getByRole('button', { name: /^Load/ }).click();
    await expect(page).toHaveURL(/\/tools\/mycharacters\/[^/?]+\?isNew=true$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await page.goto(`/tools/mycharacters/${id}/print`);
    const line = page.getByRole('article', { name: 'Sheet page 1' }).locator('[data-field="classLevel"]');
    await expect(line).toHaveText(classText);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // Neither the box nor anything inside it (an ellipsis cuts inside a span) holds more than it shows.
      const cut = await line.evaluate((el) =>
        [el, ...el.querySelectorAll('*')].filter((e) => e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight).map((e) => e.outerHTML.slice(0, 80)),
      );
      expect(cut, `nothing of the class line is cut at ${width} px`).toEqual([]);
    }
    const pdf = readPdf(await page.pdf({ format: 'Letter' }));
    expect(pdfContainsText(pdf, classText.split(' ').slice(-2).join(' '))).toBe(true);
  });
}
