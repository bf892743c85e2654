type TextControl = HTMLInputElement | HTMLTextAreaElement

const UNTYPED_INPUTS = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'reset', 'button', 'image'])

function textControls(container: HTMLElement): TextControl[] {
  return [...container.querySelectorAll<TextControl>('input, textarea')].filter(
    (control) => control instanceof HTMLTextAreaElement || !UNTYPED_INPUTS.has(control.type),
  )
}

/**
 * Tells React what a visitor typed into an island while it hydrated. Call it as the island first
 * commits. Keys can land after the island's values were read and before React commits them.
 * Hydration leaves the screen as it is: the field shows every key, React holds the value it was
 * handed, and its change tracking is set from the screen, so it never hears those keys and its
 * next render takes them off the screen.
 *
 * React writes the value it rendered into each field's `defaultValue` as it hydrates. A field
 * whose value differs from that has keys React missed. Each one is typed again the way React
 * hears it: its tracked value moved away (through the field's own `value`), the value set past
 * it (the element's native setter), then an `input` event. It runs in a microtask: after the
 * commit, before any other key.
 */
export function tellReactWhatWasTyped(container: HTMLElement): void {
  queueMicrotask(() => {
    for (const control of textControls(container)) {
      const typed = control.value
      if (typed === control.defaultValue) continue
      control.value = typed === '' ? ' ' : ''
      const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement
      Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(control, typed)
      control.dispatchEvent(new Event('input', { bubbles: true }))
    }
  })
}
