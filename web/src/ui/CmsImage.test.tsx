import { render, screen } from '@testing-library/react'
import { CmsImage } from './CmsImage'

const framed = {
  alt: 'Hoi An’s lanterns',
  width: 1200,
  height: 1200,
  crop: { top: 0.1, bottom: 0.23333, left: 0, right: 0 },
  hotspot: { x: 0.3, y: 0.45, width: 0.3, height: 0.3 },
}

it('asks the CDN for the crop at every width of the srcset, in a box of the cropped shape', () => {
  render(
    <CmsImage
      image={{ ...framed, src: 'https://cdn.sanity.io/images/abc123/production/20dad2-1200x1200.jpg' }}
      sizes="50vw"
    />,
  )
  const image = screen.getByRole('img', { name: 'Hoi An’s lanterns' })
  expect(image).toHaveAttribute('width', '1200')
  expect(image).toHaveAttribute('height', '800')
  expect(image.style.objectPosition).toBe('30% 52.5%')
  const widths = (image.getAttribute('srcset') ?? '').split(', ')
  expect(widths.length).toBeGreaterThan(3)
  for (const entry of widths)
    expect(entry).toMatch(/\?rect=0%2C120%2C1200%2C800&w=\d+&q=75&auto=format&fit=max \d+w$/)
})

it("sends a seed image's crop to the local route through Next's optimiser", () => {
  render(<CmsImage image={{ ...framed, src: '/_seed/images/20dad2-1200x1200.jpg' }} sizes="50vw" />)
  const image = screen.getByRole('img', { name: 'Hoi An’s lanterns' })
  expect(image).toHaveAttribute('height', '800')
  expect(image.getAttribute('src')).toBe(
    `/_next/image?url=${encodeURIComponent('/api/seed-image?file=20dad2-1200x1200.jpg&rect=0%2C120%2C1200%2C800')}&w=3840&q=75`,
  )
})
