import { expect, test } from '@playwright/test'
import { siteUrl } from './helpers/server'

// Issue 31: an editor's crop and hotspot reach the site. The seed's tours about-us picture
// (1200 × 1200) is cropped to a 3:2 band with its hotspot left of centre; in embedded mode the
// local route cuts it (src/server/content/seedImage.ts) as Sanity's CDN would.
const ALT = /^Illustration of Hoi An’s ochre shophouses at night/

for (const width of [390, 1280]) {
  test(`a cropped seed image shows at the crop's shape, cut to it, its hotspot the focal point (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(siteUrl('tours', '/about-us'))
    const image = page.getByRole('img', { name: ALT })
    await image.scrollIntoViewIfNeeded()
    await expect(image).toHaveAttribute('width', '1200')
    await expect(image).toHaveAttribute('height', '800')
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true)
    const drawn = await image.evaluate((element: HTMLImageElement) => {
      const box = element.getBoundingClientRect()
      return {
        source: element.currentSrc,
        natural: element.naturalWidth / element.naturalHeight,
        box: box.width / box.height,
        objectPosition: getComputedStyle(element).objectPosition,
      }
    })
    // The picture the browser received is the crop, not the square asset.
    expect(drawn.source).toContain(encodeURIComponent('/api/seed-image?file='))
    expect(drawn.natural).toBeCloseTo(1.5, 2)
    expect(drawn.box).toBeCloseTo(1.5, 1)
    // The hotspot's centre within the crop: 30% across, (0.4 × 1200 − 24) / 800 = 57% down.
    expect(drawn.objectPosition).toBe('30% 57%')
  })
}
