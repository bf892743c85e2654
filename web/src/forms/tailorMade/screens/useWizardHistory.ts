import { useCallback, useEffect, useRef } from 'react'
import { STEP_COUNT, stepAt, stepNumber, type StepId } from '@/forms/tailorMade/model/steps'
import { isNextHistoryEntry } from '@/hydration/nextInternals'
import type { WizardEvent } from '@/forms/tailorMade/model/tailorMadeWizard.machine'

/**
 * A browser history entry of the wizard's: the step it shows, and its place among the entries
 * this wizard made (`run` tells one page visit's entries from another's). The wizard's own
 * entries have no `__N`: Next's router leaves a pop to them alone.
 */
type WizardEntry = { wizardStep: number; wizardEntry: number; wizardRun: string }

function wizardEntryOf(state: unknown): WizardEntry | null {
  if (typeof state !== 'object' || state === null) return null
  if (!('wizardStep' in state) || !('wizardEntry' in state) || !('wizardRun' in state)) return null
  const { wizardStep, wizardEntry, wizardRun } = state
  if (typeof wizardStep !== 'number' || typeof wizardEntry !== 'number' || typeof wizardRun !== 'string')
    return null
  return { wizardStep, wizardEntry, wizardRun }
}

let mountedWizards = 0
let orphanListener = false

/**
 * A pop to one of the wizard's entries after the visitor left its page by a client-side link:
 * Next's router ignores the entry (no `__N`) and would leave the other page on screen under
 * the wizard's address. The page is loaded again instead, as Next does with entries it cannot
 * handle; the saved progress is offered there.
 */
function reloadOrphanEntry(event: PopStateEvent) {
  if (mountedWizards === 0 && wizardEntryOf(event.state) && !isNextHistoryEntry(event.state))
    window.location.reload()
}

/**
 * The browser's back button as the wizard's previous step: an entry is pushed at each step, and
 * a pop to an entry of an earlier step goes to that step. Returns what the Previous button does:
 * the browser's back when the entry before is the wizard's previous step, else the machine's
 * `back` (which then pushes an entry of its own).
 */
export function useWizardHistory(step: StepId, send: (event: WizardEvent) => void): () => void {
  const number = stepNumber(step)
  const current = useRef(number)
  const entries = useRef<{ run: string; steps: number[]; index: number } | null>(null)

  useEffect(() => {
    current.current = number
  }, [number])

  useEffect(() => {
    mountedWizards += 1
    if (!orphanListener) {
      window.addEventListener('popstate', reloadOrphanEntry)
      orphanListener = true
    }
    const run = Math.random().toString(36).slice(2)
    const firstStep = current.current
    entries.current = { run, steps: [firstStep], index: 0 }
    // The entry the wizard starts on is its first. It is Next's own (or, after a reload, one of
    // an earlier visit's): marked as this run's, keeping Next's keys; and since Next may rewrite
    // its state at any time, also known by its address.
    const pageUrl = location.href
    const pageState: unknown = history.state
    history.replaceState(
      {
        ...(typeof pageState === 'object' ? pageState : {}),
        wizardStep: firstStep,
        wizardEntry: 0,
        wizardRun: run,
      },
      '',
    )

    const onPopState = (event: PopStateEvent) => {
      const known = entries.current
      const entry =
        wizardEntryOf(event.state) ??
        (location.href === pageUrl ? { wizardStep: firstStep, wizardEntry: 0, wizardRun: run } : null)
      if (!entry || !known) return
      if (entry.wizardRun === known.run) known.index = entry.wizardEntry
      else entries.current = { run: known.run, steps: [entry.wizardStep], index: 0 }
      if (current.current === STEP_COUNT && entry.wizardRun === known.run && entry.wizardEntry > 0) {
        // Sent: the steps cannot be gone back to. Back leaves the wizard's entries at once.
        history.go(-entry.wizardEntry)
        return
      }
      const target = stepAt(entry.wizardStep)
      if (target && entry.wizardStep < current.current) send({ type: 'goTo', step: target })
    }
    window.addEventListener('popstate', onPopState)
    return () => {
      mountedWizards -= 1
      window.removeEventListener('popstate', onPopState)
    }
  }, [send])

  useEffect(() => {
    const known = entries.current
    if (!known) return
    // Already on this step's entry: the first render, or the browser's own move, brought it.
    if (known.steps[known.index] === number) return
    known.steps = [...known.steps.slice(0, known.index + 1), number]
    known.index += 1
    history.pushState({ wizardStep: number, wizardEntry: known.index, wizardRun: known.run }, '')
  }, [number])

  return useCallback(() => {
    const known = entries.current
    if (known && known.index > 0 && known.steps[known.index - 1] === current.current - 1) history.back()
    else send({ type: 'back' })
  }, [send])
}
