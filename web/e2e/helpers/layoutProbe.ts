/**
 * Checks that run inside a page (`page.evaluate`): what sticks out sideways, and which controls
 * another element covers. They are serialised into the page, so each is self-contained.
 */

/** A control another element covers: the points probed and what was found there instead. */
export type CoveredControl = { control: string; covered: string[] }

/** How wide the page is against the viewport, and the outermost elements that stick out. */
export type Spill = { scrollWidth: number; viewport: number; sticking: string[] }

/** The page's width and, when wider than the viewport, the elements reaching past its edge. */
export function pageSpill(): Spill {
  const viewport = document.documentElement.clientWidth
  const name = (element: Element) => {
    const id = element.id ? `#${element.id}` : ''
    const label = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? ''
    return `${element.tagName.toLowerCase()}${id}${label ? ` "${label}"` : ''}`
  }
  const sticking: string[] = []
  if (document.documentElement.scrollWidth > viewport) {
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      const parent = element.parentElement?.getBoundingClientRect()
      // The outermost element past the edge: its parent still fits.
      if (box.width > 0 && box.right > viewport + 0.5 && parent && parent.right <= viewport + 0.5) {
        sticking.push(`${name(element)} (right edge ${Math.round(box.right)} px)`)
      }
    }
  }
  return { scrollWidth: document.documentElement.scrollWidth, viewport, sticking: sticking.slice(0, 5) }
}

/**
 * Every visible control a visitor could reach (a, button, input, select, textarea,
 * [role=button]), scrolled into view and hit-tested at its centre and its four corners: what
 * `elementFromPoint` finds there must be the control, inside it, or a label of it. With a modal
 * dialog open, only the dialog's controls count (the rest of the page is inert). Corners are
 * inset 2 px, or enough to fall inside a rounded corner (hit-testing follows border-radius).
 * A control wholly outside the page (a skip link until focused) is not visible; one partly out of
 * the viewport finds nothing at its outer points, and counts as covered. A notice floating over
 * the page (a toast: a fixed live region with its own Close) may lie over controls: the visitor
 * closes it; its own controls must be reachable.
 */
export function coveredControls(): CoveredControl[] {
  const MODAL = 'dialog:modal, [aria-modal="true"]'
  const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]'
  const scope: ParentNode = document.querySelector(MODAL) ?? document
  const describe = (element: Element | null) => {
    if (!element) return 'nothing'
    const id = element.id ? `#${element.id}` : ''
    const text = (
      element.getAttribute('aria-label') ??
      (element as HTMLElement).innerText ??
      element.getAttribute('name') ??
      ''
    )
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 40)
    return `${element.tagName.toLowerCase()}${id}${text ? ` "${text}"` : ''}`
  }
  const labelsOf = (control: Element) =>
    'labels' in control && control.labels instanceof NodeList
      ? [...(control.labels as NodeListOf<Element>)]
      : []
  const insetFor = (radius: string, width: number, height: number) => {
    const r = Math.min(parseFloat(radius) || 0, width / 2, height / 2)
    // A point on the corner's diagonal inside its arc.
    return Math.max(2, Math.ceil(r * (1 - Math.SQRT1_2)) + 1)
  }
  const floating = (element: Element) => {
    const region = element.closest('[role="status"], [role="alert"]')
    return region !== null && getComputedStyle(region).position === 'fixed'
  }
  const covered: CoveredControl[] = []
  for (const control of scope.querySelectorAll<HTMLElement>(selector)) {
    if (control.closest('[inert]')) continue
    if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
    control.scrollIntoView({ block: 'center', inline: 'nearest' })
    const style = getComputedStyle(control)
    const boxes = [...control.getClientRects()].filter((box) => box.width >= 4 && box.height >= 4)
    const outside = boxes.every(
      (box) =>
        box.bottom + scrollY <= 0 ||
        box.right + scrollX <= 0 ||
        box.left + scrollX >= document.documentElement.scrollWidth,
    )
    if (!boxes.length || outside) continue
    const missed: string[] = []
    for (const box of boxes) {
      const corner = {
        topLeft: insetFor(style.borderTopLeftRadius, box.width, box.height),
        topRight: insetFor(style.borderTopRightRadius, box.width, box.height),
        bottomRight: insetFor(style.borderBottomRightRadius, box.width, box.height),
        bottomLeft: insetFor(style.borderBottomLeftRadius, box.width, box.height),
      }
      const points: [string, number, number][] = [
        ['centre', box.left + box.width / 2, box.top + box.height / 2],
        ['top left', box.left + corner.topLeft, box.top + corner.topLeft],
        ['top right', box.right - corner.topRight, box.top + corner.topRight],
        ['bottom right', box.right - corner.bottomRight, box.bottom - corner.bottomRight],
        ['bottom left', box.left + corner.bottomLeft, box.bottom - corner.bottomLeft],
      ]
      for (const [point, x, y] of points) {
        const found = document.elementFromPoint(x, y)
        const reached =
          found &&
          (control.contains(found) ||
            labelsOf(control).some((label) => label.contains(found)) ||
            (floating(found) && !floating(control)))
        if (!reached) missed.push(`${point}: ${describe(found)}`)
      }
    }
    if (missed.length) covered.push({ control: describe(control), covered: missed })
  }
  return covered
}
