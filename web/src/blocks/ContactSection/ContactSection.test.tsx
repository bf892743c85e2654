import { screen, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import { document as toursContact } from '../../../../studio/seed/documents/tours/page-tours-contact-us'
import type { BlockOf } from '../types'

/** Spec 01 §2, the contact page: info sections (a title and lines, each with an optional icon) on the left, the contact form on the right. */
describe('the contact section', () => {
  it("shows the tours contact page's info sections as its seed document has them, beside the form", async () => {
    const seeded = toursContact.blocks.find((block) => block._type === 'contactSection')
    renderBlocks([await seedBlock('tours', 'contact-us', 'contactSection')])
    expect(await screen.findByRole('heading', { level: 1, name: seeded?.title })).toBeInTheDocument()
    for (const section of seeded?.infoSections ?? []) {
      const heading = screen.getByRole('heading', { level: 2, name: section.title })
      const list = within(heading.parentElement!).getByRole('list')
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(section.items?.map((item) => item.label))
    }
    expect(screen.getByRole('textbox', { name: /email/i })).toBeInTheDocument()
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
              { _key: 'a', label: '1 Harbour St, Sydney', icon: 'location' },
              { _key: 'b', label: 'By appointment', icon: null },
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
