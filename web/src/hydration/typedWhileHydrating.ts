type TextControl = HTMLInputElement | HTMLTextAreaElement

const isTextControl = (target: EventTarget | null): target is TextControl =>
  (target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio') ||
  target instanceof HTMLTextAreaElement

/**
 * What a visitor types into an island between the moment its values are read and React's first
 * commit: React hydrates each controlled field with the value it was handed and never heard the
 * key, so its state lacks it and its next render takes the key off the screen. `restore`, called
 * as the island commits (a layout effect: no key press can come between), stops watching and
 * types each such value again the way React hears it: the element's own value setter, then an
 * `input` event.
 */
export function watchTypingWhileHydrating(container: HTMLElement) {
  const typed = new Map<TextControl, string>()
  const record = (event: Event) => {
    if (isTextControl(event.target)) typed.set(event.target, event.target.value)
  }
  container.addEventListener('input', record, true)
  const stop = () => container.removeEventListener('input', record, true)
  return {
    /** Stops watching, typing nothing again (the island is going away). */
    stop,
    restore() {
      stop()
      for (const [control, value] of typed) {
        if (!control.isConnected) continue
        // React keeps what it last saw of the field beside it, and hears a change only against
        // that: let it see the field empty, then set the value past it, as typing does.
        control.value = ''
        const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement
        Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(control, value)
        control.dispatchEvent(new Event('input', { bubbles: true }))
      }
      typed.clear()
    },
  }
}
