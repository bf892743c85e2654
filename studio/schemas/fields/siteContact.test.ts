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
const byId = (id: string) => structuredClone(dataset.find((document) => document._id === id)!)

/** What the Studio says of a seed document after the change, as messages at their paths. */
async function problemsWith(id: string, change: (document: SanityDocument) => void) {
  const edited = byId(id)
  change(edited)
  return (await validateDocuments([edited], dataset))
    .filter((problem) => problem.level === 'error')
    .map((problem) => `${problem.path}: ${problem.message}`)
}

describe('the contact details of site settings, as the Studio validates them', () => {
  it('accepts every seeded brand’s', async () => {
    for (const brand of ['tours', 'cruises', 'golf', 'rail']) {
      assert.deepEqual(await problemsWith(`siteSettings-${brand}`, () => {}), [])
    }
  })

  it('needs the brand’s phone and email, the phone in international form', async () => {
    const missing = await problemsWith('siteSettings-golf', (document) => {
      document.contact = { address: 'Noosa' }
    })
    assert.ok(
      missing.some((problem) => problem.startsWith('contact.phone: Required')),
      missing.join('\n'),
    )
    assert.ok(
      missing.some((problem) => problem.startsWith('contact.email: Required')),
      missing.join('\n'),
    )
    const national = await problemsWith('siteSettings-golf', (document) => {
      document.contact = { ...(document.contact as object), phone: '1300 465 387' }
    })
    assert.match(national.join('\n'), /^contact\.phone: .*international number/m)
  })

  it('needs the brand’s company: the footer’s legal line and the legal pages name it', async () => {
    const missing = await problemsWith('siteSettings-rail', (document) => {
      document.company = { governingLaw: 'South Australia, Australia' }
    })
    assert.deepEqual(missing, ['company.legalName: Required'])
  })

  it('refuses per-site details for another brand’s site, or for one site twice', async () => {
    const entry = (site: string, key: string) => ({
      _key: key,
      _type: 'siteDetails',
      site,
      phone: '+64 800 929 327',
    })
    const otherBrand = await problemsWith('siteSettings-tours', (document) => {
      document.siteDetails = [entry('golf', 'a')]
    })
    assert.deepEqual(otherBrand, ['siteDetails.[_key=a].site: Choose one of this brand’s sites'])
    const twice = await problemsWith('siteSettings-tours', (document) => {
      document.siteDetails = [entry('tours-nz', 'a'), entry('tours-nz', 'b')]
    })
    assert.deepEqual(twice, ['siteDetails: Each site once: tours-nz is listed twice'])
  })
})

describe('a contact page line, as the Studio validates it', () => {
  it('needs a label or a detail from the site settings', async () => {
    const problems = await problemsWith('page-rail-contact-us', (document) => {
      const [section] = (
        document.blocks as { infoSections: { items: { fact?: string; label?: string }[] }[] }[]
      )[0]!.infoSections
      delete section!.items[0]!.fact
    })
    assert.equal(problems.length, 1)
    assert.match(problems[0]!, /label: Enter a label, or choose a detail from the site settings$/)
  })
})

describe('a block shown only on some sites, as the Studio validates it', () => {
  it('takes the brand’s own sites, and refuses another brand’s', async () => {
    const limitTo = (sites: string[]) => (document: SanityDocument) => {
      ;(document.blocks as { onlyOnSites?: string[] }[])[0]!.onlyOnSites = sites
    }
    assert.deepEqual(await problemsWith('page-tours-home', limitTo(['tours-nz'])), [])
    const problems = await problemsWith('page-tours-home', limitTo(['tours', 'golf']))
    assert.equal(problems.length, 1)
    assert.match(problems[0]!, /onlyOnSites: golf is not a site of this brand$/)
  })
})
