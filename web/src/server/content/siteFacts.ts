import { PhoneNumberFormat, PhoneNumberUtil } from 'google-libphonenumber'
import { marketOf, type Site } from '@travel/config'
import type { SiteSettingsQueryResult } from '@/content/sanity.types'
import type { SiteFacts } from '@/site/siteFacts'

type Contact = NonNullable<NonNullable<SiteSettingsQueryResult>['contact']>
type Company = NonNullable<NonNullable<SiteSettingsQueryResult>['company']>

/**
 * What of a brand's settings the facts come from (content/projections.ts, factSettingsProjection);
 * partial settings (tests) give what they have.
 */
export type FactSettings = {
  contact?: Contact | null
  company?: Partial<Company> | null
  siteDetails?: (Partial<Contact> & Partial<Company> & { site: string | null })[] | null
}

const phones = PhoneNumberUtil.getInstance()

/**
 * A site's facts (site/siteFacts.ts) from its brand's settings: each of the site's own values
 * where its settings give one, else the brand's. The phone is shown as the site's visitors dial
 * it; the currency is named in words, and the travel advice and insurance are its market's, from
 * the site's configuration; the footer's legal line is made of the company and its business
 * number (`now` gives its year).
 */
export function siteFacts(
  site: Site,
  settings: FactSettings | null | undefined,
  now: Date = new Date(),
): SiteFacts {
  const brand = settings?.contact
  const company = settings?.company
  const own = settings?.siteDetails?.find((details) => details.site === site.id)
  const phone = own?.phone || brand?.phone
  const legalName = own?.legalName || company?.legalName || null
  const businessNumber = own?.businessNumber || company?.businessNumber || null
  return {
    phone: phone ? dialled(phone, site.phoneRegion) : null,
    email: own?.email || brand?.email || null,
    address: own?.address || brand?.address || null,
    openingHours: own?.openingHours || brand?.openingHours || null,
    currency: currencyInWords(site),
    legalName,
    businessNumber,
    governingLaw: own?.governingLaw || company?.governingLaw || null,
    privacyLaw: own?.privacyLaw || company?.privacyLaw || null,
    copyright: legalName ? legalLine(legalName, businessNumber, now) : null,
    travelAdvice: marketOf(site).travelAdvice,
    travelInsurance: marketOf(site).travelInsurance,
  }
}

/** '© 2026 Wayfarer Tours Pty Ltd. ABN 13 054 110 254. All rights reserved.' */
function legalLine(legalName: string, businessNumber: string | null, now: Date): string {
  const company = [legalName, businessNumber].filter(Boolean).join('. ')
  return `© ${now.getFullYear()} ${company}. All rights reserved.`
}

/** '+61 1300 929 327' as an Australian dials it ('1300 929 327'), its tel: link and E.164 form. */
function dialled(international: string, region: string): NonNullable<SiteFacts['phone']> {
  try {
    const number = phones.parse(international, region)
    const e164 = phones.format(number, PhoneNumberFormat.E164)
    const national = phones.getRegionCodeForNumber(number) === region
    return {
      text: phones.format(number, national ? PhoneNumberFormat.NATIONAL : PhoneNumberFormat.INTERNATIONAL),
      href: `tel:${e164}`,
      international: phones.format(number, PhoneNumberFormat.INTERNATIONAL),
    }
  } catch {
    // The Studio checks the form; a number it cannot read is shown as the editor typed it.
    return { text: international, href: `tel:${international.replace(/[^\d+]/g, '')}`, international }
  }
}

/** 'AUD' on an Australian site: 'Australian dollars'. */
function currencyInWords(site: Site): string {
  const parts = new Intl.NumberFormat(site.locale, {
    style: 'currency',
    currency: site.currency,
    currencyDisplay: 'name',
  }).formatToParts(2)
  return parts.find((part) => part.type === 'currency')?.value ?? site.currency
}
