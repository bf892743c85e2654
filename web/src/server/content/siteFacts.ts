import { PhoneNumberFormat, PhoneNumberUtil } from 'google-libphonenumber'
import type { Site } from '@travel/config'
import type { SiteSettingsQueryResult } from '@/content/sanity.types'
import type { SiteFacts } from '@/site/siteFacts'

type Contact = NonNullable<NonNullable<SiteSettingsQueryResult>['contact']>

/** What of a brand's settings the facts come from; partial settings (tests) give what they have. */
export type FactSettings = {
  contact?: Contact | null
  siteDetails?: (Partial<Contact> & { site: string | null; copyright?: string | null })[] | null
  footer?: { copyright?: string | null } | null
}

const phones = PhoneNumberUtil.getInstance()

/**
 * A site's facts (site/siteFacts.ts) from its brand's settings: each of the site's own values
 * where its settings give one, else the brand's. The phone is shown as the site's visitors dial
 * it; the currency is named in words from the site's configuration.
 */
export function siteFacts(site: Site, settings: FactSettings | null | undefined): SiteFacts {
  const brand = settings?.contact
  const own = settings?.siteDetails?.find((details) => details.site === site.id)
  const phone = own?.phone || brand?.phone
  return {
    phone: phone ? dialled(phone, site.phoneRegion) : null,
    email: own?.email || brand?.email || null,
    address: own?.address || brand?.address || null,
    openingHours: own?.openingHours || brand?.openingHours || null,
    currency: currencyInWords(site),
    copyright: own?.copyright || settings?.footer?.copyright || null,
  }
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
