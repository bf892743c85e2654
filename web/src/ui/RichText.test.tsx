import { render, screen } from '@testing-library/react'
import { siteInfo } from '@/server/content/siteInfo'
import { brands } from '@travel/config'
import { PageProviders } from '@/hydration/PageProviders'
import { RichText } from './RichText'

const settings = {
  homeSlug: 'home',
  contact: {
    phone: '+61 1300 929 327',
    email: 'hello@wayfarertours.com.au',
    address: null,
    openingHours: null,
  },
  siteDetails: [{ site: 'tours-nz', phone: '+64 800 929 327' }],
}

const text = [
  {
    _key: 'b',
    _type: 'block',
    style: 'normal',
    markDefs: [],
    children: [
      { _key: 'a', _type: 'span', text: 'Prices are in ', marks: [] },
      { _key: 'c', _type: 'siteFact', fact: 'currency' },
      { _key: 'd', _type: 'span', text: '. Call ', marks: [] },
      { _key: 'e', _type: 'siteFact', fact: 'phone' },
      { _key: 'f', _type: 'span', text: ' or email ', marks: [] },
      { _key: 'g', _type: 'siteFact', fact: 'email' },
      { _key: 'h', _type: 'span', text: '.', marks: [] },
    ],
  },
]

function renderOn(siteId: string) {
  return render(
    <PageProviders
      contexts={{
        router: null,
        theme: brands.tours.theme,
        site: siteInfo({ id: siteId, brand: 'tours' }, settings),
      }}
    >
      <RichText value={text} />
    </PageProviders>,
  )
}

describe('the site’s details named in rich text', () => {
  it('are written out as each site has them, the phone and email as links', () => {
    const { container, unmount } = renderOn('tours')
    expect(container.textContent).toBe(
      'Prices are in Australian dollars. Call 1300 929 327 or email hello@wayfarertours.com.au.',
    )
    expect(screen.getByRole('link', { name: '1300 929 327' })).toHaveAttribute('href', 'tel:+611300929327')
    expect(screen.getByRole('link', { name: 'hello@wayfarertours.com.au' })).toHaveAttribute(
      'href',
      'mailto:hello@wayfarertours.com.au',
    )
    unmount()
    expect(renderOn('tours-nz').container.textContent).toBe(
      'Prices are in New Zealand dollars. Call 0800 929 327 or email hello@wayfarertours.com.au.',
    )
  })
})
