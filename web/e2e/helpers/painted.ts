import type { Page } from '@playwright/test'

/** Until the browser has painted twice: what the last change set off (a resize, a commit's effects) has rendered. */
export const painted = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
