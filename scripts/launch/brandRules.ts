import type { Site } from '@travel/config'
import { brandWhere, type Finding } from './finding'

/** What the brand rules read of a brand: launchCheckQuery's answer (web/src/content/queries.ts). */
export interface BrandState {
  sites: Site[]
  operationsEmail: string | null
  /** The CMS forms some page of the brand places. */
  forms: { _id: string; title: string | null; recipients: string[] | null }[]
  /** Its offers, once the Studio has them: none before. */
  offers: { _id: string; title: string; hasTerms: boolean }[]
}

export function operationsEmailFindings({ sites, operationsEmail }: BrandState): Finding[] {
  if (operationsEmail) return []
  return [
    {
      where: brandWhere(sites),
      problem: 'No operations email: nobody hears when a submission cannot be delivered.',
      fix: 'Studio: Site settings › Operations email.',
    },
  ]
}

export function formFindings({ sites, forms }: BrandState): Finding[] {
  return forms
    .filter((form) => !form.recipients?.some((address) => address.trim()))
    .map((form) => ({
      where: brandWhere(sites),
      problem: `The form “${form.title ?? form._id}” emails nobody at the brand: its submissions reach no one's inbox.`,
      fix: `Studio: Forms › “${form.title ?? form._id}” › Email to the team › Recipients.`,
    }))
}

export function offerFindings({ sites, offers }: BrandState): Finding[] {
  return offers
    .filter((offer) => !offer.hasTerms)
    .map((offer) => ({
      where: brandWhere(sites),
      problem: `The offer “${offer.title}” has no terms.`,
      fix: `Studio: write the terms of the offer “${offer.title}”.`,
    }))
}

/** Every finding of one brand as a whole. */
export function brandFindings(state: BrandState): Finding[] {
  return [...operationsEmailFindings(state), ...formFindings(state), ...offerFindings(state)]
}
