import { defineField, type ValidationContext } from 'sanity'
import { SANITY_API_VERSION } from '@travel/config'

/** The brand whose destination pages the sites of every brand may link to (spec 02 §2). */
export const MAIN_TOURS_BRAND = 'tours'

/** How to read a referenced page: its brand, or null when no published document has its id. */
async function publishedBrand(id: string, context: ValidationContext): Promise<{ brand?: string } | null> {
  return context
    .getClient({ apiVersion: SANITY_API_VERSION })
    .fetch<{ brand?: string } | null>('*[_id == $id][0]{brand}', { id })
}

export const NOT_PUBLISHED = 'This page is not published: publish it first, or choose another'

/**
 * Checks a reference to a destination page: a published page of one of the `brands`. A link to a
 * draft or to nothing would lead nowhere; `wrongBrand` says what to choose instead.
 */
export async function checkDestinationPage(
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

const brandOf = (document: unknown) => (document as { brand?: string } | undefined)?.brand ?? ''

/**
 * A related destination's page: one of this brand's or of the main tours site's. Its link opens
 * the page at its own address; without one, the destination's tours on the main tours site.
 */
export const relatedDestinationPageField = defineField({
  name: 'page',
  title: 'Destination page',
  description:
    'The page the card opens, at its own address. Without one, the card opens the tours of this destination (/tours/{slug}) on the main tours site.',
  type: 'reference',
  to: [{ type: 'destinationPage' }],
  options: {
    disableNew: true,
    filter: ({ document }) => ({
      filter: 'brand in [$brand, $main]',
      params: { brand: brandOf(document), main: MAIN_TOURS_BRAND },
    }),
  },
  validation: (rule) =>
    rule.custom((value: { _ref?: string } | undefined, context) =>
      checkDestinationPage(
        value,
        context,
        [brandOf(context.document), MAIN_TOURS_BRAND],
        'Choose a destination page of this brand or of the main tours site',
      ),
    ),
})
