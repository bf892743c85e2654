import { fireEvent, screen } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import { focusTarget } from './panelKeys'

async function renderRailTimeline() {
  const about = await seedBlock('rail', 'our-story', 'aboutCompany')
  const timeline = await seedBlock('rail', 'our-story', 'journeyTimeline')
  renderBlocks([about, timeline], 'rail')
  const buttons = await screen.findAllByRole('button', { expanded: false })
  return { timeline, buttons: [...buttons, screen.getByRole('button', { expanded: true })] }
}

/** The panels whose content shows, by their time. */
const openPanels = () =>
  screen
    .getAllByRole('button', { expanded: true })
    .map((button) => document.getElementById(button.getAttribute('aria-controls')!))
    .filter((panel) => panel && !panel.hidden)
    .map((panel) => panel!.getAttribute('aria-labelledby'))

describe('the journey timeline', () => {
  it('opens with the last panel, its content shown and the others hidden', async () => {
    const { timeline, buttons } = await renderRailTimeline()
    const panels = timeline.panels!
    expect(screen.getByRole('heading', { level: 2, name: timeline.title! })).toBeInTheDocument()
    expect(buttons.map((button) => button.textContent)).toEqual(
      panels.map((panel) => `${panel.time}${panel.title}`),
    )
    const last = buttons.at(-1)!
    expect(last).toHaveAttribute('aria-expanded', 'true')
    expect(last).toHaveAttribute('aria-disabled', 'true')
    expect(openPanels()).toEqual([last.id])
    expect(screen.getByText(panels.at(-1)!.description!)).toBeVisible()
    // The other panels' content is in the page (search engines read it), hidden.
    expect(screen.getByText(panels[0]!.description!)).not.toBeVisible()
  })

  it('makes the clicked panel the single open one', async () => {
    const { timeline, buttons } = await renderRailTimeline()
    fireEvent.click(buttons[1]!)
    expect(openPanels()).toEqual([buttons[1]!.id])
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1)
    expect(screen.getByText(timeline.panels![1]!.description!)).toBeVisible()
    expect(screen.getByText(timeline.panels!.at(-1)!.description!)).not.toBeVisible()
    expect(buttons.at(-1)).not.toHaveAttribute('aria-disabled')
    // Clicking the open one keeps it open: there is always one.
    fireEvent.click(buttons[1]!)
    expect(openPanels()).toEqual([buttons[1]!.id])
  })

  it('is keyboard operable: real buttons, and arrows, Home and End move between them', async () => {
    const { buttons } = await renderRailTimeline()
    for (const button of buttons) expect(button.tagName).toBe('BUTTON')
    const last = buttons.at(-1)!
    last.focus()
    fireEvent.keyDown(last, { key: 'ArrowDown' })
    expect(buttons[0]).toHaveFocus()
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowUp' })
    expect(last).toHaveFocus()
    fireEvent.keyDown(last, { key: 'Home' })
    expect(buttons[0]).toHaveFocus()
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' })
    expect(buttons[1]).toHaveFocus()
    fireEvent.keyDown(buttons[1]!, { key: 'End' })
    expect(last).toHaveFocus()
    // Moving focus opens nothing; Enter and Space are the button's own (a click).
    expect(openPanels()).toEqual([last.id])
  })
})

describe('focusTarget', () => {
  it('wraps around, and leaves other keys to the button', () => {
    expect(focusTarget('ArrowDown', 5, 6)).toBe(0)
    expect(focusTarget('ArrowLeft', 0, 6)).toBe(5)
    expect(focusTarget('Home', 3, 6)).toBe(0)
    expect(focusTarget('End', 3, 6)).toBe(5)
    expect(focusTarget('Enter', 3, 6)).toBeUndefined()
    expect(focusTarget(' ', 3, 6)).toBeUndefined()
  })
})
