import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import type { SanityDocument } from 'sanity'
import { validateDocuments } from '../../testing/validateDocuments'
import { famil } from './famil'
import {
  CLOSES_AFTER_OPENS,
  CLOSES_BY_TRAVEL_DATE,
  familSummary,
  OPENS_BEFORE_TRAVEL_DATE,
} from './familWindow'

const dataset = readFileSync(path.join(__dirname, '..', '..', 'seed', 'dataset.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as SanityDocument)

const seeded = dataset.find((document) => document._id === 'famil-golf-scotland-links-2027')!

async function problemsOf(document: SanityDocument) {
  return (await validateDocuments([document], dataset)).map(
    (problem) => `${problem.path}: ${problem.message}`,
  )
}

/** What the Studio says of the seed's Scotland famil with its schedule set to `schedule`. */
function withSchedule(schedule: { date?: string; registrationOpens?: string; registrationCloses?: string }) {
  const { registrationOpens: _opens, registrationCloses: _closes, ...rest } = seeded
  return problemsOf({ ...rest, ...schedule } as SanityDocument)
}

describe('a famil', () => {
  it('is brand-scoped: a hidden, read-only brand field', () => {
    const brand = (famil.fields as { name: string; hidden?: unknown; readOnly?: unknown }[]).find(
      (field) => field.name === 'brand',
    )
    assert.equal(brand?.hidden, true)
    assert.equal(brand?.readOnly, true)
  })

  it('as seeded is valid', async () => {
    for (const id of ['famil-golf-scotland-links-2027', 'famil-golf-algarve-2026']) {
      assert.deepEqual(await problemsOf(dataset.find((document) => document._id === id)!), [])
    }
  })

  it('needs its title, trip name, travel date, price, itinerary and terms', async () => {
    const rest = { tripName: undefined, date: undefined, termsAndConditions: undefined }
    const itineraryAndPrice = {
      ...(seeded.itineraryAndPrice as object),
      price: undefined,
      itinerary: undefined,
    }
    const paths = new Set(
      (await validateDocuments([{ ...seeded, ...rest, title: undefined, itineraryAndPrice }], dataset)).map(
        (problem) => problem.path,
      ),
    )
    for (const field of [
      'title',
      'tripName',
      'date',
      'termsAndConditions',
      'itineraryAndPrice.price',
      'itineraryAndPrice.itinerary',
    ]) {
      assert.ok(paths.has(field), `${field} is required (${[...paths].join(', ')})`)
    }
  })

  it('needs alternative text on each day’s image', async () => {
    const itineraryAndPrice = structuredClone(seeded.itineraryAndPrice) as {
      itinerary: { list: { image: { alt?: string } }[] }
    }
    delete itineraryAndPrice.itinerary.list[2]!.image.alt
    const problems = await validateDocuments([{ ...seeded, itineraryAndPrice }], dataset)
    assert.equal(problems.length, 1)
    assert.match(problems[0]!.path, /^itineraryAndPrice\.itinerary\.list.*image\.alt$/)
  })

  it('may leave either end of its registration window open', async () => {
    assert.deepEqual(await withSchedule({}), [])
    assert.deepEqual(await withSchedule({ registrationOpens: '2027-01-01T00:00:00Z' }), [])
    assert.deepEqual(await withSchedule({ registrationCloses: '2027-08-01T00:00:00Z' }), [])
  })

  it('closes registration after it opens', async () => {
    const opens = '2027-07-01T00:00:00Z'
    assert.deepEqual(await withSchedule({ registrationOpens: opens, registrationCloses: opens }), [
      `registrationCloses: ${CLOSES_AFTER_OPENS}`,
    ])
    assert.deepEqual(
      await withSchedule({ registrationOpens: opens, registrationCloses: '2027-06-30T00:00:00Z' }),
      [`registrationCloses: ${CLOSES_AFTER_OPENS}`],
    )
  })

  it('closes registration no later than the travel date begins (in Sydney), and opens it before', async () => {
    // 14 September 2027 begins at 14:00 UTC the day before.
    assert.deepEqual(await withSchedule({ registrationCloses: '2027-09-13T14:00:00Z' }), [])
    assert.deepEqual(await withSchedule({ registrationCloses: '2027-09-13T14:00:01Z' }), [
      `registrationCloses: ${CLOSES_BY_TRAVEL_DATE}`,
    ])
    assert.deepEqual(await withSchedule({ registrationOpens: '2027-09-14T00:00:00Z' }), [
      `registrationOpens: ${OPENS_BEFORE_TRAVEL_DATE}`,
    ])
  })
})

describe("a famil's preview", () => {
  // The editor's own zone does not matter: times are the brand's clock (Sydney), labelled.
  process.env.TZ = 'Europe/London'
  const schedule = {
    brand: 'golf',
    date: '2027-09-14',
    registrationOpens: '2026-09-30T14:00:00Z', // 1 October 2026, midnight in Sydney
    registrationCloses: '2027-07-30T14:00:00Z', // 31 July 2027, midnight in Sydney
  }

  it('says the travel date and whether the sites show the famil now', () => {
    assert.match(
      familSummary(schedule, Date.parse('2026-09-01T00:00:00Z')),
      /^14 Sept? 2027 · Registration opens Thu,? 1 Oct 2026,? 00:00 AEST$/,
    )
    assert.match(
      familSummary(schedule, Date.parse('2027-01-01T00:00:00Z')),
      /^14 Sept? 2027 · Open until Sat,? 31 July? 2027,? 00:00 AEST$/,
    )
    assert.match(familSummary(schedule, Date.parse('2027-08-01T00:00:00Z')), / · Registration closed$/)
    // The travel day begins at midnight in Sydney: 14:00 UTC the day before.
    const untilDeparture = { brand: 'golf', date: '2027-09-14' }
    assert.match(familSummary(untilDeparture, Date.parse('2027-09-13T13:59:00Z')), / · Open until departure$/)
    assert.match(familSummary(untilDeparture, Date.parse('2027-09-13T14:00:00Z')), / · Departed$/)
    assert.match(familSummary({ ...schedule, hidden: true }, 0), / · Hidden$/)
    assert.match(familSummary({ date: '2027-09-14' }, 0), / · Open until departure$/)
  })
})
