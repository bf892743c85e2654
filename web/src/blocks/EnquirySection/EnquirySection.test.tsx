import { act, fireEvent, screen, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import { fakeApiAnswers } from '@/testing/fakeApiAnswers'

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

async function renderTours() {
  renderBlocks([await seedBlock('tours', 'enquire', 'enquirySection')])
  return screen.findByRole('tablist', { name: 'Enquiry' })
}

describe('the enquiry section', () => {
  it('shows its three tabs, the charter flight selected, with its form', async () => {
    const tabs = await renderTours()
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex]),
    ).toEqual([
      ['Charter flight', 'true', 0],
      ['Accommodation', 'false', -1],
      ['Tailor-made', 'false', -1],
    ])
    const panel = screen.getByRole('tabpanel', { name: 'Charter flight' })
    for (const label of [
      'From',
      'To',
      'Departure date',
      'Return date',
      'Name',
      'Phone',
      'Email',
      'Passengers',
    ])
      expect(within(panel).getByLabelText(new RegExp(`^${label}( \\*)?$`))).toBeInTheDocument()
    expect(within(panel).getByLabelText('Phone country')).toHaveValue('AU')
    expect(within(panel).getByLabelText(/^Passengers/)).toHaveAttribute('min', '1')
  })

  it('moves between tabs with the arrow keys, Home and End, and the tailor-made tab links to the wizard', async () => {
    const tabs = await renderTours()
    const flight = within(tabs).getByRole('tab', { name: 'Charter flight' })
    fireEvent.keyDown(flight, { key: 'ArrowRight' })
    const accommodation = within(tabs).getByRole('tab', { name: 'Accommodation' })
    expect(accommodation).toHaveAttribute('aria-selected', 'true')
    expect(accommodation).toHaveFocus()
    expect(screen.getByRole('tabpanel', { name: 'Accommodation' })).toBeVisible()
    fireEvent.keyDown(accommodation, { key: 'End' })
    const panel = screen.getByRole('tabpanel', { name: 'Tailor-made' })
    expect(within(panel).getByRole('link', { name: 'Plan your tailor-made trip' })).toHaveAttribute(
      'href',
      '/tailor-made',
    )
    fireEvent.keyDown(within(tabs).getByRole('tab', { name: 'Tailor-made' }), { key: 'ArrowRight' })
    expect(flight).toHaveAttribute('aria-selected', 'true')
    fireEvent.keyDown(flight, { key: 'ArrowLeft' })
    expect(within(tabs).getByRole('tab', { name: 'Tailor-made' })).toHaveFocus()
    fireEvent.keyDown(within(tabs).getByRole('tab', { name: 'Tailor-made' }), { key: 'Home' })
    expect(flight).toHaveFocus()
  })

  it('keeps the accommodation counters within 1 to 4 (rooms, adults) and 0 to 4 (children)', async () => {
    const tabs = await renderTours()
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Accommodation' }))
    const panel = screen.getByRole('tabpanel', { name: 'Accommodation' })
    const room = within(panel).getByLabelText(/^Room/)
    expect(room).toHaveValue(1)
    expect(within(panel).getByRole('button', { name: 'Remove a room' })).toBeDisabled()
    for (let step = 0; step < 3; step += 1)
      fireEvent.click(within(panel).getByRole('button', { name: 'Add a room' }))
    expect(room).toHaveValue(4)
    expect(within(panel).getByRole('button', { name: 'Add a room' })).toBeDisabled()
    expect(within(panel).getByLabelText(/^Children/)).toHaveValue(0)
    expect(within(panel).getByRole('button', { name: 'Remove a child' })).toBeDisabled()
    expect(within(panel).getByLabelText(/^Adult/)).toHaveAttribute('max', '4')
  })

  it('keeps the dates in order from today: the return from the departure, the departure up to the return', async () => {
    await renderTours()
    const panel = screen.getByRole('tabpanel', { name: 'Charter flight' })
    const departure = within(panel).getByLabelText(/^Departure date/)
    const back = within(panel).getByLabelText(/^Return date/)
    const today = departure.getAttribute('min')
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(back).toHaveAttribute('min', today)
    fireEvent.change(departure, { target: { value: '2099-05-01' } })
    expect(back).toHaveAttribute('min', '2099-05-01')
    fireEvent.change(back, { target: { value: '2099-05-09' } })
    expect(departure).toHaveAttribute('max', '2099-05-09')
  })

  it('suggests places 500 ms after typing, only with a value, under Destinations; the list hides 300 ms after blur', async () => {
    jest.useFakeTimers()
    const answers = fakeApiAnswers({ '/api/search/suggestions': { suggestions: ['Hanoi', 'Hoi An'] } })
    await renderTours()
    const panel = screen.getByRole('tabpanel', { name: 'Charter flight' })
    const to = within(panel).getByRole('combobox', { name: /^To/ })
    fireEvent.change(to, { target: { value: 'h' } })
    act(() => jest.advanceTimersByTime(300))
    fireEvent.change(to, { target: { value: 'ho' } })
    act(() => jest.advanceTimersByTime(499))
    expect(answers.requested()).toEqual([])
    await act(async () => jest.advanceTimersByTime(1))
    expect(answers.requested()).toEqual(['/api/search/suggestions?travelType=tour&keyword=ho'])
    const list = await within(panel).findByRole('listbox', { name: 'Destinations' })
    expect(list.previousElementSibling).toHaveTextContent('Destinations')
    expect(list.previousElementSibling).toBeVisible()
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Hanoi', 'Hoi An'])

    fireEvent.blur(to)
    act(() => jest.advanceTimersByTime(299))
    expect(to).toHaveAttribute('aria-expanded', 'true')
    fireEvent.click(within(list).getByRole('option', { name: 'Hoi An' }))
    expect(to).toHaveValue('Hoi An')
    expect(to).toHaveAttribute('aria-expanded', 'false')

    fireEvent.change(to, { target: { value: 'ha' } })
    await act(async () => jest.advanceTimersByTime(500))
    expect(to).toHaveAttribute('aria-expanded', 'true')
    fireEvent.blur(to)
    act(() => jest.advanceTimersByTime(299))
    expect(to).toHaveAttribute('aria-expanded', 'true')
    act(() => jest.advanceTimersByTime(1))
    expect(to).toHaveAttribute('aria-expanded', 'false')

    fireEvent.change(to, { target: { value: '' } })
    await act(async () => jest.advanceTimersByTime(1_000))
    expect(answers.requested()).toHaveLength(2)
  })
})
