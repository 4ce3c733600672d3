// Helpers of the phone sheet's browser tests: what reaches past the screen's edge, and screenshots kept as artifacts.
import type { Locator, Page, TestInfo } from '@playwright/test';

/** Elements (visible, not clipped away) whose box reaches past the right edge of the viewport. */
export async function tooWide(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.closest('.visually-hidden')) continue;
      if (box.right > width + 0.5 || box.left < -0.5) out.push(`${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)} ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
    if (document.documentElement.scrollWidth > width) out.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    return out.slice(0, 10);
  });
}

/** A screenshot kept as a test artifact. */
export async function keep(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * Taps a control the way a player does: first scrolled to the middle of the screen, clear of the sticky summary at
 * the top and the dice tray and section bar at the bottom. Playwright's own scrolling aligns the control to an edge
 * of the viewport, where on a 320 px phone those fixed bars cover it (how tall the tray is depends on the last roll).
 */
export async function tapInView(target: Locator): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await target.click();
}
