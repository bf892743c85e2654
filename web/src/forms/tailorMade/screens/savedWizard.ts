import type { Snapshot } from 'xstate'
import { WIZARD_SNAPSHOT_VERSION } from '@/machines/tailorMadeWizard.machine'

/** What the browser keeps between visits: the machine's persisted snapshot, stamped with the
 * machine's version so a changed machine drops an older one. */
type SavedWizard = { version: number; savedAt: string; snapshot: Snapshot<unknown> }

const keyFor = (siteId: string) => `tailorMadeWizard:${siteId}`

// Storage may be missing or refuse (private mode, a full quota): the wizard works on without it.

export function saveWizard(siteId: string, snapshot: Snapshot<unknown>): void {
  const saved: SavedWizard = { version: WIZARD_SNAPSHOT_VERSION, savedAt: new Date().toISOString(), snapshot }
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
  if (typeof value !== 'object' || value === null) return false
  if (!('version' in value) || !('snapshot' in value)) return false
  return typeof value.snapshot === 'object' && value.snapshot !== null
}

/** The snapshot saved for this site by this version of the machine; anything else is dropped. */
export function readSavedWizard(siteId: string): Snapshot<unknown> | null {
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
  if (!isSavedWizard(saved) || saved.version !== WIZARD_SNAPSHOT_VERSION) {
    forgetWizard(siteId)
    return null
  }
  return saved.snapshot
}
