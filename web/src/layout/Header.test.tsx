import { render, screen, within } from '@testing-library/react'
import { brands, getSite, type SiteId } from '@travel/config'
import { PageProviders } from '@/hydration/PageProviders'
import { seedSettings } from '@/testing/seedContent'
import { Header } from './Header'
import { MEGA_MENU_SHOWN, splitDestinations } from './megaMenu'
import type { SiteSettings } from './siteSettings'
import { siteInfo } from '@/server/content/siteInfo'

function renderHeader(settings: SiteSettings, siteId: SiteId) {
  const site = getSite(siteId)!
  return render(
    <PageProviders
      contexts={{
        router: null,
        theme: brands[site.brand].theme,
        site: siteInfo(site, settings),
      }}
    >
      <Header settings={settings} />
    </PageProviders>,
  )
}

/** A group's panel: the popover its button opens. */
function panelOf(groupName: string): HTMLElement {
  const button = screen.getByRole('button', { name: groupName })
  return document.getElementById(button.getAttribute('popovertarget')!)!
}

const linkNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('splitDestinations', () => {
  const destination = (slug: string) => ({ _key: slug, title: slug, slug, isShow: false, page: null })

  it('shows 5 at once, and See All only past 5', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map(destination)
    expect(MEGA_MENU_SHOWN).toBe(5)
    expect(splitDestinations(six)).toEqual({ first: six.slice(0, 5), hasMore: true, all: six })
    expect(splitDestinations(six.slice(0, 5))).toEqual({
      first: six.slice(0, 5),
      hasMore: false,
      all: six.slice(0, 5),
    })
    expect(splitDestinations(null)).toEqual({ first: [], hasMore: false, all: [] })
  })
})

