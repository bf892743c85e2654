import { expect, type Locator, type Page } from '@playwright/test'

type Recorder = {
  shifts: Node[][]
  observer: PerformanceObserver
  record: (entries: PerformanceEntryList) => void
}
type Shift = PerformanceEntry & { sources?: { node?: Node | null }[] }

/**
 * Records the page's layout shifts from its first moment (call before `goto`): each with the
 * nodes that moved (elements, or text), so a test can tell which part of the page shifted.
 *
 * Shifts painted in a frame in which one of the page's font faces had just loaded are left out:
 * text laid out in a fallback face before its font arrived (late on a busy machine, as CI's
 * is) moves where its lines break otherwise. That is brandIdentity.spec's to measure, as in
 * carousels.spec; these tests are about what the page's own parts move. A frame's
 * requestAnimationFrame callbacks run before its style and layout, and its shifts are reported
 * after them, before the next frame's callbacks: a shift belongs to the latest frame that started
 * at or before it.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Node[][] = []
    // The frames watched while a font face loads: when each started, and whether one had just loaded.
    const frames: { start: number; fontLoaded: boolean }[] = []
    let loadedFaces = 0
    let watching = false
    const loaded = () => [...document.fonts].filter((face) => face.status === 'loaded').length
    const watchFrame = (start: number) => {
      const now = loaded()
      const fontLoaded = now > loadedFaces
      frames.push({ start, fontLoaded })
      loadedFaces = now
      // Until no face loads, and one frame more: it closes the last font's frame.
      watching = document.fonts.status === 'loading' || fontLoaded
      if (watching) requestAnimationFrame(watchFrame)
    }
    const watchFonts = () => {
      if (!watching) requestAnimationFrame(watchFrame)
      watching = true
    }
    document.fonts.addEventListener('loading', watchFonts)
    watchFonts()
    const byFont = (shift: Shift) =>
      frames.findLast((frame) => frame.start <= shift.startTime)?.fontLoaded ?? false
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) {
        if (byFont(entry)) continue
        shifts.push((entry.sources ?? []).map((source) => source.node).filter((node) => node instanceof Node))
      }
    }
    const observer = new PerformanceObserver((list) => record(list.getEntries()))
    observer.observe({ type: 'layout-shift', buffered: true })
    const recorder: Recorder = { shifts, observer, record }
    Object.assign(window, { __layoutShifts: recorder })
  })
}

/**
 * How many recorded shifts moved something inside `part`, up to the last frame the browser
 * painted. Shifts are measured when a frame is painted: take a screenshot (which paints one)
 * after the change to be measured.
 */
export async function shiftsInside(part: Locator): Promise<number> {
  return (await shiftedInside(part)).length
}

/**
 * The recorded shifts that moved something inside `part`, as shiftsInside counts them: for each,
 * what moved (a tag and its start, or a text), so that a failure says what to look at.
 */
export async function shiftedInside(part: Locator): Promise<string[]> {
  await part.page().screenshot()
  return part.evaluate((element) => {
    const recorder = (window as unknown as { __layoutShifts: Recorder }).__layoutShifts
    recorder.record(recorder.observer.takeRecords())
    const described = (node: Node) =>
      node instanceof Element
        ? node.outerHTML.slice(0, 120)
        : `text "${(node.textContent ?? '').slice(0, 60)}"`
    return recorder.shifts
      .filter((moved) => moved.some((node) => element.contains(node)))
      .map((moved) => moved.map(described).join(' + '))
  })
}

/**
 * Whether React has hydrated the element: it is in the tree React last committed. React marks a
 * DOM node as it renders it, before that commit (the page's content hydrates in slices: an
 * Activity, docs/hydration.md): a click in between finds no handler yet, and a link's is the
 * browser's own navigation.
 */
export async function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    type Fiber = { return: Fiber | null; child: Fiber | null; sibling: Fiber | null; stateNode: unknown }
    const key = Object.keys(node).find((name) => name.startsWith('__reactFiber$'))
    if (!key) return false
    let fiber = (node as unknown as Record<string, Fiber>)[key]!
    while (fiber.return) fiber = fiber.return
    const committed = (fiber.stateNode as { current?: Fiber } | null)?.current
    const unvisited = committed ? [committed] : []
    for (let next = unvisited.pop(); next; next = unvisited.pop()) {
      if (next.stateNode === node) return true
      if (next.sibling) unvisited.push(next.sibling)
      if (next.child) unvisited.push(next.child)
    }
    return false
  })
}

/**
 * Waits until the page's kept header HTML follows its links in-page: its StaticHtml wrapper is
 * hydrated (it holds the click handler). A link clicked before then is a full page load, which a
 * test of client-side navigation must not take for a failure of the site.
 */
export async function headerLinksLive(page: Page): Promise<void> {
  const wrapper = page.getByRole('banner').locator('xpath=..')
  await expect.poll(() => isHydrated(wrapper), { message: "the header's links are live" }).toBe(true)
}
