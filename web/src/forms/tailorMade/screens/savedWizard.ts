import type { Snapshot } from 'xstate'
import { WIZARD_SNAPSHOT_VERSION } from '@/forms/tailorMade/model/tailorMadeWizard.machine'

/** What the browser keeps between visits: the machine's persisted snapshot, stamped with the
 * machine's version so a changed machine drops an older one, and with when it was saved. */
type SavedWizard = { version: number; savedAt: string; snapshot: Snapshot<unknown> }

/** Saved progress is offered back for a week; after that it is dropped unread. */
export const SAVED_FOR_MS = 7 * 24 * 60 * 60 * 1000

const keyFor = (siteId: string) => `tailorMadeWizard:${siteId}`

const NO_CONTACT = { name: '', email: '', phoneNumber: '' }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * The snapshot without the contact step's answers: a computer may be shared, and the next person
 * at it must not be offered someone's name, phone and email. The trip's answers are kept.
 */
export function withoutContact(snapshot: Snapshot<unknown>): Snapshot<unknown> {
  if (!('context' in snapshot) || !isRecord(snapshot.context)) return snapshot
  const { context } = snapshot
  if (!isRecord(context.answers)) return snapshot
  const answers = { ...context.answers, contactInformation: NO_CONTACT }
  const saved = { ...snapshot, context: { ...context, answers } }
  return saved
}

// Storage may be missing or refuse (private mode, a full quota): the wizard works on without it.

export function saveWizard(siteId: string, snapshot: Snapshot<unknown>, now = new Date()): void {
  const saved: SavedWizard = {
    version: WIZARD_SNAPSHOT_VERSION,
    savedAt: now.toISOString(),
    snapshot: withoutContact(snapshot),
  }
  try {
    localStorage.setItem(keyFor(siteId), JSON.stringify(saved))
  } catch {
    // Not saved: the visitor can still finish in this visit.
  }
}

export function forgetWizard(siteId: string): void {
  try {
    localStorage.removeItem(keyFor(siteId))
  } catch {
    // Nothing kept, or nothing to do.
  }
}

function isSavedWizard(value: unknown): value is SavedWizard {
  if (!isRecord(value)) return false
  return typeof value.version === 'number' && typeof value.savedAt === 'string' && isRecord(value.snapshot)
}

function isCurrent(saved: SavedWizard, now: Date): boolean {
  const age = now.getTime() - Date.parse(saved.savedAt)
  // Either way: a clock put back must not keep progress for ever.
  return saved.version === WIZARD_SNAPSHOT_VERSION && Math.abs(age) <= SAVED_FOR_MS
}

/**
 * The snapshot saved for this site by this version of the machine within the last week;
 * anything else is dropped.
 */
export function readSavedWizard(siteId: string, now = new Date()): Snapshot<unknown> | null {
  let text: string | null
  try {
    text = localStorage.getItem(keyFor(siteId))
  } catch {
    return null
  }
  if (text === null) return null
  let saved: unknown
  try {
    saved = JSON.parse(text)
  } catch {
    saved = null
  }
  if (!isSavedWizard(saved) || !isCurrent(saved, now)) {
    forgetWizard(siteId)
    return null
  }
  // Saved before contact details were left out, or written by hand: never offered with them.
  return withoutContact(saved.snapshot)
}
