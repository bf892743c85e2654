import type { ReferenceOptions } from 'sanity'

/** Reference options whose picker only offers documents of the editing document's brand. */
export function brandReferenceOptions(): ReferenceOptions {
  return {
    disableNew: true,
    filter: ({ document }) => ({
      filter: 'brand == $brand',
      params: { brand: (document as { brand?: string }).brand ?? '' },
    }),
  }
}
