import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import type { SanityDocument } from 'sanity'
import { evaluate, parse } from 'groq-js'
import { validateDocuments } from '../../testing/validateDocuments'
import { brandReferenceOptions } from './brandReferenceOptions'
import { buttonAction, LINK_TARGET_TYPES, linkTargetSummary } from './link'
import { NOT_PUBLISHED } from './publishedReference'

const dataset = readFileSync(path.join(__dirname, '..', '..', 'seed', 'dataset.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as SanityDocument)

type Reference = {
  _type: 'reference'
  _ref: string
  _weak?: boolean
  _strengthenOnPublish?: { type: string }
}
type Link = {
  internalLink?: boolean
  reference?: Reference
  link?: string
  siteLink?: string
  label?: string
}
type Block = { _key: string; button?: Link; body?: { markDefs?: (Link & { _type: string })[] }[] }

const WRONG_BRAND = 'Choose a page, destination, post or offer of this brand'
// Sanity's own word on a strong reference to nothing, said beside ours.
const SANITYS_OWN = 'Referenced document must be published'
const pageRef = (id: string): Reference => ({ _type: 'reference', _ref: id })
/** What the Studio writes when an editor picks a document that is only a draft. */
const draftRef = (id: string, type: string): Reference => ({
  ...pageRef(id),
  _weak: true,
  _strengthenOnPublish: { type },
})

describe('an internal link field', () => {
  it('leads to a page, a destination page, a post or an offer', () => {
    const reference = (buttonAction.fields as { name: string; title?: string; to?: unknown }[]).find(
      (field) => field.name === 'reference',
    )
    assert.equal(reference?.title, 'Page, destination, post or offer')
    assert.deepEqual(reference?.to, [
      { type: 'page' },
      { type: 'destinationPage' },
      { type: 'post' },
      { type: 'offer' },
    ])
  })

  it("offers the editing document's brand's pages, destination pages, posts and offers, and nothing else", async () => {
    const { filter } = brandReferenceOptions() as { filter: (context: unknown) => unknown }
    const options = (await filter({ document: { _id: 'x', _type: 'page', brand: 'tours' } })) as {
      filter: string
      params: Record<string, unknown>
    }
    const params = { ...options.params, types: [...LINK_TARGET_TYPES] }
    const query = `*[_type in $types && !(_id in path("drafts.**")) && (${options.filter})]{_type, brand}`
    const offered = (await (await evaluate(parse(query, { params }), { dataset, params })).get()) as {
      _type: string
      brand: string
    }[]
    assert.deepEqual([...new Set(offered.map((each) => each._type))].sort(), [
      'destinationPage',
      'offer',
      'page',
      'post',
    ])
    assert.deepEqual([...new Set(offered.map((each) => each.brand))], ['tours'])
  })
})

describe('an internal link, as the Studio validates it', () => {
  // A tours page with a button (its first block's) and a link in its rich text (the first of its
  // "Find your pace" section, to Japan's destination page).
  const page = dataset.find((document) => document._id === 'page-tours-small-group-tours')!

  /** What the Studio says of the page once `change` has edited its button and its text's link. */
  async function problemsWith(change: (button: Link, textLink: Link) => void, seen = dataset) {
    const edited = structuredClone(page)
    const blocks = edited.blocks as Block[]
    const button = blocks.find((block) => block.button)!.button!
    const textLink = blocks
      .flatMap((block) => block.body ?? [])
      .flatMap((paragraph) => paragraph.markDefs ?? [])
      .find((markDef) => markDef._type === 'link' && markDef.internalLink)!
    change(button, textLink)
    return (await validateDocuments([edited], seen))
      .filter(({ message }) => message !== SANITYS_OWN)
      .map(({ path, message }) => ({ path, message }))
  }

  const onBoth = (message: string) => [
    { path: 'blocks.[_key=a9diee6o].button.reference', message },
    { path: 'blocks.[_key=byc61gyg].body.[_key=ve4dqe63].markDefs.[_key=lnkjapan].reference', message },
  ]

  it("accepts a published page, destination page or post of the page's brand", async () => {
    for (const id of [
      'page-tours-about-us',
      'destinationPage-tours-asia-japan',
      'post-tours-japan-by-rail-kyoto-to-the-alps-without-the-luggage',
    ]) {
      assert.deepEqual(
        await problemsWith((button, textLink) => {
          button.reference = pageRef(id)
          textLink.reference = pageRef(id)
        }),
        [],
        id,
      )
    }
  })

  it('refuses a link to a document that does not exist', async () => {
    assert.deepEqual(
      await problemsWith((button, textLink) => {
        button.reference = pageRef('page-tours-nowhere')
        textLink.reference = pageRef('post-tours-nowhere')
      }),
      onBoth(NOT_PUBLISHED),
    )
  })

  it('refuses a link to a document that is only a draft', async () => {
    const japan = 'destinationPage-tours-asia-japan'
    const draftOnly = dataset.map((document) =>
      document._id === japan ? { ...document, _id: `drafts.${japan}` } : document,
    )
    assert.deepEqual(
      await problemsWith((button, textLink) => {
        button.reference = draftRef(japan, 'destinationPage')
        textLink.reference = draftRef(japan, 'destinationPage')
      }, draftOnly),
      onBoth(NOT_PUBLISHED),
    )
  })

  it('refuses a link to a page, destination page or post of another brand', async () => {
    for (const id of [
      'page-golf-home',
      'destinationPage-golf-great-britain-ireland-scotland',
      'post-golf-flying-with-your-clubs-our-travel-bag-checklist',
    ]) {
      assert.deepEqual(
        await problemsWith((button, textLink) => {
          button.reference = pageRef(id)
          textLink.reference = pageRef(id)
        }),
        onBoth(WRONG_BRAND),
        id,
      )
    }
  })

  it('asks for a document when the link is internal, and ignores it when it is a URL', async () => {
    assert.deepEqual(
      await problemsWith((button, textLink) => {
        delete button.reference
        delete textLink.reference
      }),
      onBoth('Choose the page, destination, post or offer to link to'),
    )
    assert.deepEqual(
      await problemsWith((button) => {
        button.internalLink = false
        button.link = '/small-group-tours'
        button.reference = pageRef('page-golf-home')
      }),
      [],
    )
  })
})

describe('a link to a document with a publish window, as the Studio warns of it', () => {
  const page = dataset.find((document) => document._id === 'page-tours-small-group-tours')!
  const ABOUT = 'page-tours-about-us'
  const JAPAN_POST = 'post-tours-japan-by-rail-kyoto-to-the-alps-without-the-luggage'

  /** The warnings on the page once its button links to `id`, whose window is `window`. */
  async function warningsFor(id: string, window: Record<string, string>) {
    const edited = structuredClone(page)
    ;(edited.blocks as Block[]).find((block) => block.button)!.button!.reference = pageRef(id)
    const seen = dataset.map((document) => (document._id === id ? { ...document, ...window } : document))
    return (await validateDocuments([edited], seen))
      .filter(({ level }) => level === 'warning')
      .map(({ path, message }) => ({ path, message }))
  }
  const onButton = (message: string) => [{ path: 'blocks.[_key=a9diee6o].button.reference', message }]

  it("says until when a page is shown, in the brand's clock, and that the link goes with it", async () => {
    assert.deepEqual(
      await warningsFor(ABOUT, { availableUntil: '2099-06-30T14:00:00.000Z' }),
      onButton(
        '“About us” is shown until Wed, 1 July 2099, 00:00 AEST: the sites hide this link from then on',
      ),
    )
  })

  it('says from when a scheduled post is shown, and when an ended one ended', async () => {
    const title = dataset.find((document) => document._id === JAPAN_POST)!.title as string
    assert.deepEqual(
      await warningsFor(JAPAN_POST, { availableFrom: '2099-01-31T13:00:00.000Z' }),
      onButton(`“${title}” is shown from Sun, 1 Feb 2099, 00:00 AEDT: the sites hide this link until then`),
    )
    assert.deepEqual(
      await warningsFor(JAPAN_POST, { availableUntil: '2020-01-31T13:00:00.000Z' }),
      onButton(`“${title}” ended Sat, 1 Feb 2020, 00:00 AEDT: the sites hide this link`),
    )
  })

  it("reads an offer's validity as its window, warning only while its link is hidden: every offer ends", async () => {
    const offer = dataset.find((document) => document._id === 'offer-tours-japan-no-single-supplement')!
    assert.deepEqual(await warningsFor(offer._id, { validUntil: '2099-06-30T14:00:00.000Z' }), [])
    assert.deepEqual(
      await warningsFor(offer._id, {
        validFrom: '2020-01-01T00:00:00.000Z',
        validUntil: '2020-01-31T13:00:00.000Z',
      }),
      onButton(`“${offer.title as string}” ended Sat, 1 Feb 2020, 00:00 AEDT: the sites hide this link`),
    )
  })

  it('says nothing of a link to a document without a window', async () => {
    assert.deepEqual(await warningsFor(ABOUT, {}), [])
  })
})

describe("an external link's URL, as the Studio validates it", () => {
  const page = dataset.find((document) => document._id === 'page-tours-small-group-tours')!

  /** What the Studio says of the page's button once it links to `url`. */
  async function urlProblems(url: string) {
    const edited = structuredClone(page)
    const button = (edited.blocks as Block[]).find((block) => block.button)!.button!
    Object.assign(button, { internalLink: false, link: url })
    return (await validateDocuments([edited], dataset))
      .filter(({ path }) => path.endsWith('button.link'))
      .map(({ message }) => message)
  }

  it('accepts a full address, an email, a phone number, a path of the site and a place on the page', async () => {
    for (const url of [
      'https://www.smartraveller.gov.au/destinations',
      'http://example.com',
      'mailto:sales@example.com?subject=Brochure',
      'tel:+61299998888',
      '/brochures',
      '#career',
    ]) {
      assert.deepEqual(await urlProblems(url), [], url)
    }
  })

  it('refuses the rest, each with the fix in plain words', async () => {
    const cases: [string, string][] = [
      ['www.example.com/page', 'Add https:// in front: “https://www.example.com/page”'],
      ['javascript:alert(1)', 'Start the URL with https://, mailto:, tel:, or / for a page of this site'],
      ['ftp://files.example.com', 'Start the URL with https://, mailto:, tel:, or / for a page of this site'],
      ['mailto:sales', 'After mailto: write an email address, e.g. mailto:sales@example.com'],
      ['tel:call-us', 'After tel: write the phone number in digits, e.g. tel:+61299998888'],
      [
        'https://intranet',
        'This address has no site name: write it whole, e.g. https://www.example.com/page',
      ],
      ['//example.com', 'Start the address with https: “https://example.com”'],
      ['https://example.com/a page', 'A URL has no spaces: remove them (or write %20 in a path)'],
    ]
    for (const [url, message] of cases) assert.deepEqual(await urlProblems(url), [message], url)
  })
})

describe("a link to a service of the site's market", () => {
  const page = dataset.find((document) => document._id === 'page-tours-home')!

  /** What the Studio says of the tours home page once `change` has edited its travel insurance link. */
  async function problemsWith(change: (link: Link) => void) {
    const edited = structuredClone(page)
    const offers = (
      edited.blocks as { _type: string; sections: { links: (Link & { _key: string })[] }[] }[]
    ).find((block) => block._type === 'offerLinks')!
    const insurance = offers.sections.flatMap((section) => section.links).find((link) => link.siteLink)!
    change(insurance)
    return (await validateDocuments([edited], dataset)).map(({ level, message }) => `${level}: ${message}`)
  }

  it('needs no URL, and says where it goes: the service each market links', async () => {
    assert.deepEqual(await problemsWith(() => {}), [])
    assert.equal(
      linkTargetSummary({ internalLink: false, siteLink: 'travelInsurance' }),
      '→ Travel insurance (Cover-More, Cover-More NZ)',
    )
    assert.equal(
      linkTargetSummary({ internalLink: false, siteLink: 'travelAdvice', link: 'https://example.com/' }),
      '→ Travel advice (Smartraveller, SafeTravel)',
    )
  })

  it("warns of a label naming one market's service: each site names its own beside it", async () => {
    assert.deepEqual(
      await problemsWith((link) => {
        link.label = 'Travel insurance from Cover-More'
      }),
      [
        'warning: Leave out “Cover-More”: each site names its own market’s service beside the label (Cover-More, Cover-More NZ)',
      ],
    )
  })

  it('asks for a URL again once the service is taken away', async () => {
    assert.deepEqual(
      await problemsWith((link) => {
        delete link.siteLink
      }),
      ['error: Enter the URL to link to'],
    )
  })
})

describe("a link's preview", () => {
  it('shows where it goes: the document with its address, or the URL', () => {
    assert.equal(
      linkTargetSummary({
        internalLink: true,
        targetType: 'destinationPage',
        targetTitle: 'Japan',
        group: 'asia',
        slug: 'japan',
      }),
      '→ Destination page “Japan”: /tour-destination/asia/japan',
    )
    assert.equal(
      linkTargetSummary({
        internalLink: true,
        targetType: 'post',
        targetTitle: 'Japan by rail',
        postType: 'travelTips',
        slug: 'japan-by-rail',
      }),
      '→ Post “Japan by rail”: /travel-tips/japan-by-rail',
    )
    assert.equal(
      linkTargetSummary({
        internalLink: true,
        targetType: 'page',
        targetTitle: 'About us',
        slug: 'about-us',
      }),
      '→ Page “About us”: /about-us',
    )
    assert.equal(linkTargetSummary({ internalLink: false, link: 'tel:+61299998888' }), '→ tel:+61299998888')
    assert.equal(linkTargetSummary({ internalLink: true }), 'No page chosen yet')
  })

  it("is the button's and the text link's", () => {
    const { preview } = buttonAction as { preview?: { select?: Record<string, string> } }
    assert.equal(preview?.select?.targetTitle, 'reference.title')
  })
})
