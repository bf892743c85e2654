import { useEffect, useRef, useState } from 'react'

/**
 * Marks a group of controls whose answer is refused (a fieldset of choice cards): a group takes
 * no focus, so the first of its controls does.
 */
export const INVALID_GROUP = 'data-invalid'

const FOCUSABLE =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)'

/**
 * The control a visitor mends first in `container`: the first that says it is invalid (Field
 * sets aria-invalid), or the first control of an invalid group; else the first alert (a message
 * no control holds, such as the wizard's rooms), which takes focus for the purpose.
 */
export function firstInvalidControl(container: HTMLElement): HTMLElement | null {
  const invalid = container.querySelector<HTMLElement>(`[aria-invalid="true"], [${INVALID_GROUP}]`)
  if (invalid?.hasAttribute(INVALID_GROUP))
    return (
      invalid.querySelector<HTMLElement>('input[type="radio"]:checked:not(:disabled)') ??
      invalid.querySelector<HTMLElement>(FOCUSABLE) ??
      focusableMessage(invalid.querySelector<HTMLElement>('[id$="-error"]'))
    )
  if (invalid) return invalid
  return focusableMessage(container.querySelector<HTMLElement>('[role="alert"]'))
}

function focusableMessage(message: HTMLElement | null): HTMLElement | null {
  if (message && !message.hasAttribute('tabindex')) message.tabIndex = -1
  return message
}

/**
 * Moves the focus to `element` and brings it to the middle of the window: at 390 px a message
 * under the fold would leave the visitor pressing a button that seems to do nothing. Smoothly,
 * or at once for visitors who prefer reduced motion.
 */
export function revealControl(element: HTMLElement): void {
  element.focus({ preventScroll: true })
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  element.scrollIntoView?.({ block: 'center', behavior: reduced ? 'instant' : 'smooth' })
}

/** Focuses and scrolls to the first control of `container` a visitor must mend (firstInvalidControl). */
export function revealFirstInvalid(container: HTMLElement): void {
  const target = firstInvalidControl(container)
  if (target) revealControl(target)
}

/** What useRevealAfterRender gives: where the form is, and a reveal to run after the next render. */
export type RevealAfterRender = {
  /** The form element (its submit event's currentTarget). */
  setContainer: (container: HTMLElement) => void
  /** Runs `reveal` with the form once React has drawn the render this one asks for. */
  reveal: (reveal: (container: HTMLElement) => void) => void
}

/**
 * Runs a reveal once React has drawn what the last render brought (the refused fields' messages
 * and aria-invalid), not before: a refused send asks for it, the effect runs it, with the form
 * when it is still on the page (a wizard step that moved on has a new one).
 */
export function useRevealAfterRender(): RevealAfterRender {
  const container = useRef<HTMLElement | null>(null)
  const pending = useRef<((container: HTMLElement) => void) | null>(null)
  const [request, setRequest] = useState(0)
  useEffect(() => {
    const reveal = pending.current
    pending.current = null
    if (reveal && container.current?.isConnected) reveal(container.current)
  }, [request])
  return {
    setContainer: (element) => {
      container.current = element
    },
    reveal: (reveal) => {
      pending.current = reveal
      setRequest((count) => count + 1)
    },
  }
}
