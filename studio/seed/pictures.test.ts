import assert from 'node:assert/strict'
import path from 'node:path'
import { describe, it } from 'node:test'
import { brands } from '@travel/config'
import { documentFiles } from './generate'

/** Where a seed document shows a picture (a file of studio/seed/images/). */
interface PictureUse {
  picture: string
  /** The brand folder of the document: studio/seed/documents/<brand>/ (tours-nz shares tours'). */
  brand: string
  /** The document's `_id` and the path to the image, e.g. `page-tours-home blocks[10:synergy].items[1:synergyItem].image`. */
  place: string
  /** The sister brand a synergy card presents (its title is that brand's name), if the picture is on one. */
  presents?: string
}

const brandByName = new Map<string, string>(Object.values(brands).map((brand) => [brand.name, brand.id]))

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Every picture of a document, depth first, with the sister brand of the synergy card around it. */
function picturesIn(
  value: unknown,
  at: string,
  presents: string | undefined,
  found: Omit<PictureUse, 'brand'>[],
): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const type = isObject(item) && typeof item._type === 'string' ? `:${item._type}` : ''
      picturesIn(item, `${at}[${index}${type}]`, presents, found)
    })
    return
  }
  if (!isObject(value)) return
  const asset = value._sanityAsset
  if (typeof asset === 'string' && asset.startsWith('image@file://./images/')) {
    found.push({ picture: asset.slice('image@file://./images/'.length), place: at, presents })
    return
  }
  const card =
    value._type === 'synergyItem' && typeof value.title === 'string'
      ? brandByName.get(value.title)
      : undefined
  for (const [key, child] of Object.entries(value)) picturesIn(child, `${at}.${key}`, card ?? presents, found)
}

/** Every picture use of the seed documents. */
async function pictureUses(): Promise<PictureUse[]> {
  const uses: PictureUse[] = []
  for (const file of documentFiles()) {
    const brand = path.basename(path.dirname(file))
    const { document } = (await import(file)) as { document: { _id: string } }
    const found: Omit<PictureUse, 'brand'>[] = []
    picturesIn(document, document._id, undefined, found)
    for (const use of found)
      uses.push({ ...use, brand, place: use.place.replace(/^[^.[]+\./, `${document._id} `) })
  }
  return uses
}

/**
 * A synergy card presents a sister brand, so it shows that brand's own picture: the use counts for
 * the brand presented, not for the page's brand.
 */
function owningBrand(use: PictureUse): string {
  return use.presents ?? use.brand
}

describe('seed pictures', () => {
  it('each picture belongs to one brand: no picture is used by documents of two brands', async () => {
    const brandsByPicture = new Map<string, Map<string, string[]>>()
    for (const use of await pictureUses()) {
      const byBrand = brandsByPicture.get(use.picture) ?? new Map<string, string[]>()
      const where =
        use.presents === undefined ? use.place : `${use.place} (a card presenting ${use.presents})`
      byBrand.set(owningBrand(use), [...(byBrand.get(owningBrand(use)) ?? []), `${use.brand}: ${where}`])
      brandsByPicture.set(use.picture, byBrand)
    }
    const crossings = [...brandsByPicture]
      .filter(([, byBrand]) => byBrand.size > 1)
      .map(
        ([picture, byBrand]) =>
          `${picture} (${[...byBrand.keys()].join(', ')}):\n  ${[...byBrand.values()].flat().join('\n  ')}`,
      )
    assert.deepEqual(crossings, [], `pictures used by more than one brand:\n${crossings.join('\n')}`)
  })

  it('a synergy card shows a picture its sister brand itself uses', async () => {
    const uses = await pictureUses()
    const ownUses = new Set(
      uses.filter((use) => use.presents === undefined).map((use) => `${use.brand} ${use.picture}`),
    )
    const strays = uses
      .filter((use) => use.presents !== undefined && !ownUses.has(`${use.presents} ${use.picture}`))
      .map((use) => `${use.picture} at ${use.place} (presents ${use.presents})`)
    assert.deepEqual(strays, [])
  })
})
