/** Every ISO 4217 currency code Node's Intl knows. */
export function currencyCodes(): string[]
