/** Every ISO 4217 currency Node's Intl knows, with its English name. */
export function currencyList(): { code: string; name: string }[]
