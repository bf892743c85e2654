import { PhoneNumberUtil } from 'google-libphonenumber'

/**
 * Splits a phone number as the passenger portal wants it (docs/upstream.md): the calling code
 * with its plus, and the national number. When the number does not parse, a leading plus
 * followed by 1 to 4 digits is taken as the calling code; failing that, the region's.
 * Server only: libphonenumber's metadata is too large to ship to browsers.
 */
export function splitPhone(input: string, region: string): { countryCode: string; phoneNumber: string } {
  const util = PhoneNumberUtil.getInstance()
  const digits = (text: string) => text.replace(/\D/g, '')
  try {
    const parsed = util.parse(input, region)
    const national = parsed.getNationalNumber()
    if (parsed.getCountryCode() && national)
      return { countryCode: `+${parsed.getCountryCode()}`, phoneNumber: String(national) }
  } catch {
    // Falls through to the patterns below.
  }
  const prefixed = /^\s*\+(\d{1,4})[\s-]*(.*)$/.exec(input)
  if (prefixed) return { countryCode: `+${prefixed[1]}`, phoneNumber: digits(prefixed[2] ?? '') }
  return { countryCode: `+${util.getCountryCodeForRegion(region)}`, phoneNumber: digits(input) }
}
