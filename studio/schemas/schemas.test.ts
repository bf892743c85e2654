import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import type { ConfigContext, SlugValidationContext } from 'sanity'
import { evaluate, parse } from 'groq-js'
import { blockPreviewPath, pageBlocks, pageBlocksInsertMenu } from './blocks'
import { faqTag } from './documents/faqTag'
import { form } from './documents/form'
import { page, isSlugUniqueInBrand } from './documents/page'
import { post } from './documents/post'
import { siteSettings } from './documents/siteSettings'
import { brandReferenceOptions } from './fields/brandReferenceOptions'

type FieldLike = { name: string; hidden?: unknown; readOnly?: unknown }

describe('brand-scoped documents', () => {
  for (const type of [page, siteSettings, form, faqTag, post]) {
    it(`${type.name} has a hidden, read-only brand field`, () => {
      const brand = (type.fields as FieldLike[]).find((field) => field.name === 'brand')
      assert.equal(brand?.hidden, true)
      assert.equal(brand?.readOnly, true)
    })
  }

  it("offers references to the editing document's brand only", async () => {
    const { filter } = brandReferenceOptions() as { filter: (context: unknown) => unknown }
    assert.deepEqual(
      await filter({ document: { _id: 'x', _type: 'page', brand: 'rail' } } as unknown as ConfigContext),
      {
        filter: 'brand == $brand',
        params: { brand: 'rail' },
      },
    )
  })
})

describe('site settings', () => {
  type ReferenceField = {
    name: string
    type: string
    to?: { type: string }[]
    options?: { filter?: unknown }
  }
  const field = (name: string) => (siteSettings.fields as ReferenceField[]).find((each) => each.name === name)

  for (const name of ['privacyPage', 'termsPage']) {
    it(`names the brand's ${name === 'privacyPage' ? 'privacy policy' : 'terms'} page, offering its own pages only`, async () => {
      const reference = field(name)
      assert.equal(reference?.type, 'reference')
      assert.deepEqual(reference?.to, [{ type: 'page' }])
      const filter = reference?.options?.filter as (context: unknown) => unknown
      assert.deepEqual(
        await filter({ document: { _id: 'siteSettings-golf', _type: 'siteSettings', brand: 'golf' } }),
        {
          filter: 'brand == $brand',
          params: { brand: 'golf' },
        },
      )
    })
  }
})

describe('isSlugUniqueInBrand', () => {
  const dataset = [
    { _id: 'page-tours-about', _type: 'page', brand: 'tours', slug: { current: 'about-us' } },
    { _id: 'page-golf-about', _type: 'page', brand: 'golf', slug: { current: 'about-us' } },
  ]
  const getClient = () => ({
    fetch: async (query: string, params: Record<string, unknown>) =>
      (await evaluate(parse(query, { params }), { dataset, params })).get(),
  })
  const contextFor = (document: Record<string, unknown>) =>
    ({ document, getClient }) as unknown as SlugValidationContext

  it('allows the slug another brand uses', async () => {
    assert.equal(
      await isSlugUniqueInBrand('about-us', contextFor({ _id: 'drafts.new', _type: 'page', brand: 'rail' })),
      true,
    )
  })

  it('refuses a slug the same brand uses on another page', async () => {
    assert.equal(
      await isSlugUniqueInBrand('about-us', contextFor({ _id: 'drafts.new', _type: 'page', brand: 'golf' })),
      false,
    )
  })

  it("does not count the page's own draft or published version", async () => {
    assert.equal(
      await isSlugUniqueInBrand(
        'about-us',
        contextFor({ _id: 'drafts.page-golf-about', _type: 'page', brand: 'golf' }),
      ),
      true,
    )
  })
})

describe('the page builder', () => {
  it('shows every block in the insert menu as it looks on a site', () => {
    const blocksField = (page.fields as { name: string; options?: { insertMenu?: unknown } }[]).find(
      (field) => field.name === 'blocks',
    )
    assert.deepEqual(blocksField?.options?.insertMenu, pageBlocksInsertMenu)
    for (const block of pageBlocks) {
      const file = path.join(import.meta.dirname, '..', blockPreviewPath(block.name))
      assert.ok(existsSync(file), `${block.name} has no preview: run npm run block-previews`)
    }
  })
})
