import { stegaClean } from '@sanity/client/stega'
import type { BlockWithData, PageBlock, RegistrationState } from '@/blocks/types'
import { familWindow, type FamilSchedule } from './familWindow'
import { offerWindow, type PublishWindow } from './publishWindow'

/**
 * Scheduled content has a publish window: a brochure's optional one
 * (studio/schemas/documents/publishWindow.ts), which applies to the brochures block and to a
 * form's brochure choices alike, an offer's validity (its “Valid from” and “Valid until”, for the
 * home page's offer links here, /offers and the offer's page in offers.ts), and a famil's
 * registration window (familWindow.ts). Shown
 * from `availableFrom` (inclusive) until `availableUntil` (exclusive), either end open when
 * empty. A page is static (ISR), so it is the page's rendering that applies the window: it leaves
 * out what is outside its window at that moment, and asks to be rendered again by the next moment
 * one of its scheduled items appears or disappears (`nextChange`), so that visitors see the change
 * within a minute of it, with no deploy and nobody publishing.
 */

export function isInWindow({ availableFrom, availableUntil }: PublishWindow, now: number): boolean {
  if (availableFrom && Date.parse(availableFrom) > now) return false
  if (availableUntil && Date.parse(availableUntil) <= now) return false
  return true
}

/** An item that may have a publish window: a brochure a form offers, beside typed options. */
type MaybeScheduled = { availableFrom?: string | null; availableUntil?: string | null }

/**
 * A queried item's window (a page's, a post's, a linked document's, a form's choice), without
 * draft preview's stega in its moments.
 */
export const queriedWindow = ({
  availableFrom = null,
  availableUntil = null,
}: MaybeScheduled): PublishWindow => ({
  availableFrom: availableFrom && stegaClean(availableFrom),
  availableUntil: availableUntil && stegaClean(availableUntil),
})

/** A CMS form as a page or its route reads it: fields, some of them with options. */
type FormWithOptions = {
  fields: ({ options?: (MaybeScheduled & { value: string | null })[] | null } | object)[] | null
}

/**
 * A CMS form as it shows at `now`, with the windows of what it offers: a select whose choices
 * are the brand's brochures (the Studio's "Choices", web/src/content/projections.ts) offers those
 * in their window, in the order the query gives; typed options have no window and always show.
 * Each choice is sent as its value, never with draft preview's stega in it, so the route, which
 * reads the published form, takes it. The page and the form's route both apply it.
 */
export function formAt<Form extends FormWithOptions>(
  form: Form,
  now: number,
): { form: Form; windows: PublishWindow[] } {
  const windows: PublishWindow[] = []
  const fields = (form.fields ?? []).map((field) => {
    if (!('options' in field) || !field.options) return field
    windows.push(...field.options.map(queriedWindow))
    const options = field.options
      .filter((option) => isInWindow(queriedWindow(option), now))
      .map((option) => ({ ...option, value: option.value && stegaClean(option.value) }))
    return { ...field, options }
  })
  return { form: { ...form, fields: form.fields && fields }, windows }
}

/** The first moment after `now` at which a window's item appears or disappears; null if none. */
export function nextChangeOf(windows: PublishWindow[], now: number): number | null {
  const moments = windows
    .flatMap(({ availableFrom, availableUntil }) => [availableFrom, availableUntil])
    .map((moment) => (moment ? Date.parse(moment) : NaN))
    .filter((moment) => moment > now)
  return moments.length ? Math.min(...moments) : null
}

export type ScheduledBlocks = {
  blocks: PageBlock[] | null
  /** When the page must be rendered again for a window to apply; null when no window ends ahead. */
  nextChange: number | null
}

type Scheduled = { block: PageBlock; windows: PublishWindow[] }

/**
 * A block as it shows at `now`, with the windows of what it holds. A block type whose content is
 * scheduled adds its case here; every other block is left as it is.
 */
