import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brandIds, brands, sites } from '@travel/config'
import { brandIcons } from './brandIcons'
import { APPLE_TOUCH_ICON_SIZE, brandIconSvg, brandWebManifest } from './brandIconFiles'

const publicFile = (href: string) => readFileSync(path.join(__dirname, '..', '..', '..', 'public', href))

/** A PNG's width and height, from its header (IHDR). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

describe('each brand’s icons and web manifest', () => {
  it('are files of their own: no two brands share a favicon or a home-screen icon', () => {
    const favicons = brandIds.map((brand) => publicFile(brandIcons(brand).favicon).toString('utf8'))
    const touchIcons = brandIds.map((brand) =>
      publicFile(brandIcons(brand).appleTouchIcon).toString('base64'),
    )
    expect(new Set(favicons).size).toBe(brandIds.length)
    expect(new Set(touchIcons).size).toBe(brandIds.length)
  })

  it.each(brandIds)(
    '%s: the committed favicon and manifest are what `npm run brand-icons` writes',
    (brand) => {
      const icons = brandIcons(brand)
      expect(publicFile(icons.favicon).toString('utf8')).toBe(brandIconSvg(brand, { rounded: true }))
      expect(JSON.parse(publicFile(icons.manifest).toString('utf8'))).toEqual(brandWebManifest(brand))
    },
  )

  it.each(brandIds)(
    '%s: the favicon is the mark on the brand colour; the touch icon 180 × 180 PNG',
    (brand) => {
      const icons = brandIcons(brand)
      const svg = publicFile(icons.favicon).toString('utf8')
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
      expect(svg).toContain(`fill="${brands[brand].theme.colors.primary}"`)
      expect(pngSize(publicFile(icons.appleTouchIcon))).toEqual({
        width: APPLE_TOUCH_ICON_SIZE,
        height: APPLE_TOUCH_ICON_SIZE,
      })
    },
  )

  it.each(brandIds)('%s: the manifest names the brand, its colours and icons that exist', (brand) => {
    const manifest = JSON.parse(publicFile(brandIcons(brand).manifest).toString('utf8')) as {
      name: string
      short_name: string
      theme_color: string
      background_color: string
      icons: { src: string; sizes: string; type: string }[]
    }
    expect(manifest.name).toBe(brands[brand].name)
    expect(brands[brand].name.startsWith(manifest.short_name)).toBe(true)
    expect(manifest.theme_color).toBe(brands[brand].theme.colors.primary)
    expect(manifest.background_color).toBe(brands[brand].theme.colors.background)
    for (const icon of manifest.icons) expect(publicFile(icon.src).length).toBeGreaterThan(0)
  })

  it('serves every site its brand’s files: tours-nz Wayfarer’s', () => {
    const toursNz = sites.find((site) => site.id === 'tours-nz')!
    expect(brandIcons(toursNz.brand)).toEqual(brandIcons('tours'))
  })
})
