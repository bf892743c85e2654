import { getSite, type Site } from '@travel/config'
import { firstImage, socialImage } from './socialCard'

const tours = getSite('tours') as Site
const photo = { src: '/_seed/images/abc-1600x1000.jpg', width: 1600, height: 1000, alt: 'Lan Ha Bay' }

it("serves a card's image through the image pipeline on the production origin, 1200 wide", () => {
  expect(socialImage(tours, photo)).toEqual({
    url: 'https://wayfarertours.com.au/_next/image?url=%2F_seed%2Fimages%2Fabc-1600x1000.jpg&w=1200&q=75',
    width: 1200,
    height: 750,
    alt: 'Lan Ha Bay',
  })
  expect(socialImage(tours, { ...photo, width: 800, height: 400 })).toMatchObject({ width: 800, height: 400 })
  expect(socialImage(tours, null)).toBeNull()
})

it("takes the page's first image, skipping blocks without one", () => {
  expect(firstImage([undefined, null, { ...photo, src: null }, photo])).toBe(photo)
  expect(firstImage([null, undefined])).toBeNull()
})

it("shares the picture as the editor cropped it: the crop's rect and shape", () => {
  const cropped = {
    ...photo,
    crop: { top: 0, bottom: 0, left: 0.25, right: 0.25 },
    hotspot: null,
  }
  expect(socialImage(tours, cropped)).toEqual({
    url: `https://wayfarertours.com.au/_next/image?url=${encodeURIComponent('/api/seed-image?file=abc-1600x1000.jpg&rect=400%2C0%2C800%2C1000')}&w=1200&q=75`,
    width: 800,
    height: 1000,
    alt: 'Lan Ha Bay',
  })
})
