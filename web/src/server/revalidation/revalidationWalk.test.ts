/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// This file's own dataset, read by the content source on its first query.
const datasetPath = path.join(mkdtempSync(path.join(tmpdir(), 'revalidation-walk-')), 'dataset.ndjson')
const reference = (id: string) => ({ _type: 'reference', _ref: id, _key: id })
const documents = [
  { _id: 'siteSettings-golf', _type: 'siteSettings', brand: 'golf', homePage: reference('home') },
  { _id: 'home', _type: 'page', brand: 'golf', slug: { current: 'home' }, blocks: [] },
  {
    _id: 'spain',
    _type: 'destinationPage',
    brand: 'golf',
    slug: { current: 'spain' },
    group: { current: 'europe' },
  },
  {
    _id: 'spain-offer',
    _type: 'offer',
    brand: 'golf',
    slug: { current: 'spain-offer' },
    destinations: [reference('spain')],
  },
  {
    _id: 'deals',
    _type: 'page',
    brand: 'golf',
    slug: { current: 'deals' },
    blocks: [
      { _type: 'offerLinks', _key: 'o', sections: [{ _key: 's', offers: [reference('spain-offer')] }] },
    ],
  },
  {
    _id: 'about',
    _type: 'page',
    brand: 'golf',
    slug: { current: 'about' },
    blocks: [{ _type: 'richTextSection', _key: 'r', link: { reference: reference('deals') } }],
  },
]
writeFileSync(datasetPath, documents.map((document) => JSON.stringify(document)).join('\n'))
process.env.CONTENT_DATASET_PATH = datasetPath

import { revalidationPaths } from './revalidationPaths'

it('follows references through what shows what it refers to (an offer), not through a link', async () => {
  const change = { _id: 'spain', _type: 'destinationPage', brand: 'golf', slug: 'spain' } as const
  // The destination's own page, the offer that shows it, the page that shows the offer; not the
  // page that only links to that page, nor home.
  expect((await revalidationPaths(change)).sort()).toEqual([
    '/_sites/golf/deals',
    '/_sites/golf/offers/spain-offer',
    '/_sites/golf/tour-destination/europe/spain',
  ])
})

it('re-renders the home page at / when it changes', async () => {
  const change = { _id: 'home', _type: 'page', brand: 'golf', slug: 'home' } as const
  // Its settings refer to it: every page (here, home alone is a path of the brand's).
  expect(await revalidationPaths(change)).toContain('/_sites/golf')
})
