/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { siteSettingsId } from '@travel/config'
import { defaultDatasetPath } from '@/server/content/embeddedDataset'
import { embeddedSource } from '@/server/content/source'
import { operationsEmailQuery, pageQuery, siteSettingsQuery } from './queries'

const seed = readFileSync(defaultDatasetPath(), 'utf8')
const settingsOf = (brand: string) =>
  seed
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((document) => document._id === siteSettingsId('tours') && document.brand === brand)!

/** The seed with stray copies of tours' settings added before and after the Studio's own. */
function withStrayCopies(): string {
  const own = settingsOf('tours')
  const stray = (id: string) =>
    JSON.stringify({
      ...own,
      _id: id,
      title: `Stray ${id}`,
      operationsEmail: 'stray@example.com',
      homePage: { _type: 'reference', _ref: 'page-tours-about-us' },
    })
  const dataset = [stray('0a1b2c3d-copy'), seed.trim(), stray('zz-copy')].join('\n')
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'settings-')), 'dataset.ndjson')
  writeFileSync(file, dataset)
  return file
}

describe("a brand's site settings, when a second copy exists", () => {
  it("are the Studio's own document (siteSettings-<brand>), wherever the copies sit", async () => {
    const source = embeddedSource(withStrayCopies())
    expect((await source(siteSettingsQuery, { brand: 'tours' }))?.title).toBe(settingsOf('tours').title)
    expect(await source(operationsEmailQuery, { brand: 'tours' })).toBe(
      settingsOf('tours').operationsEmail ?? null,
    )
    // The home page is the one the Studio's settings name, not a copy's.
    const home = await source(pageQuery, {
      brand: 'tours',
      slug: '',
      site: 'tours',
      now: new Date().toISOString(),
    })
    expect(home?._id).toBe('page-tours-home')
  })
})
