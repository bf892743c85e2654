import type { Site } from '@travel/config'
import type { ContactUsBody } from '@/server/upstream/passengerPortal'
import { splitPhone } from '@/forms/phone/splitPhone'
import type { ContactValues } from '@/forms/contact/schema'

/** What the site stores: the form's values without the captcha token, which is spent. */
export type StoredContact = ContactValues

/** The message carries a note of where it came from, for the back office. */
export function withSourceNote(message: string | undefined, site: Site): string {
  const note = `Sent from the contact form on ${site.siteLabel}`
  return message?.trim() ? `${message.trim()}\n\n${note}` : note
}

/** The body of POST {passenger portal}/online-form/contact-us (docs/upstream.md). */
export function contactUsBody(values: StoredContact, site: Site): ContactUsBody {
  const { countryCode, phoneNumber } = splitPhone(values.phoneNumber, values.phoneCountry)
  return {
    title: values.title,
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    phoneNumber,
    countryCode,
    message: withSourceNote(values.message, site),
    isSubscribeNewsletters: true,
  }
}
