import { defineField } from 'sanity'
import { brandOf, checkPublishedReference } from './publishedReference'

/** The brand whose destination pages the sites of every brand may link to (spec 02 §2). */
export const MAIN_TOURS_BRAND = 'tours'

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
      checkPublishedReference(
        value,
        context,
        [brandOf(context.document), MAIN_TOURS_BRAND],
        'Choose a destination page of this brand or of the main tours site',
      ),
    ),
})
