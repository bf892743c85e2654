import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import type { SanityDocument } from 'sanity'
import { validateDocuments } from '../../testing/validateDocuments'

const dataset = readFileSync(path.join(__dirname, '..', '..', 'seed', 'dataset.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as SanityDocument)

/** What the Studio says of a seed document's slug once it is `slug`. */
async function slugProblems(id: string, slug: string): Promise<string[]> {
  const document = { ...dataset.find((each) => each._id === id)!, slug: { _type: 'slug', current: slug } }
  return (await validateDocuments([document], dataset))
    .filter((problem) => problem.path === 'slug')
    .map((problem) => problem.message)
}

describe('a slug, as it is typed', () => {
  it('is refused on a page with capitals, and the message says which slug would do', async () => {
    assert.deepEqual(await slugProblems('page-tours-about-us', 'Summer-Sale'), [
      'Use lower-case letters, digits and single hyphens (a “/” between parts): “summer-sale”, not “Summer-Sale”.',
    ])
  })

  it('is refused with doubled, leading or trailing hyphens, spaces or a leading "/"', async () => {
    for (const slug of [
      'summer--sale',
      '-summer-sale',
      'summer-sale-',
      'summer sale',
      '/summer-sale',
      'a//b',
    ]) {
      assert.equal((await slugProblems('page-tours-about-us', slug)).length, 1, slug)
    }
  })

  it('is accepted on a page as the webhook accepts it: lower-case words, parts joined by "/"', async () => {
    for (const slug of ['summer-sale', 'guides/rail-2026', '2027']) {
      assert.deepEqual(await slugProblems('page-tours-about-us', slug), [], slug)
    }
  })

  it('is refused on a page where the site shows something else, and the message says what', async () => {
    assert.deepEqual(await slugProblems('page-tours-about-us', 'news'), [
      'The site shows the list of news posts and each news post at /news, so a page there would never show. Choose another address.',
    ])
    assert.deepEqual(await slugProblems('page-tours-about-us', 'tours/japan'), [
      'The site shows the warehouse’s tour lists (/tours/{destination}) at /tours, so a page there would never show. Choose another address.',
    ])
    for (const slug of [
      'offers',
      'travel-tips/2027',
      'tour-destination/asia',
      'enquire/tours/tr-vn-15',
      'api',
    ]) {
      assert.equal((await slugProblems('page-tours-about-us', slug)).length, 1, slug)
    }
  })

  it('is accepted on a page beside those addresses: under the enquiry page, a word that starts like one', async () => {
    for (const slug of ['enquire/groups', 'newsletter', 'tours-and-cruises', 'our-offers']) {
      assert.deepEqual(await slugProblems('page-tours-about-us', slug), [], slug)
    }
  })

  it('is one part on a post and a destination page', async () => {
    assert.deepEqual(
      await slugProblems('post-tours-japan-by-rail-kyoto-to-the-alps-without-the-luggage', 'Japan/Rail'),
      ['Use lower-case letters, digits and single hyphens: “japan-rail”, not “Japan/Rail”.'],
    )
    assert.deepEqual(await slugProblems('destinationPage-tours-asia-japan', 'Japan'), [
      'Use lower-case letters, digits and single hyphens: “japan”, not “Japan”.',
    ])
  })
})
