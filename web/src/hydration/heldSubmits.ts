/**
 * Sends made before the page's scripts ran: public/frontend/hold-submits.js stops them and keeps
 * their forms, and each form island takes its own once it holds its sends itself (HydrateOnInteraction).
 */

/** The hold script, loaded by pages/_document.tsx on every page. */
export const HOLD_SUBMITS_SCRIPT = '/frontend/hold-submits.js'

/** Marks a form island's element; the hold script holds sends from forms inside it. */
export const FORM_ISLAND = { 'data-form-island': '' } as const

/** Marks a form island that now holds or handles its own sends: the hold script lets them through. */
export const FORM_ISLAND_LISTENING = { 'data-form-island-listening': '' } as const

declare global {
  interface Window {
    /** The forms whose sends the hold script stopped, oldest first. */
    __heldSubmits?: HTMLFormElement[]
  }
}

/**
 * Tells the hold script that this island now listens to its own sends, and takes the send it
 * held for a form inside it, if any (the last one: a visitor who pressed twice meant one send).
 */
export function takeHeldSubmit(island: HTMLElement): HTMLFormElement | null {
  for (const [name, value] of Object.entries(FORM_ISLAND_LISTENING)) island.setAttribute(name, value)
  const held = window.__heldSubmits ?? []
  const mine = held.filter((form) => island.contains(form))
  // In place: the hold script keeps adding to this list.
  for (const form of mine) held.splice(held.indexOf(form), 1)
  return mine.at(-1) ?? null
}
