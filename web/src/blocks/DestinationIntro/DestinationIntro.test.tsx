import { screen } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import type { BlockOf } from '../types'
import { INTRO_LINES } from './DestinationIntro'

const paragraph = (key: string, text: string) => ({
  _key: key,
  _type: 'block' as const,
  style: 'normal' as const,
  markDefs: [],
  children: [{ _key: `${key}s`, _type: 'span' as const, text, marks: [] }],
})

const block: BlockOf<'destinationIntro'> = {
  _key: 'intro',
  _type: 'destinationIntro',
  text: [
    paragraph('a', 'Vietnam rewards travellers who take their time.'),
    paragraph('b', 'Groups of 16 or fewer.'),
  ],
}

describe('the destination intro', () => {
  it('holds the whole text, and a Read more / Read less toggle that works without script', async () => {
    renderBlocks([block])
    expect(await screen.findByText('Vietnam rewards travellers who take their time.')).toBeInTheDocument()
    expect(screen.getByText('Groups of 16 or fewer.')).toBeInTheDocument()
    // Shown on small screens only (jsdom applies no media query): a checkbox and its label.
    const toggle = screen.getByRole('checkbox', { hidden: true })
    expect(toggle).not.toBeChecked()
    expect(document.querySelector(`label[for="${toggle.id}"]`)).toHaveTextContent('Read moreRead less')
    expect(INTRO_LINES).toBe(6)
  })
})
