import { expect, type Locator, type Page } from '@playwright/test'

/** Presses Tab until the element has focus, as a keyboard user reaches it; fails past `limit`. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/**
 * Whether Chromium tells assistive technology the element is expanded (its accessibility tree,
 * through the DevTools protocol): for states the browser gives without an aria-expanded attribute.
 */
export async function isExpandedForAssistiveTech(page: Page, selector: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded')
    return expanded?.value.value === true
  } finally {
    await cdp.detach()
  }
}
