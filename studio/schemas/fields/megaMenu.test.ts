import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import type { SanityDocument } from 'sanity'
import { validateDocuments } from '../../testing/validateDocuments'
import { slugify } from '@travel/config'
import { NOT_PUBLISHED } from './publishedReference'
import { duplicateSlugs } from './megaMenu'

describe('the mega-menu fields', () => {
  it('slugify makes a group title its address segment', () => {
    assert.equal(slugify('Africa & Middle East'), 'africa-middle-east')
    assert.equal(slugify('The Americas'), 'the-americas')
    assert.equal(slugify('Côte d’Azur'), 'cote-d-azur')
  })

  it('duplicateSlugs names each slug used twice, once', () => {
    const item = (current?: string) => ({ slug: current ? { _type: 'slug', current } : undefined })
    assert.deepEqual(duplicateSlugs([item('asia'), item('europe'), item('asia'), item('asia'), item()]), [
      'asia',
    ])
    assert.deepEqual(duplicateSlugs([item('asia'), item('europe')]), [])
    assert.deepEqual(duplicateSlugs(undefined), [])
  })
})

describe('the mega-menu in site settings, as the Studio validates it', () => {
  const dataset = readFileSync(path.join(__dirname, '..', '..', 'seed', 'dataset.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SanityDocument)
  const golf = dataset.find((document) => document._id === 'siteSettings-golf')!
  type Destination = {
    title: string
    slug: { current: string }
    isShow?: boolean
    page?: { _type: 'reference'; _ref: string }
  }
  type Group = { _key: string; slug: { current: string }; destinations: Destination[] }

  async function findingsWith(change: (groups: Group[]) => void, seen: SanityDocument[] = dataset) {
    const edited = structuredClone(golf)
    change(edited.megaMenu as Group[])
    return validateDocuments([edited], seen)
  }

  const NOT_LINKED = 'Not linked: without a destination page of this brand'

  /** What the Studio says of the change, but the seed's own unlinked destinations. */
  async function problemsWith(change: (groups: Group[]) => void, seen?: SanityDocument[]) {
    return (await findingsWith(change, seen))
      .map((finding) => finding.message)
      .filter((message) => !message.startsWith(NOT_LINKED))
  }

  const destinationTitled = (groups: Group[], title: string) =>
    groups.flatMap((group) => group.destinations).find((destination) => destination.title === title)!
  const pageRef = (id: string) => ({ _type: 'reference' as const, _ref: id })

  it('refuses a destination page of another brand than the one its link goes to', async () => {
    assert.deepEqual(
      await problemsWith((groups) => {
        // Japan is on the main tours site: golf's own Scotland page is not its page.
        destinationTitled(groups, 'Japan').page = pageRef(
          'destinationPage-golf-great-britain-ireland-scotland',
        )
      }),
      ['Choose a destination page of the main tours site, or turn on “Has a page on this site”'],
    )
    assert.deepEqual(
      await problemsWith((groups) => {
        destinationTitled(groups, 'Scotland').page = pageRef('destinationPage-tours-asia-japan')
      }),
      ['Choose a destination page of this brand, or turn off “Has a page on this site”'],
    )
  })

  it('refuses a link to a page that does not exist or is not published', async () => {
    const problems = await problemsWith((groups) => {
      destinationTitled(groups, 'Japan').page = pageRef('destinationPage-tours-asia-nowhere')
    })
    assert.ok(problems.includes(NOT_PUBLISHED), 'a reference to nothing is refused')
    const draftOnly = dataset.map((document) =>
      document._id === 'destinationPage-tours-asia-japan'
        ? { ...document, _id: `drafts.${document._id}` }
        : document,
    )
    assert.ok(
      (await problemsWith(() => undefined, draftOnly)).length >= 1,
      'a reference to a draft is refused',
    )
  })

  it("warns that the brand's own destination without a page will not be linked", async () => {
    const warnings = (
      await findingsWith((groups) => {
        delete destinationTitled(groups, 'Scotland').page
      })
    ).filter((finding) => finding.level === 'warning' && finding.path.includes('[_key='))
    assert.ok(warnings.some((warning) => warning.message.startsWith(NOT_LINKED)))
  })

  it('refuses two groups with one slug, and two destinations of a group with one slug', async () => {
    assert.deepEqual(
      await problemsWith((groups) => {
        groups[1]!.slug.current = groups[0]!.slug.current
        groups[0]!.destinations[1]!.slug.current = groups[0]!.destinations[0]!.slug.current
      }),
      ['Two groups share the slug great-britain-ireland', 'Two destinations share the slug scotland'],
    )
  })

  it('refuses a slug that is not lowercase words and hyphens', async () => {
    assert.deepEqual(
      await problemsWith((groups) => {
        groups[0]!.destinations[0]!.slug.current = 'Scotland '
      }),
      ['Use lower-case letters, digits and single hyphens: “scotland”, not “Scotland ”.'],
    )
  })

  it('refuses a group without destinations', async () => {
    const problems = await problemsWith((groups) => {
      groups[2]!.destinations = []
    })
    assert.equal(problems.length, 1)
  })
})
