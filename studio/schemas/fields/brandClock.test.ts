import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { brandSchemaTypes } from '../index'
import { momentOnSites } from './brandClock'

type Field = { name: string; type?: string; fields?: Field[]; options?: Record<string, unknown> }

function datetimeFields(type: Field, path = type.name): [string, Field][] {
  const own: [string, Field][] = type.type === 'datetime' ? [[path, type]] : []
  return [...own, ...(type.fields ?? []).flatMap((field) => datetimeFields(field, `${path}.${field.name}`))]
}

describe("the brand's clock on date-time fields", () => {
  it('shows and takes every scheduling time in the brand’s zone, with no switch', () => {
    const fields = (brandSchemaTypes('tours') as Field[]).flatMap((type) => datetimeFields(type))
    const paths = fields.map(([path]) => path)
    for (const scheduled of ['brochure.availableFrom', 'famil.registrationCloses', 'offer.validUntil']) {
      assert.ok(paths.includes(scheduled), `${scheduled} is a date-time field`)
    }
    for (const [path, field] of fields) {
      assert.equal(field.options?.displayTimeZone, 'Australia/Sydney', path)
      assert.equal(field.options?.allowTimeZoneSwitch, false, path)
    }
  })

  it('says under the field when each of the brand’s sites acts on the moment, in its own zone', () => {
    // Midnight starting 1 January 2027 in Auckland is 22:00 on 31 December in Sydney.
    const lines = momentOnSites('2026-12-31T11:00:00Z', 'tours')
    assert.equal(lines.length, 2)
    assert.match(lines[0]!, /^On wayfarertours\.com\.au: Thu,? 31 Dec 2026,? 22:00 AEDT \(Sydney time\)$/)
    assert.match(lines[1]!, /^On wayfarertours\.co\.nz: Fri,? 1 Jan 2027,? 00:00 NZDT \(Auckland time\)$/)
    assert.deepEqual(momentOnSites('not a time', 'golf'), [])
  })
})
