import { parseOneAddress } from 'email-addresses'

/**
 * Top-level names that never lead to a mailbox on the internet: special-use and reserved names
 * (RFC 2606, 6761, 6762, 7686, 8375, 9476; ICANN's `.internal`) and the usual private ones.
 */
const PRIVATE_TOP_LEVEL_NAMES = new Set([
  'alt',
  'arpa',
  'corp',
  'example',
  'home',
  'internal',
  'invalid',
  'lan',
  'local',
  'localdomain',
  'localhost',
  'onion',
  'test',
])

/** A DNS label (letters, digits, inner hyphens); a top-level one is letters or an IDN (`xn--`). */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
const TOP_LEVEL_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/

/** The domain as DNS knows it (lower case, IDNs in punycode), or null when it is no host name. */
export function asciiHostName(domain: string): string | null {
  try {
    return new URL(`http://${domain}/`).hostname
  } catch {
    return null
  }
}

/**
 * A name anyone on the internet can send mail to: two labels or more, a top-level name that is
 * neither numeric (an IP address) nor private, and no address literal (`[127.0.0.1]`).
 */
export function isPublicDomainName(domain: string): boolean {
  const host = asciiHostName(domain)
  if (!host || host.length > 253) return false
  const labels = host.split('.')
  const topLevel = labels.at(-1) ?? ''
  return (
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LEVEL_LABEL.test(topLevel) &&
    !PRIVATE_TOP_LEVEL_NAMES.has(topLevel)
  )
}

/**
 * Whether a value is exactly one mailbox (`name@domain`) on a public domain name, as an RFC 5322
 * parser (email-addresses) reads it: no list (`a@x.org,b@y.org`), no group (`list:a@x.org;`), no
 * display name, comment or angle brackets, nothing around it. A mail server splits such values
 * into several recipients, so an address that receives mail from us must pass this.
 */
export function isSingleMailbox(value: string): boolean {
  const parsed = parseOneAddress({ input: value, rfc6532: true, rejectTLD: true })
  return (
    parsed?.type === 'mailbox' &&
    parsed.name === null &&
    parsed.address === value &&
    isPublicDomainName(parsed.domain)
  )
}
