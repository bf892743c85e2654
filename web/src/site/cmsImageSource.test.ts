import { createImageUrlBuilder } from '@sanity/image-url'
import { cmsImageSource } from './cmsImageSource'

const CDN = 'https://cdn.sanity.io/images/abc123/production/'
const asset = { alt: 'Lanterns', width: 1200, height: 1200 }
// The seed's about-us picture as an editor framed it: a 3:2 band, the hotspot left of centre.
const framed = {
  crop: { top: 0.1, bottom: 0.23333, left: 0, right: 0 },
  hotspot: { x: 0.3, y: 0.45, width: 0.3, height: 0.3 },
}

it("cuts a Sanity image to the editor's crop at the CDN, at the crop's size, the hotspot its focal point", () => {
  expect(cmsImageSource({ ...asset, ...framed, src: `${CDN}20dad2-1200x1200.jpg` })).toEqual({
    src: `${CDN}20dad2-1200x1200.jpg?rect=0,120,1200,800`,
    width: 1200,
    height: 800,
    // 30% across; (0.45 × 1200 − 120) / 800 down the crop.
    objectPosition: '30% 52.5%',
  })
})

it('cuts a seed image through the local route, which honours the same rect', () => {
  expect(cmsImageSource({ ...asset, ...framed, src: '/_seed/images/20dad2-1200x1200.jpg' })).toEqual({
    src: '/api/seed-image?file=20dad2-1200x1200.jpg&rect=0%2C120%2C1200%2C800',
    width: 1200,
    height: 800,
    objectPosition: '30% 52.5%',
  })
})

it('leaves an image without crop or hotspot as it is, and keeps a hotspot alone as the focal point', () => {
  const src = `${CDN}20dad2-1200x1200.jpg`
  expect(cmsImageSource({ ...asset, src, crop: null, hotspot: null })).toEqual({
    src,
    width: 1200,
    height: 1200,
    objectPosition: undefined,
  })
  expect(cmsImageSource({ ...asset, src, crop: null, hotspot: { ...framed.hotspot, x: 0.8 } })).toEqual({
    src,
    width: 1200,
    height: 1200,
    objectPosition: '80% 45%',
  })
})

it("shows a seed SVG whole (nothing cuts it), and nothing for an image without an asset's size", () => {
  const svg = '/_seed/images/027b0e-360x120.svg'
  expect(cmsImageSource({ ...framed, alt: null, src: svg, width: 360, height: 120 })).toMatchObject({
    src: svg,
    width: 360,
    height: 120,
  })
  expect(cmsImageSource({ ...asset, src: null })).toBeNull()
  expect(cmsImageSource({ ...asset, src: svg, width: null })).toBeNull()
})

it('writes the same rect as @sanity/image-url for any crop, so the CDN cuts what the Studio shows', () => {
  const builder = createImageUrlBuilder({ projectId: 'abc123', dataset: 'production' })
  const crops = [
    { top: 0.1, bottom: 0.23333, left: 0, right: 0 },
    { top: 0.0004, bottom: 0.3337, left: 0.1255, right: 0.2911 },
    { top: 0.5, bottom: 0.25, left: 0.9, right: 0 },
    { top: 0, bottom: 0, left: 0, right: 0 },
  ]
  for (const [width, height] of [
    [1600, 1000],
    [1201, 799],
    [37, 4096],
  ] as const) {
    for (const crop of crops) {
      const src = `${CDN}f00d-${width}x${height}.jpg`
      const hotspot = { x: 0.4, y: 0.6, width: 0.2, height: 0.2 }
      const expected = builder
        .image({ asset: { _ref: `image-f00d-${width}x${height}-jpg` }, crop, hotspot })
        .url()
      expect(cmsImageSource({ alt: null, src, width, height, crop, hotspot })!.src).toBe(expected)
    }
  }
})
