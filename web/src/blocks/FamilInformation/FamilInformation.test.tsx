import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import { PICTURES } from '../../../../studio/seed/pictures'
import type { BlockOf } from '../types'
import { formatTravelDate } from './travelDate'

/** The seed's open famil, first on the golf famils page. */
const scotland = () => seedBlock('golf', 'famils', 'familInformation') as Promise<BlockOf<'familInformation'>>

async function openDialog(name: string) {
  const button = await screen.findByRole('button', { name })
  // As from the keyboard: the button has the focus when it is pressed.
  button.focus()
  await act(async () => fireEvent.click(button))
  return { button, dialog: await screen.findByRole('dialog', { name }) }
}

describe('the travel date', () => {
  it('reads DD MMMM YYYY in the site’s language, on the day given whatever the time zone', () => {
    expect(formatTravelDate('2027-03-14', 'en-AU')).toBe('14 March 2027')
    expect(formatTravelDate('2027-09-04', 'en-AU')).toBe('04 September 2027')
    expect(formatTravelDate('2027-01-01', 'en-NZ')).toBe('01 January 2027')
    expect(formatTravelDate('not a date', 'en-AU')).toBe('')
  })
})

describe('the famil information block', () => {
  it('shows the title, trip name and date on a card, the title as the page’s heading', async () => {
    renderBlocks([await scotland()], 'golf')
    const card = await screen.findByRole('region', { name: 'Scotland links famil 2027' })
    expect(within(card).getByRole('heading', { level: 1 })).toHaveTextContent('Scotland links famil 2027')
    expect(card).toHaveTextContent('The Kingdom of Fife and the East Lothian links')
    expect(card).toHaveTextContent('14 September 2027')
    expect(within(card).getByRole('button', { name: 'Itinerary and price' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    )
  })

  it('shows the price, the inclusions in their groups, and the days as an accordion with images', async () => {
    renderBlocks([await scotland()], 'golf')
    const { dialog } = await openDialog('Itinerary and price')
    expect(dialog).toHaveTextContent('AUD 4,950 per agent, twin share (land only)')
    expect(within(dialog).getByRole('heading', { name: 'What is included' })).toBeInTheDocument()
    const groups = within(dialog)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent)
    expect(groups).toEqual(['Golf', 'Accommodation', 'Transfers and touring'])
    expect(within(dialog).getAllByRole('list')).toHaveLength(3)
    expect(within(dialog).getByText('A caddie on the Kingsbarns round').tagName).toBe('LI')

    const days = within(dialog).getAllByRole('group')
    expect(days).toHaveLength(6)
    const firstDay = days[0]!
    expect(firstDay.tagName).toBe('DETAILS')
    expect(firstDay).not.toHaveAttribute('open')
    fireEvent.click(within(firstDay).getByText('Day 1: Edinburgh to St Andrews'))
    expect(firstDay).toHaveAttribute('open')
    // Dinner overlooking the 18th green: the seed's clubhouse terrace at dusk.
    const image = within(firstDay).getByRole('img', { name: PICTURES['golf-clubhouse-terrace'].alt })
    expect(image).toHaveAttribute('width', '1600')
    expect(image).toHaveAttribute('height', '1000')
  })

  it('closes a dialog with its Close button, and focus returns to the button that opened it', async () => {
    renderBlocks([await scotland()], 'golf')
    const { button, dialog } = await openDialog('Terms and conditions')
    expect(dialog).toHaveTextContent('Places are limited to 12 agents')
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(button).toHaveFocus())
  })

  it('closes a dialog with Escape', async () => {
    renderBlocks([await scotland()], 'golf')
    const { dialog } = await openDialog('Itinerary and price')
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('renders nothing for a hidden famil, or without one (left out by the server or deleted)', async () => {
    const block = await scotland()
    const hidden = { ...block, famil: { ...block.famil!, hidden: true } }
    expect(renderBlocks([hidden], 'golf').container).toBeEmptyDOMElement()
    expect(renderBlocks([{ ...block, famil: null }], 'golf').container).toBeEmptyDOMElement()
  })

  it('says, on a page where no famil is open, when the next opens and how to hear of it', async () => {
    const block = await scotland()
    // Midnight starting 1 March 2027 in Sydney (AEDT).
    const closed = { ...block, famil: null, noFamilOpen: { nextOpening: '2027-02-28T13:00:00.000Z' } }
    const contact = { email: 'agents@fairwaygolf.example', phone: null, address: null, openingHours: null }
    renderBlocks([closed], 'golf', { contact })
    const card = screen.getByRole('region', { name: 'No famil is open for registration right now' })
    expect(card).toHaveTextContent('Registration for our next famil opens on 1 March 2027: come back then.')
    expect(within(card).getByRole('link', { name: 'agents@fairwaygolf.example' })).toHaveAttribute(
      'href',
      'mailto:agents@fairwaygolf.example',
    )
    renderBlocks([{ ...closed, noFamilOpen: { nextOpening: null } }], 'golf', { contact })
    expect(
      screen.getAllByRole('region', { name: 'No famil is open for registration right now' })[1],
    ).toHaveTextContent('We announce each new famil here as its registration opens.')
  })

  it('offers no terms button when the famil has no terms', async () => {
    const block = await scotland()
    renderBlocks([{ ...block, famil: { ...block.famil!, termsAndConditions: null } }], 'golf')
    expect(await screen.findByRole('button', { name: 'Itinerary and price' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Terms and conditions' })).toBeNull()
  })
})
