/**
 * A document of a dataset as Sanity exports and stores it: its id, its type and its fields. The
 * embedded dataset holds these (embeddedDataset.ts), and the drafts overlay reads them.
 */
export type SanityDocument = { _id: string; _type: string; [key: string]: unknown }
