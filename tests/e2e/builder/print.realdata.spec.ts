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
