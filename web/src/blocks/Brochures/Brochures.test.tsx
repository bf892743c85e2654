import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import type { BlockOf } from '../types'

const BLOCK_TITLE = 'Read our brochures online'

/**
 * The seed's brochures block as visitors get it in 2027 (the server leaves out what is outside
 * its window, web/src/server/content/publishWindows.ts): without the expired and the future one.
 */
async function seededBlock(): Promise<BlockOf<'brochures'>> {
  const block = await seedBlock('tours', 'brochures', 'brochures')
  const outside = ['brochure-tours-japan-cherry-blossom-2026', 'brochure-tours-small-group-tours-2028']
  return { ...block, brochures: block.brochures!.filter((brochure) => !outside.includes(brochure._id)) }
}

const list = () => screen.getByRole('list', { name: new RegExp(`^${BLOCK_TITLE}`) })
const titles = () =>
  within(list())
    .getAllByRole('heading')
    .map((heading) => heading.textContent)

let scrolled: jest.Mock
beforeEach(() => {
  // jsdom lays nothing out, and has no scrollIntoView.
  scrolled = jest.fn()
  Element.prototype.scrollIntoView = scrolled
})

describe('the brochures block', () => {
  it('shows the first 16 brochures, in the order the editors set, each opening its PDF in the viewer', async () => {
    const block = await seededBlock()
    renderBlocks([block])
    expect(await screen.findByRole('heading', { level: 1, name: BLOCK_TITLE })).toBeInTheDocument()
    expect(titles()).toEqual(block.brochures!.slice(0, 16).map((brochure) => brochure.title))
    const first = block.brochures![0]!
    const link = screen.getByRole('link', { name: first.title! })
    expect(link).toHaveAttribute(
      'href',
      `/frontend/view-brochure.html?url=${encodeURIComponent(first.file!)}`,
    )
    expect(link).toHaveAttribute('aria-haspopup', 'dialog')
    const cover = within(link).getByRole('img', { name: first.image!.alt! })
    expect(cover).toHaveAttribute('width', String(first.image!.width))
  })

  it("pages by one within bounds, saying 'Page X of Y', and goes back to the block's top", async () => {
    renderBlocks([await seededBlock()])
    const previous = await screen.findByRole('button', { name: 'Previous' })
    const next = screen.getByRole('button', { name: 'Next' })
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
    expect(previous).toBeDisabled()
    expect(next).toBeEnabled()

    fireEvent.click(next)
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    expect(titles()).toEqual(['Northern Vietnam highlands 2027', 'Himalaya 2027'])
    expect(next).toBeDisabled()
    expect(previous).toBeEnabled()
    expect(scrolled).toHaveBeenCalledTimes(1)
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('region', { name: BLOCK_TITLE }))
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }))

    fireEvent.click(next)
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    expect(scrolled).toHaveBeenCalledTimes(1)

    fireEvent.click(previous)
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
    expect(titles()).toHaveLength(16)
    expect(previous).toBeDisabled()
  })

  it('moves focus to the other button when the one pressed is disabled at an end', async () => {
    renderBlocks([await seededBlock()])
    const next = await screen.findByRole('button', { name: 'Next' })
    next.focus()
    fireEvent.click(next)
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus()
  })

  it('has no paging for one page of brochures, and renders nothing without a brochure', async () => {
    const block = await seededBlock()
    renderBlocks([{ ...block, brochures: block.brochures!.slice(0, 16) }])
    expect(await screen.findAllByRole('listitem')).toHaveLength(16)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByText(/^Page/)).toBeNull()
    const { container } = renderBlocks([{ ...block, _key: 'none', brochures: [] }])
    expect(container).toBeEmptyDOMElement()
  })

  it("opens a brochure in a full-screen dialog, 'View PDF', with a hidden Download", async () => {
    const block = await seededBlock()
    renderBlocks([block])
    const brochure = block.brochures![2]!
    fireEvent.click(await screen.findByRole('link', { name: brochure.title! }))
    const dialog = await screen.findByRole('dialog', { name: 'View PDF' })
    const viewer = within(dialog).getByTitle(`${brochure.title} (PDF)`)
    expect(viewer.tagName).toBe('IFRAME')
    expect(viewer).toHaveAttribute(
      'src',
      `/frontend/view-brochure.html?url=${encodeURIComponent(brochure.file!)}`,
    )
    const download = within(dialog).getByText('Download')
    expect(download).not.toBeVisible()
    expect(download).toHaveAttribute('href', brochure.file)

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('leaves a click that asks for a new tab to the browser', async () => {
    renderBlocks([await seededBlock()])
    const link = (await screen.findAllByRole('link'))[0]!
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
