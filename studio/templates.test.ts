import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Template } from 'sanity'
import { brandTemplates, startingValuesOf } from './templates'

const defaults = [
  { id: 'page', title: 'Page', schemaType: 'page', value: {} },
  { id: 'siteSettings', title: 'Site settings', schemaType: 'siteSettings', value: {} },
  { id: 'form', title: 'Form', schemaType: 'form', value: {} },
  { id: 'sanity.imageAsset', title: 'Image', schemaType: 'sanity.imageAsset', value: {} },
] as Template[]

describe('brandTemplates', () => {
  it('creates brand-scoped documents only with the brand set', () => {
    const templates = brandTemplates('cruises', defaults)
    assert.deepEqual(
      templates
        .filter((template) => ['page', 'siteSettings', 'form'].includes(template.schemaType))
        .map(({ id, title, value }) => ({
          id,
          title,
          value: typeof value === 'function' ? value({}, {} as never) : value,
        })),
      [
        { id: 'page-cruises', title: 'Page', value: { brand: 'cruises' } },
        { id: 'siteSettings-cruises', title: 'Site settings', value: { brand: 'cruises' } },
        { id: 'form-cruises', title: 'Form', value: { brand: 'cruises' } },
      ],
    )
  })

  it('dates a new post today in the brand’s clock, not in UTC', () => {
    // 08:30 on 3 December in Sydney (AEDT) is still 2 December in UTC.
    const sydneyMorning = Date.parse('2026-12-02T21:30:00Z')
    assert.deepEqual(startingValuesOf('post', 'tours', sydneyMorning), {
      brand: 'tours',
      createdAt: '2026-12-03',
    })
    assert.deepEqual(startingValuesOf('page', 'tours', sydneyMorning), { brand: 'tours' })
  })

  it('keeps templates of types that belong to no brand', () => {
    assert.ok(brandTemplates('golf', defaults).some((template) => template.id === 'sanity.imageAsset'))
  })
})
