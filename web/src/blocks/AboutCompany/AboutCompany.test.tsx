import { fireEvent, screen } from '@testing-library/react'
import { preferReducedMotion } from '@/testing/reducedMotion'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import { ABOUT_LINES } from './AboutText'
import { COLLAPSE_SCROLL_OFFSET } from './scrollBack'

async function renderRailAbout() {
  const block = await seedBlock('rail', 'our-story', 'aboutCompany')
  const view = renderBlocks([block], 'rail')
  const toggle = await screen.findByRole('checkbox', { hidden: true })
  const label = view.container.querySelector<HTMLLabelElement>(`label[for="${toggle.id}"]`)!
  return { block, view, toggle, label }
}

let scrollTo: jest.SpyInstance

beforeEach(() => {
  preferReducedMotion(false)
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  Object.defineProperty(window, 'scrollY', { value: 2000, configurable: true })
})

afterEach(() => {
  jest.restoreAllMocks()
})

/** Places the block's section this far from the top of the window. */
function sectionAt(top: number) {
  const section = screen.getByRole('heading', { level: 1 }).closest('section')!
  jest.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect)
}

describe('the about company block', () => {
  it('shows its subtitle, title, text, three images and each sub-description with its link', async () => {
    const { block } = await renderRailAbout()
    expect(screen.getByText(block.subtitle!)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: block.title! })).toBeInTheDocument()
    expect(screen.getByText(/^Silver Line began in 2002/)).toBeInTheDocument()
    const images = screen.getAllByRole('img')
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      block.image!.alt,
      block.firstSubImage!.alt,
      block.secondSubImage!.alt,
    ])
    for (const image of images) expect(image).toHaveAttribute('width')
    for (const item of block.subDescriptions!) expect(screen.getByText(item.description!)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse the journeys' })).toHaveAttribute('href', '/the-journeys')
    expect(screen.getByRole('link', { name: 'Read the FAQs' })).toHaveAttribute('href', '/faq')
    const external = screen.getByRole('link', { name: 'About ATIA accreditation (opens in a new tab)' })
    expect(external).toHaveAttribute('target', '_blank')
  })

  it('clamps its text to six lines on small screens, with a Read more / Read less toggle', async () => {
    const { toggle, label } = await renderRailAbout()
    expect(ABOUT_LINES).toBe(6)
    expect(toggle).not.toBeChecked()
    expect(label).toHaveTextContent('Read moreRead less')
    fireEvent.click(label)
    expect(toggle).toBeChecked()
    // Unfolding leaves the page where it is.
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('scrolls back to 80 px above the top of the block when the text is folded again', async () => {
    const { toggle, label } = await renderRailAbout()
    fireEvent.click(label)
    sectionAt(-900)
    fireEvent.click(label)
    expect(toggle).not.toBeChecked()
    expect(COLLAPSE_SCROLL_OFFSET).toBe(80)
    // The section's top is at 2000 - 900 = 1100 in the page.
    expect(scrollTo).toHaveBeenCalledTimes(1)
    expect(scrollTo).toHaveBeenCalledWith({ top: 1100 - 80, behavior: 'smooth' })
  })

  it('scrolls back at once for visitors who prefer reduced motion', async () => {
    preferReducedMotion(true)
    const { label } = await renderRailAbout()
    fireEvent.click(label)
    sectionAt(-900)
    fireEvent.click(label)
    expect(scrollTo).toHaveBeenCalledWith({ top: 1020, behavior: 'instant' })
  })

  it('never scrolls above the top of the page', async () => {
    Object.defineProperty(window, 'scrollY', { value: 30, configurable: true })
    const { label } = await renderRailAbout()
    fireEvent.click(label)
    sectionAt(10)
    fireEvent.click(label)
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
  })
})