function scheduleBlock(block: BlockWithData, now: number): Scheduled {
  switch (block._type) {
    case 'brochures': {
      // A reference to a deleted brochure, or one with no PDF, shows nothing.
      const brochures = (block.brochures ?? []).filter((brochure) => brochure?.file)
      const shown = brochures.filter((brochure) => isInWindow(brochure, now))
      return { block: { ...block, brochures: shown }, windows: brochures }
    }
    case 'offerLinks': {
      // An offer shows in its section while it is valid (the query has left out deleted ones).
      const sections = (block.sections ?? []).map((section) => {
        const offers = section.offers ?? []
        return { section, offers, shown: offers.filter((offer) => isInWindow(offerWindow(offer), now)) }
      })
      return {
        block: { ...block, sections: sections.map(({ section, shown }) => ({ ...section, offers: shown })) },
        windows: sections.flatMap(({ offers }) => offers.map(offerWindow)),
      }
    }
    case 'familInformation': {
      // A hidden famil shows nothing, and has no window to wait for: unhiding it is publishing.
      // A card not shown has no title either, so the page does not take it as its heading.
      const famil = block.famil?.hidden ? null : block.famil
      const window = famil ? familWindow(famil) : null
      const shown = famil && window && isInWindow(window, now) ? famil : null
      return {
        block: { ...block, famil: shown, title: shown ? block.title : null, noFamilOpen: null },
        windows: window ? [window] : [],
      }
    }
    case 'familRegistrationForm': {
      // The form closes with its famil: as the card drops off, the form says registration has
      // closed (or is not open yet), and the page is rendered again when that changes.
      const famil = block.famil
      const window = famil && !famil.hidden ? familWindow(famil) : null
      return {
        block: { ...block, registration: familRegistration(famil, now) },
        windows: window ? [window] : [],
      }
    }
    case 'newsCarousel': {
      // Its cards are the posts shown now (the query keeps to them); it changes when a
      // scheduled one it may show appears or goes.
      return { block: { ...block, windows: [] }, windows: (block.windows ?? []).map(queriedWindow) }
    }
    case 'formBlock': {
      if (!block.form) return { block, windows: [] }
      const { form, windows } = formAt(block.form, now)
      return { block: { ...block, form }, windows }
    }
    case 'enquirySection': {
      if (!block.formTab?.form) return { block, windows: [] }
      const { form, windows } = formAt(block.formTab.form, now)
      return { block: { ...block, formTab: { ...block.formTab, form } }, windows }
    }
    default:
      return { block, windows: [] }
  }
}

/**
 * Whether a famil registration form takes registrations at `now`: with its famil's registration
 * window (closed while the famil is hidden), always without a famil. The page shows it,
 * and the form's route refuses a registration by it.
 */
export function familRegistration(
  famil: (FamilSchedule & { hidden: boolean | null }) | null,
  now: number,
): RegistrationState {
  if (!famil) return 'open'
  const window = famil.hidden ? null : familWindow(famil)
  if (!window) return 'closed'
  if (isInWindow(window, now)) return 'open'
  return window.availableFrom && Date.parse(window.availableFrom) > now ? 'notYetOpen' : 'closed'
}

/** A page's blocks as they show at `now`, and when the first of their windows next changes. */
export function applyPublishWindows(blocks: BlockWithData[] | null, now: number): ScheduledBlocks {
  if (!blocks) return { blocks, nextChange: null }
  const scheduled = blocks.map((block) => scheduleBlock(block, now))
  return {
    blocks: withFamilsEmptyState(
      scheduled.map(({ block }) => block),
      blocks,
      now,
    ),
    nextChange: nextChangeOf(
      scheduled.flatMap(({ windows }) => windows),
      now,
    ),
  }
}

type FamilCard = Extract<PageBlock, { _type: 'familInformation' }>
const isFamilCard = (block: PageBlock): block is FamilCard => block._type === 'familInformation'

/**
 * A page of famil cards none of which shows now (every famil hidden, not yet open or closed)
 * would show its intro and nothing else: its first card says so instead (`noFamilOpen`), with the
 * moment the next of the page's famils opens for registration, when one is scheduled. The page is
 * rendered again at that moment (its window is among the page's), and the card shows the famil.
 */
function withFamilsEmptyState(shown: PageBlock[], queried: BlockWithData[], now: number): PageBlock[] {
  const first = shown.findIndex(isFamilCard)
  if (first < 0 || shown.some((block) => isFamilCard(block) && block.famil)) return shown
  const openings = queried
    .flatMap((block) =>
      block._type === 'familInformation' && block.famil && !block.famil.hidden ? [block.famil] : [],
    )
    .map(({ registrationOpens }) => (registrationOpens ? Date.parse(registrationOpens) : NaN))
    .filter((opens) => opens > now)
  const nextOpening = openings.length ? new Date(Math.min(...openings)).toISOString() : null
  return shown.map((block, index) =>
    index === first && isFamilCard(block) ? { ...block, noFamilOpen: { nextOpening } } : block,
  )
}

/**
 * The page's ISR revalidation time: the usual one, or sooner when a window changes before it,
 * by the second after the change (a page is stale only once its time has passed, so the
 * rendering that follows is at or after the change). At least 1 s, as Next requires.
 */
export function revalidateSeconds(usual: number, nextChange: number | null, now: number): number {
  if (nextChange === null) return usual
  return Math.min(usual, Math.max(1, Math.ceil((nextChange - now) / 1000)))
}
