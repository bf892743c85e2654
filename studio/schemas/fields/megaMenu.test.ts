import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import type { SanityDocument } from 'sanity'
import { validateDocuments } from '../../testing/validateDocuments'
import { slugify } from '@travel/config'
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
  type Group = { _key: string; slug: { current: string }; destinations: { slug: { current: string } }[] }

  async function problemsWith(change: (groups: Group[]) => void) {
    const edited = structuredClone(golf)
    change(edited.megaMenu as Group[])
    return (await validateDocuments([edited], dataset)).map((problem) => problem.message)
  }

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
      ['Lowercase letters, digits and single hyphens only, e.g. sri-lanka'],
    )
  })

  it('refuses a group without destinations', async () => {
    const problems = await problemsWith((groups) => {
      groups[2]!.destinations = []
    })
    assert.equal(problems.length, 1)
  })
})
