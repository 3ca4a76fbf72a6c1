import { expect, type Locator, type Page } from '@playwright/test';

/** Neither the page nor `region` is wider than the screen: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, region: Locator) {
  const pageFits = await page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
  expect(pageFits, 'the page scrolls sideways').toBe(true);
  const regionFits = await region.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(regionFits, 'the region scrolls sideways').toBe(true);
}

/**
 * Scrolls `region` (a wide table's scrolling region) to its right end, then expects `cell`
 * (a name in its first column) to be still inside the region's visible box and on top of the
 * figures that passed under it.
 */
export async function expectStaysInViewWhenScrolled(region: Locator, cell: Locator) {
  await cell.scrollIntoViewIfNeeded();
  await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect.poll(() => region.evaluate((element) => element.scrollLeft), 'the region scrolls').toBeGreaterThan(0);

  const frame = (await region.boundingBox())!;
  const box = (await cell.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(frame.x);
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
  const onTop = await cell.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
  });
  expect(onTop, 'the figures pass under the name, not over it').toBe(true);
}
