import type { ValidationContext } from 'sanity'
import { brandTimeZone, readableMoment, SANITY_API_VERSION } from '@travel/config'

/** What a linked document's window is, read the same for all: an offer's validity is its window. */
const LINKED_WINDOW_QUERY = `*[_id == $id][0]{
  _type,
  title,
  brand,
  "availableFrom": coalesce(availableFrom, validFrom),
  "availableUntil": coalesce(availableUntil, validUntil)
}`

type LinkedWindow = {
  _type?: string
  title?: string | null
  brand?: string | null
  availableFrom?: string | null
  availableUntil?: string | null
}

/**
 * A warning on a link to a document with a publish window (a page, a post, an offer): the sites
 * hide the link outside that window (web/src/server/content/scheduledLinks.ts), so the editor
 * learns it where the link is made, with the moments in the brand's clock. Every offer ends (its
 * “Valid until” is required), so a link to one is warned of only while it is hidden.
 */
export function scheduledTargetWarning(target: LinkedWindow | null, now = Date.now()): true | string {
  if (!target) return true
  const { availableFrom, availableUntil } = target
  const at = (moment: string) => readableMoment(moment, brandTimeZone(target.brand))
  const name = `“${target.title || 'Untitled'}”`
  const notYet = availableFrom && Date.parse(availableFrom) > now
  if (availableUntil && Date.parse(availableUntil) <= now) {
    return `${name} ended ${at(availableUntil)}: the sites hide this link`
  }
  if (target._type === 'offer' && !notYet) return true
  if (notYet && availableUntil) {
    return `${name} is shown from ${at(availableFrom)} until ${at(availableUntil)}: the sites show this link only then`
  }
  if (notYet) return `${name} is shown from ${at(availableFrom)}: the sites hide this link until then`
  if (availableUntil)
    return `${name} is shown until ${at(availableUntil)}: the sites hide this link from then on`
  return true
}

/** The warning for a reference being edited: its published document's window, read once. */
export async function checkScheduledTarget(
  value: { _ref?: string } | undefined,
  context: ValidationContext,
): Promise<true | string> {
  if (!value?._ref) return true
  const target = await context
    .getClient({ apiVersion: SANITY_API_VERSION })
    .fetch<LinkedWindow | null>(LINKED_WINDOW_QUERY, { id: value._ref })
  return scheduledTargetWarning(target)
}
