import { defineArrayMember, type ValidationContext } from 'sanity'
import { brandReferenceOptions } from './brandReferenceOptions'
import { SANITY_API_VERSION } from '@travel/config'

/** The brand of the document being edited ('' without one). */
export const brandOf = (document: unknown) => (document as { brand?: string } | undefined)?.brand ?? ''

/** How to read a referenced document: its brand, or null when no published document has its id. */
async function publishedBrand(id: string, context: ValidationContext): Promise<{ brand?: string } | null> {
  return context
    .getClient({ apiVersion: SANITY_API_VERSION })
    .fetch<{ brand?: string } | null>('*[_id == $id][0]{brand}', { id })
}

/** What the Studio says of a link to a document that is missing or only a draft. */
export const NOT_PUBLISHED = 'This page is not published: publish it first, or choose another'

/**
 * Checks a reference a visitor will follow: a published document of one of the `brands`. A link
 * to a draft or to nothing would lead nowhere; `wrongBrand` says what to choose instead. An error,
 * so the Studio will not publish the link until it leads somewhere.
 */
export async function checkPublishedReference(
  value: { _ref?: string } | undefined,
  context: ValidationContext,
  brands: string[],
  wrongBrand: string,
): Promise<true | string> {
  if (!value?._ref) return true
  const found = await publishedBrand(value._ref, context)
  if (!found) return NOT_PUBLISHED
  return found.brand && brands.includes(found.brand) ? true : wrongBrand
}

/**
 * A list member that references a published document of `type` of the editing document's brand:
 * the picker offers only the brand's (brandReferenceOptions), and publishing is refused for a
 * draft, a deleted one or another brand's (`wrongBrand` says what to choose instead).
 */
export function publishedBrandReferenceMember(type: string, wrongBrand: string) {
  return defineArrayMember({
    type: 'reference',
    to: [{ type }],
    options: brandReferenceOptions(),
    validation: (rule) =>
      rule.custom((value: { _ref?: string } | undefined, context) =>
        checkPublishedReference(value, context, [brandOf(context.document)], wrongBrand),
      ),
  })
}
