/**
 * The type of a seed document (studio/seed/documents/<brand>/<_id>.ts): the document type that
 * TypeGen generates from the schema (web/src/content/sanity.types.ts), as Sanity's import format
 * writes it. A field the schema does not have, or a value of the wrong type, fails tsc.
 * - No `_createdAt`, `_updatedAt` or `_rev`: the dataset import sets them.
 * - An image names its file instead of an uploaded asset: `_sanityAsset:
 *   'image@file://./images/<file>'`, a file of studio/seed/images/ (the import uploads it; the
 *   embedded dataset serves it, web/src/server/content/embeddedDataset.ts).
 * - A file likewise: `_sanityAsset: 'file@file://./files/<sha1>.<ext>'`, a file of
 *   studio/seed/files/ (a seed brochure's PDF: `brochureFile` of studio/seed/brochurePdf.ts
 *   names it, and `npm run generate` writes it).
 */
export type SeedDocument<Document> = Seed<Omit<Document, '_createdAt' | '_updatedAt' | '_rev'>>

type Seed<Value> = Value extends { _type: 'image' }
  ? Omit<Value, 'asset'> & { _sanityAsset: `image@file://./images/${string}` }
  : Value extends { _type: 'file' }
    ? Omit<Value, 'asset'> & { _sanityAsset: `file@file://./files/${string}` }
    : Value extends readonly (infer Item)[]
      ? Seed<Item>[]
      : Value extends object
        ? { [Key in keyof Value]: Seed<Value[Key]> }
        : Value
