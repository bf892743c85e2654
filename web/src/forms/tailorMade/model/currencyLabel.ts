let names: Intl.DisplayNames | null | undefined

/**
 * How the budget list shows a currency: "AUD — Australian Dollar", named by the browser's own
 * Intl (no list of names is shipped), or the bare code where the browser cannot name it.
 */
export function currencyLabel(code: string): string {
  names ??=
    typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'currency' }) : null
  const name = names?.of(code)
  return name && name !== code ? `${code} — ${name}` : code
}
