/** @jest-environment node */
import { mkdtemp, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defaultDatasetPath, loadDataset, parseDataset } from './embeddedDataset'
import { preloadContent } from './source'

const exported = [
  {
    _id: 'page-x',
    _type: 'page',
    blocks: [
      {
        _key: 'b',
        image: { _type: 'image', _sanityAsset: 'image@file://./images/abc123-1600x1000.jpg', alt: 'A' },
      },
    ],
  },
  { _id: 'drafts.page-x', _type: 'page' },
]
  .map((document) => JSON.stringify(document))
  .join('\n')

describe('parseDataset', () => {
  it('turns exported image pointers into asset references with known dimensions', () => {
    const documents = parseDataset(exported)
    const page = documents.find((document) => document._id === 'page-x') as unknown as {
      blocks: [{ image: Record<string, unknown> }]
    }
    expect(page.blocks[0].image).toEqual({
      _type: 'image',
      alt: 'A',
      asset: { _type: 'reference', _ref: 'image-abc123-1600x1000-jpg' },
    })
    expect(documents.find((document) => document._id === 'image-abc123-1600x1000-jpg')).toMatchObject({
      _type: 'sanity.imageAsset',
      url: '/_seed/images/abc123-1600x1000.jpg',
      metadata: { dimensions: { width: 1600, height: 1000 } },
    })
  })

  it('turns exported file pointers into file assets served from /_seed/files/', () => {
    const brochure = {
      _id: 'b',
      _type: 'brochure',
      file: { _type: 'file', _sanityAsset: 'file@file://./files/9f0e1d.pdf' },
    }
    const documents = parseDataset(JSON.stringify(brochure))
    expect(documents.find((document) => document._id === 'b')).toEqual({
      _id: 'b',
      _type: 'brochure',
      file: { _type: 'file', asset: { _type: 'reference', _ref: 'file-9f0e1d-pdf' } },
    })
    expect(documents.find((document) => document._id === 'file-9f0e1d-pdf')).toMatchObject({
      _type: 'sanity.fileAsset',
      url: '/_seed/files/9f0e1d.pdf',
      mimeType: 'application/pdf',
    })
  })

  it('serves published documents only', () => {
    expect(parseDataset(exported).map((document) => document._id)).not.toContain('drafts.page-x')
  })

  it('rejects asset pointers it cannot serve', () => {
    expect(() =>
      parseDataset(JSON.stringify({ _id: 'x', _type: 'y', f: { _sanityAsset: 'file@https://a/b.pdf' } })),
    ).toThrow(/Unsupported asset/)
  })
})

describe('loadDataset', () => {
  it('re-reads the file when it changes', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'dataset-')), 'dataset.ndjson')
    await writeFile(file, JSON.stringify({ _id: 'a', _type: 't', title: 'First' }))
    expect((await loadDataset(file))[0]).toMatchObject({ title: 'First' })
    await writeFile(file, JSON.stringify({ _id: 'a', _type: 't', title: 'Second' }))
    const later = new Date(Date.now() + 5000)
    await utimes(file, later, later)
    expect((await loadDataset(file))[0]).toMatchObject({ title: 'Second' })
  })

  it('is read once per process, though each of the server bundles has its own copy of the module', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'dataset-')), 'dataset.ndjson')
    await writeFile(file, JSON.stringify({ _id: 'a', _type: 't', title: 'First' }))
    const load = async () => {
      let loaded: typeof loadDataset | undefined
      await jest.isolateModulesAsync(async () => {
        loaded = (await import('./embeddedDataset')).loadDataset
      })
      return loaded!
    }
    // instrumentation.ts loads it as the server starts; a page's bundle finds it loaded.
    await preloadContent({ source: 'embedded', datasetPath: file })
    const [fromInstrumentation, fromPage] = [await load(), await load()]
    expect(fromPage).not.toBe(fromInstrumentation)
    expect(await fromPage(file)).toBe(await fromInstrumentation(file))
    expect(await fromPage(file)).toBe(await loadDataset(file))
  })

  it('finds the seed dataset from the repository root or from web/', () => {
    expect(defaultDatasetPath('/repo')).toBe('/repo/studio/seed/dataset.ndjson')
    expect(defaultDatasetPath('/repo/web')).toBe('/repo/studio/seed/dataset.ndjson')
  })
})

describe('the drafts perspective', () => {
  it('shows a draft in place of its published document, for preview only', () => {
    const drafts = parseDataset(exported, 'drafts')
    expect(drafts.filter((document) => document._id === 'page-x')).toEqual([
      { _id: 'page-x', _originalId: 'drafts.page-x', _type: 'page' },
    ])
    expect(drafts.map((document) => document._id)).not.toContain('drafts.page-x')
  })
})
