import { expect, test } from '../support/fixtures.ts';
import { fixtureCharacter, seedLocalCharacters } from './tools-support.ts';

const many = (n: number) => Array.from({ length: n }, (_, i) => fixtureCharacter({ name: `Pilot ${i}`, localId: `temp-shot${String(i).padStart(5, '0')}`, changedAt: 1_700_000_000_000 + i * 1000 }));

for (const [w, h] of [[1280, 900], [390, 844]] as const) {
  for (const dark of [false, true]) {
    test(`list ${w} ${dark ? 'dark' : 'light'}`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h });
      await page.goto('/tools/mycharacters');
      await page.evaluate((d) => localStorage.setItem('sw5e.darkSide', String(d)), dark);
      await seedLocalCharacters(page, [...many(7), fixtureCharacter({ name: 'Hanging Portrait', localId: 'temp-shothang1', image: 'https://hang.invalid/p.png', changedAt: 1_800_000_000_000 })]);
      await page.route('https://hang.invalid/**', () => {});
      await page.reload();
      await expect(page.getByRole('heading', { name: 'My Characters', level: 1 })).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots12/list-${w}-${dark ? 'dark' : 'light'}-top.png` });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/shots12/list-${w}-${dark ? 'dark' : 'light'}-bottom.png` });
    });
  }
}
