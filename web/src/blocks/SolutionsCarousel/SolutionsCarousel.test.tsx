import { screen, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import { fakeMatchMedia } from '@/testing/matchMedia'
import { seedBlock } from '@/testing/seedContent'
import { document as golfHome } from '../../../../studio/seed/documents/golf/page-golf-home'
import type { BlockOf } from '../types'

let restore: () => void = () => undefined
afterEach(() => restore())

const seeded = golfHome.blocks.find((block) => block._type === 'solutionsCarousel')

describe('the solutions carousel', () => {
  it("shows the golf home page's solutions as its seed document has it, two to a wide screen", async () => {
    restore = fakeMatchMedia(['(min-width: 48rem)'])
    renderBlocks([await seedBlock('golf', '', 'solutionsCarousel')], 'golf')
    const carousel = await screen.findByRole('region', { name: seeded?.title })
    expect(screen.getByRole('heading', { level: 1, name: seeded?.title })).toBeInTheDocument()
    expect(screen.getByText(seeded!.intro)).toBeInTheDocument()
    const cards = within(carousel).getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(
      seeded?.items.slice(0, 2).map((item) => item.title),
    )
    const first = cards[0]!
    expect(within(first).getByText(seeded!.items[0]!.text)).toBeInTheDocument()
    expect(within(first).getByRole('img', { name: seeded!.items[0]!.image.alt })).toBeInTheDocument()
    expect(within(first).getByRole('link', { name: 'See the courses →' })).toHaveAttribute(
      'href',
      '/the-courses',
    )
  })

  it('shows a solution without a link as a card without one', async () => {
    restore = fakeMatchMedia()
    const solution = { ...(await seedBlock('golf', '', 'solutionsCarousel')).items![0]!, link: null }
    const block: BlockOf<'solutionsCarousel'> = {
      _key: 's',
      _type: 'solutionsCarousel',
      title: 'What we arrange',
      intro: null,
      items: [solution],
    }
    renderBlocks([block], 'golf')
    const card = await screen.findByRole('article')
    expect(within(card).getByRole('heading', { name: solution.title! })).toBeInTheDocument()
    expect(within(card).queryByRole('link')).toBeNull()
  })
})
