import assert from 'node:assert/strict'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { brands } from '@travel/config'
import { documentFiles } from './generate'
import { PICTURES, type PictureName } from './pictures'

/** Where a seed document shows a picture (a file of studio/seed/images/). */
interface PictureUse {
  picture: string
  /** The alt text written beside it, if the field has one. */
  alt?: unknown
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
    found.push({
      picture: asset.slice('image@file://./images/'.length),
      ...('alt' in value ? { alt: value.alt } : {}),
      place: at,
      presents,
    })
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

const pictureByFile = new Map(
  (Object.keys(PICTURES) as PictureName[]).map((name) => [PICTURES[name].file as string, name]),
)

/** Whose a picture is: its name's first word, a brand's id or `warehouse` (studio/seed/pictures.ts). */
const ownerOf = (name: PictureName) => name.split('-')[0]!

describe('seed pictures', () => {
  it('are each catalogued once, with what it shows: every file of images/, every drawing of illustrations/', () => {
    const files = readdirSync(path.join(__dirname, 'images'))
    assert.deepEqual(
      files.filter((file) => !pictureByFile.has(file)),
      [],
      'files of studio/seed/images/ that studio/seed/pictures.ts does not name',
    )
    assert.equal(pictureByFile.size, Object.keys(PICTURES).length, 'a file catalogued under two names')
    for (const name of Object.keys(PICTURES) as PictureName[]) {
      assert.ok(existsSync(path.join(__dirname, 'images', PICTURES[name].file)), `${name}: no such file`)
      assert.ok(PICTURES[name].alt.trim().length > 0, `${name}: no alt text`)
      assert.ok(
        ['warehouse', ...Object.keys(brands)].includes(ownerOf(name)),
        `${name}: its name does not start with a brand's id or warehouse`,
      )
    }
    const drawings = readdirSync(path.join(__dirname, 'illustrations')).map((file) =>
      path.basename(file, '.svg'),
    )
    assert.deepEqual(
      drawings.filter((drawing) => !(drawing in PICTURES)),
      [],
      'drawings of studio/seed/illustrations/ with no picture of the same name',
    )
  })

  it('are shown with their own alt text, or none where the field has none', async () => {
    const wrong = (await pictureUses()).filter((use) => {
      const name = pictureByFile.get(use.picture)
      return name === undefined || (use.alt !== undefined && use.alt !== PICTURES[name].alt)
    })
    assert.deepEqual(
      wrong.map((use) => `${use.place}: ${use.picture} (alt ${JSON.stringify(use.alt)})`),
      [],
      'use seedImage(name) of studio/seed/pictures.ts',
    )
  })

  it("each belong to one brand: a document shows its own brand's pictures, never the warehouse's", async () => {
    const strays = (await pictureUses())
      .filter((use) => {
        const name = pictureByFile.get(use.picture)
        return name !== undefined && ownerOf(name) !== owningBrand(use)
      })
      .map((use) => `${use.brand}: ${use.place} shows ${pictureByFile.get(use.picture)}`)
    assert.deepEqual(strays, [])
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
