/** @jest-environment node */
import { copyFile, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getSite, type Site } from '@travel/config'
import { defaultDatasetPath } from '@/server/content/embeddedDataset'
import { hasTailorMadeWizard } from './wizardSites'

let dir: string
let dataset: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wizard-sites-'))
  dataset = path.join(dir, 'dataset.ndjson')
  await copyFile(defaultDatasetPath(), dataset)
  process.env.CONTENT_DATASET_PATH = dataset
})

afterAll(async () => {
  delete process.env.CONTENT_DATASET_PATH
  await rm(dir, { recursive: true, force: true })
})

const site = (id: string) => getSite(id) as Site

it('is the sites whose brand has a page with the wizard block (tours, tours-nz and golf in the seed)', async () => {
  const answers = await Promise.all(
    ['tours', 'tours-nz', 'golf', 'cruises', 'rail'].map(async (id) => [
      id,
      await hasTailorMadeWizard(site(id)),
    ]),
  )
  expect(Object.fromEntries(answers)).toEqual({
    tours: true,
    'tours-nz': true,
    golf: true,
    cruises: false,
    rail: false,
  })
})

it('follows the editors: a brand that adds the block to a page has the wizard', async () => {
  const lines = (await readFile(dataset, 'utf8')).split('\n')
  const at = lines.findIndex((line) => line.includes('"_type":"page","brand":"cruises"'))
  const page = JSON.parse(lines[at]!) as { blocks?: unknown[] }
  page.blocks = [
    ...(page.blocks ?? []),
    { _key: 'wizard', _type: 'tailorMadeWizard', title: 'Plan a cruise' },
  ]
  lines[at] = JSON.stringify(page)
  await writeFile(dataset, lines.join('\n'))
  // A later modification time than the copy's, whatever the file system's resolution.
  const later = new Date(Date.now() + 5_000)
  await utimes(dataset, later, later)
  expect(await hasTailorMadeWizard(site('cruises'))).toBe(true)
  expect(await hasTailorMadeWizard(site('rail'))).toBe(false)
})

it("follows Show only on: a wizard limited to one of the brand's sites is no wizard of the other", async () => {
  const lines = (await readFile(dataset, 'utf8')).split('\n')
  const at = lines.findIndex((line) => line.includes('"_id":"page-tours-tailor-made"'))
  const page = JSON.parse(lines[at]!) as { blocks: { _type: string; onlyOnSites?: string[] }[] }
  for (const block of page.blocks) if (block._type === 'tailorMadeWizard') block.onlyOnSites = ['tours-nz']
  lines[at] = JSON.stringify(page)
  await writeFile(dataset, lines.join('\n'))
  // Later than the previous test's change, whatever the file system's resolution.
  const later = new Date(Date.now() + 10_000)
  await utimes(dataset, later, later)
  expect(await hasTailorMadeWizard(site('tours'))).toBe(false)
  expect(await hasTailorMadeWizard(site('tours-nz'))).toBe(true)
})
