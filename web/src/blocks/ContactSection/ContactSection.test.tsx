import { screen, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock, seedSettings } from '@/testing/seedContent'
import { document as toursContact } from '../../../../studio/seed/documents/tours/page-tours-contact-us'
import type { BlockOf } from '../types'

/** Spec 01 §2, the contact page: info sections (a title and lines, each with an optional icon) on the left, the contact form on the right. */
describe('the contact section', () => {
  it("shows the tours contact page's info sections, each line the site's own detail from its settings, beside the form", async () => {
    const seeded = toursContact.blocks.find((block) => block._type === 'contactSection')
    const settings = await seedSettings('tours')
    renderBlocks([await seedBlock('tours', 'contact-us', 'contactSection')], 'tours', settings)
    expect(await screen.findByRole('heading', { level: 1, name: seeded?.title })).toBeInTheDocument()
    const lines = (title: string) =>
      within(within(screen.getByRole('heading', { level: 2, name: title }).parentElement!).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    expect(seeded?.infoSections?.map((section) => section.title)).toEqual([
      'Call us',
      'Email',
      'Visit',
      'Opening hours',
    ])
    expect(lines('Call us')).toEqual(['1300 929 327'])
    expect(screen.getByRole('link', { name: '1300 929 327' })).toHaveAttribute('href', 'tel:+611300929327')
    expect(lines('Email')).toEqual([settings.contact?.email])
    expect(screen.getByRole('link', { name: settings.contact?.email ?? '' })).toHaveAttribute(
      'href',
      `mailto:${settings.contact?.email}`,
    )
    expect(lines('Visit')).toEqual([settings.contact?.address])
    expect(lines('Opening hours')).toEqual([settings.contact?.openingHours])
    expect(screen.getByRole('textbox', { name: /email/i })).toBeInTheDocument()
  })

  it('shows the New Zealand site its own phone, email and address, and the brand’s where it has none', async () => {
    const settings = await seedSettings('tours')
    const nz = settings.siteDetails?.find((details) => details.site === 'tours-nz')
    renderBlocks([await seedBlock('tours', 'contact-us', 'contactSection')], 'tours-nz', settings)
    expect(await screen.findByRole('link', { name: '0800 929 327' })).toHaveAttribute(
      'href',
      'tel:+64800929327',
    )
    expect(screen.getByRole('link', { name: nz?.email ?? '' })).toBeInTheDocument()
    expect(screen.getByText(nz?.address ?? '')).toBeInTheDocument()
    expect(screen.queryByText(/1300 929 327/)).toBeNull()
    expect(screen.queryByText(settings.contact?.address ?? '')).toBeNull()
  })

  it('shows a line’s own label before any detail of the settings, and leaves out a detail the settings lack', async () => {
    const block = (await seedBlock('tours', 'contact-us', 'contactSection')) as BlockOf<'contactSection'>
    renderBlocks(
      [
        {
          ...block,
          infoSections: [
            {
              _key: 's',
              title: 'Reach us',
              items: [
                { _key: 'a', label: 'Ask for Mia', fact: 'phone', icon: null },
                { _key: 'b', label: null, fact: 'openingHours', icon: null },
              ],
            },
          ],
        },
      ],
      'rail',
      { contact: { phone: '+61 1300 724 587', email: null, address: null, openingHours: null } },
    )
    const items = within(await screen.findByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Ask for Mia'])
  })

  it('draws an icon only where a line has one, hidden from screen readers', async () => {
    const block = (await seedBlock('tours', 'contact-us', 'contactSection')) as BlockOf<'contactSection'>
    renderBlocks([
      {
        ...block,
        infoSections: [
          {
            _key: 's',
            title: 'Visit us',
            items: [
              { _key: 'a', label: '1 Harbour St, Sydney', fact: null, icon: 'location' },
              { _key: 'b', label: 'By appointment', fact: null, icon: null },
            ],
          },
        ],
      },
    ])
    const [withIcon, without] = within(await screen.findByRole('list')).getAllByRole('listitem')
    expect(withIcon!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    expect(without!.querySelector('svg')).toBeNull()
  })
})
