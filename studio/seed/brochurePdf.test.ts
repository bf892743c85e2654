import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { toursFacts } from './facts'

type SeedDocument = { _id: string; _type: string; brand?: string; file?: { _sanityAsset?: string } }

const dataset = readFileSync(path.join(__dirname, 'dataset.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as SeedDocument)
const lines = readFileSync(path.join(__dirname, 'dataset.ndjson'), 'utf8').split('\n')
const brochures = dataset.filter((document) => document._type === 'brochure')
const fileOf = (brochure: SeedDocument) =>
  brochure.file?._sanityAsset?.replace('file@file://./files/', '') ?? ''

/** The words a seed PDF shows: its text operators' strings, in order. */
function pdfText(file: string): string[] {
  const pdf = readFileSync(path.join(__dirname, 'files', file), 'latin1')
  return [...pdf.matchAll(/\((.*?)\) Tj/g)].map((match) => match[1]!.replace(/\\([\\()])/g, '$1'))
}

/** How the tours texts state the group limit and the number of itineraries, in digits… */
const GROUP_LIMIT =
  /\b(?:at most|maximum of|cap of|never top|limit is) (\d+)\b|\bgroups? of (\d+) or fewer\b/gi
const ITINERARIES = /\b(\d+) (?:small-group )?(?:itineraries|journeys)\b/gi
/** …never in words, which the facts cannot fill in ("Twelve travellers at most"). */
const IN_WORDS =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-\w+)? (?:travellers|(?:small-group )?itineraries|journeys)\b/gi
const numbersIn = (texts: string[], pattern: RegExp) =>
  texts.flatMap((text) => [...text.matchAll(pattern)].map((match) => Number(match[1] ?? match[2])))
const wordsIn = (texts: string[]) => texts.flatMap((text) => text.match(IN_WORDS) ?? [])

describe('the seed brochures’ PDFs', () => {
  it('are the files studio/seed/files/ holds, each named by one brochure', () => {
    const named = brochures.map(fileOf).sort()
    assert.deepEqual(readdirSync(path.join(__dirname, 'files')).sort(), named)
    assert.equal(new Set(named).size, named.length)
  })

  it('each have their brochure’s title on the cover, and the brand’s address and phone', () => {
    for (const brochure of brochures.filter((each) => each.brand === 'tours')) {
      const text = pdfText(fileOf(brochure))
      assert.equal(text[0], 'WAYFARER TOURS')
      assert.ok(text.includes('wayfarertours.com.au  |  +61 1300 929 327'), brochure._id)
    }
  })

  it('state the group limit and the number of itineraries the tours pages state (issue 46: 12 and 86, against 16 and 42)', () => {
    const covers = brochures.flatMap((brochure) => pdfText(fileOf(brochure)))
    const pages = lines.filter((line) => line.includes('"brand":"tours"'))
    assert.deepEqual(new Set(numbersIn(covers, GROUP_LIMIT)), new Set([toursFacts.groupLimit]))
    assert.deepEqual(new Set(numbersIn(covers, ITINERARIES)), new Set([toursFacts.itineraries]))
    assert.deepEqual(new Set(numbersIn(pages, GROUP_LIMIT)), new Set([toursFacts.groupLimit]))
    assert.deepEqual(new Set(numbersIn(pages, ITINERARIES)), new Set([toursFacts.itineraries]))
    assert.deepEqual(wordsIn([...covers, ...pages]), [])
  })
})
