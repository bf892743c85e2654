import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  currentTrip,
  findTrips,
  lookupOrigin,
  searchable,
  startingType,
  tripSearchUrl,
  tripsOf,
} from './tripLookup'

const ORIGIN = 'http://tours.localhost:3000'

/** A fetch that answers as the site's search route would, and keeps the URLs asked. */
function siteSearch(status: number, body: unknown) {
  const asked: string[] = []
  const fetch = (async (url: string) => {
    asked.push(url)
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }) as unknown as typeof globalThis.fetch
  return { fetch, asked }
}

describe('the trip picker’s lookups', () => {
  it('asks the brand’s own site (as previewed), never the warehouse', () => {
    assert.equal(
      lookupOrigin('tours', { SANITY_STUDIO_PREVIEW_ORIGIN: 'http://{site}.localhost:3000' }),
      ORIGIN,
    )
    assert.equal(lookupOrigin('golf', {}), 'https://fairwaygolfjourneys.com')
    assert.equal(lookupOrigin(undefined, {}), null)
  })

  it('starts on the brand’s own type, or the type picked before', () => {
    assert.equal(startingType(undefined, 'golf'), 'golf-package')
    assert.equal(startingType('rail', 'tours'), 'rail')
    assert.equal(startingType('spaceship', 'cruises'), 'cruise')
  })

  it('searches by type and the name as typed, trimmed, once two letters are typed', () => {
    assert.equal(
      tripSearchUrl(ORIGIN, 'tour', '  Kyoto, Kiso '),
      `${ORIGIN}/api/search?travelType=tour&keyword=Kyoto%2C+Kiso`,
    )
    assert.equal(searchable(' k '), false)
    assert.equal(searchable('ky'), true)
  })

  it('offers the trips the site found, leaving out entries without a code and a name', () => {
    assert.deepEqual(
      tripsOf({
        results: [
          { code: 'TR-JP-KISO', name: 'Japan: Kyoto, Kiso & the Alps', image: null },
          { code: '', name: 'No code' },
          { name: 'No code either' },
          'nonsense',
        ],
      }),
      [{ code: 'TR-JP-KISO', name: 'Japan: Kyoto, Kiso & the Alps' }],
    )
    assert.deepEqual(tripsOf(null), [])
  })

  it('says what the site said when it refuses a search', async () => {
    const { fetch } = siteSearch(429, { message: 'Too many searches. Please try again in a minute.' })
    await assert.rejects(findTrips(ORIGIN, 'tour', 'kyoto', { fetch }), /Too many searches/)
    const broken = siteSearch(502, 'not json')
    await assert.rejects(findTrips(ORIGIN, 'tour', 'kyoto', { fetch: broken.fetch }), /The site answered 502/)
  })

  it('names the picked trip as the warehouse does now, by its whole code, or null once it is gone', async () => {
    const found = siteSearch(200, {
      results: [
        { code: 'TR-JP-KISO-X', name: 'Not this one' },
        { code: 'TR-JP-KISO', name: 'Japan: Kyoto, Kiso & the Alps' },
      ],
    })
    assert.deepEqual(await currentTrip(ORIGIN, 'tour', 'TR-JP-KISO', { fetch: found.fetch }), {
      code: 'TR-JP-KISO',
      name: 'Japan: Kyoto, Kiso & the Alps',
    })
    assert.equal(found.asked[0], `${ORIGIN}/api/search?travelType=tour&keyword=TR-JP-KISO`)
    const gone = siteSearch(200, { results: [] })
    assert.equal(await currentTrip(ORIGIN, 'tour', 'TR-JP-GONE', { fetch: gone.fetch }), null)
  })
})