describe('the header', () => {
  it('puts the navigation behind a menu button, in a popover', async () => {
    renderHeader(await seedSettings('tours'), 'tours')
    const menu = screen.getByRole('button', { name: 'Menu' })
    const panel = document.getElementById(menu.getAttribute('popovertarget')!)!
    expect(panel).toHaveAttribute('popover', 'auto')
    expect(within(panel).getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(within(panel).getByRole('navigation', { name: 'Destinations' })).toBeInTheDocument()
  })

  it("shows a group's first 5 destinations, and all of them behind See All", async () => {
    renderHeader(await seedSettings('tours'), 'tours')
    const asia = panelOf('Asia')
    const [first, all] = within(asia).getAllByRole('list')
    expect(linkNames(first!)).toEqual(['Vietnam', 'Japan', 'Cambodia', 'Thailand', 'India'])
    const seeAll = within(asia).getByText('See All').closest('details')!
    expect(seeAll).not.toHaveAttribute('open')
    expect(within(seeAll).getByText('Back')).toBeInTheDocument()
    expect(linkNames(all!)).toEqual([
      'Vietnam',
      'Japan',
      'Cambodia',
      'Thailand',
      'India',
      'Sri Lanka',
      'China',
      'Laos',
      'Indonesia',
    ])
  })

  it('has no See All for a group of 5', async () => {
    renderHeader(await seedSettings('tours'), 'tours')
    const africa = panelOf('Africa & Middle East')
    expect(within(africa).getAllByRole('list')).toHaveLength(1)
    expect(within(africa).getAllByRole('link')).toHaveLength(5)
    expect(within(africa).queryByText('See All')).toBeNull()
  })

  it("links another brand's destinations to their pages, on the main tours site unless they are its own", async () => {
    renderHeader(await seedSettings('golf'), 'golf')
    const asiaPacific = panelOf('Asia & Pacific')
    // Golf names Japan under asia-pacific; the link opens tours' page at its own address, and says
    // whose it is and that it leaves the site.
    const leaving = (name: string) => `${name} Wayfarer Tours (leaves this site)`
    expect(within(asiaPacific).getByRole('link', { name: leaving('Japan') })).toHaveAttribute(
      'href',
      'https://wayfarertours.com.au/tour-destination/asia/japan',
    )
    // Without a page: the destination's tours on the main tours site.
    expect(within(asiaPacific).getByRole('link', { name: leaving('Thailand') })).toHaveAttribute(
      'href',
      'https://wayfarertours.com.au/tours/thailand',
    )
    // Golf's own headline destinations: its own pages, named alone.
    expect(within(asiaPacific).getByRole('link', { name: 'Vietnam' })).toHaveAttribute(
      'href',
      '/tour-destination/asia-pacific/vietnam',
    )
    expect(linkNames(panelOf('Europe'))).toEqual([
      'Portugal',
      'Spain',
      ...['France', 'Italy', 'Switzerland'].map(leaving),
      'Portugal',
      'Spain',
      ...['France', 'Italy', 'Switzerland', 'Croatia', 'Greece'].map(leaving),
    ])
    // Its own: the first five and See All's list both name it.
    for (const scotland of within(panelOf('Great Britain & Ireland')).getAllByRole('link', {
      name: 'Scotland',
    }))
      expect(scotland).toHaveAttribute('href', '/tour-destination/great-britain-ireland/scotland')
  })

  it.each([
    // Each brand's natural first enquiry: a tailor-made trip, a voyage, a golf holiday, a journey.
    ['tours', '1300 929 327', 'tel:+611300929327', '/tailor-made'],
    ['tours-nz', '0800 929 327', 'tel:+64800929327', '/tailor-made'],
    ['cruises', '1300 843 392', 'tel:+611300843392', '/enquire'],
    ['golf', '1300 465 387', 'tel:+611300465387', '/tailor-made'],
    ['rail', '1300 724 587', 'tel:+611300724587', '/rail-journey-enquiry'],
  ] as const)(
    'gives %s its own phone number and an Enquire action, beside the menu button',
    async (siteId, phone, tel, enquire) => {
      const settings = await seedSettings(getSite(siteId)!.brand)
      renderHeader(settings, siteId)
      const banner = screen.getByRole('banner')
      expect(within(banner).getByRole('link', { name: `Call ${phone}` })).toHaveAttribute('href', tel)
      expect(within(banner).getByRole('link', { name: 'Enquire' })).toHaveAttribute('href', enquire)
      expect(within(banner).getByRole('button', { name: 'Menu' })).toBeInTheDocument()
    },
  )

  it('has no Enquire action when the settings name no enquiry page, and no phone strip without a phone', async () => {
    const settings = await seedSettings('rail')
    const { container } = render(
      <PageProviders
        contexts={{ router: null, theme: brands.rail.theme, site: siteInfo(getSite('rail')!, null) }}
      >
        <Header settings={{ ...settings, enquirySlug: null }} />
      </PageProviders>,
    )
    expect(screen.queryByRole('link', { name: 'Enquire' })).toBeNull()
    expect(container.querySelector('a[href^="tel:"]')).toBeNull()
  })

  it.each(['tours', 'tours-nz', 'golf'] as const)(
    '%s: leads home with its brand’s logo, an image named by the brand, of a set shape',
    async (siteId) => {
      renderHeader(await seedSettings(siteId === 'tours-nz' ? 'tours' : siteId), siteId)
      const brand = brands[getSite(siteId)!.brand]
      const home = within(screen.getByRole('banner')).getByRole('link', { name: brand.name })
      const logo = within(home).getByRole('img', { name: brand.name })
      expect(logo.tagName.toLowerCase()).toBe('svg')
      expect(Number(logo.getAttribute('width'))).toBeGreaterThan(0)
      expect(Number(logo.getAttribute('height'))).toBeGreaterThan(0)
      expect(logo.getAttribute('viewBox')).toBe(
        `0 0 ${logo.getAttribute('width')} ${logo.getAttribute('height')}`,
      )
    },
  )
})
