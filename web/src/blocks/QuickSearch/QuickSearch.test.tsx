import { act, fireEvent, screen, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import { fakeApiAnswers } from '@/testing/fakeApiAnswers'

const block = { _key: 'qs', _type: 'quickSearch' as const, title: 'Find your journey', subtitle: null }

async function renderSearch() {
  renderBlocks([block])
  return screen.findByRole('search', { name: 'Quick search' })
}

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('the quick search block', () => {
  it("shows the cruises home page's search as its seed has it, with its three fields and Search Now", async () => {
    renderBlocks([await seedBlock('cruises', '', 'quickSearch')], 'cruises')
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your cruise' })).toBeInTheDocument()
    const search = screen.getByRole('search', { name: 'Quick search' })
    expect(within(search).getByRole('combobox', { name: 'Travel type' })).toBeInTheDocument()
    expect(within(search).getByRole('combobox', { name: 'Destination' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(within(search).getByRole('combobox', { name: 'Duration' })).toBeInTheDocument()
    expect(
      within(search)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select type',
      'Tours',
      'Cruises',
      'Golf packages',
      'Rail',
      'Any duration',
      '1-10 Days',
      '10-15 Days',
      '15-20 Days',
      'More than 20 Days',
    ])
    expect(within(search).getByRole('button', { name: 'Search Now' })).toBeInTheDocument()
  })

  it.each([
    ['tours', 'tour'],
    ['tours-nz', 'tour'],
    ['cruises', 'cruise'],
    ['golf', 'golf-package'],
    ['rail', 'rail'],
  ])("starts on %s's own travel type, %s, the spec's four listed", async (siteId, travelType) => {
    renderBlocks([block], siteId)
    const search = await screen.findByRole('search', { name: 'Quick search' })
    const select = within(search).getByRole('combobox', { name: 'Travel type' })
    expect(select).toHaveValue(travelType)
    expect(within(select).getAllByRole('option')).toHaveLength(5)
  })

  it("without a travel type says 'Select type' and opens the 'Notice!' dialog, asking nothing", async () => {
    const answers = fakeApiAnswers({})
    const search = await renderSearch()
    fireEvent.change(within(search).getByRole('combobox', { name: 'Travel type' }), {
      target: { value: '' },
    })
    fireEvent.click(within(search).getByRole('button', { name: 'Search Now' }))
    const notice = await screen.findByRole('dialog', { name: 'Notice!' })
    expect(notice).toHaveTextContent('Please select type!')
    expect(within(search).getByText('Select type', { selector: 'p' })).toBeInTheDocument()
    fireEvent.click(within(notice).getByRole('button', { name: 'OK' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(answers.requested()).toEqual([])
  })

  it('asks for suggestions 500 ms after typing stops, and takes one with the keyboard', async () => {
    jest.useFakeTimers()
    const answers = fakeApiAnswers({ '/api/search/suggestions': { suggestions: ['Japan', 'Jasper'] } })
    const search = await renderSearch()
    fireEvent.change(within(search).getByRole('combobox', { name: 'Travel type' }), {
      target: { value: 'tour' },
    })
    const keyword = within(search).getByRole('combobox', { name: 'Destination' })
    fireEvent.change(keyword, { target: { value: 'j' } })
    act(() => jest.advanceTimersByTime(300))
    fireEvent.change(keyword, { target: { value: 'ja' } })
    act(() => jest.advanceTimersByTime(499))
    expect(answers.requested()).toEqual([])
    await act(async () => jest.advanceTimersByTime(1))
    expect(answers.requested()).toEqual(['/api/search/suggestions?travelType=tour&keyword=ja'])

    const list = await screen.findByRole('listbox', { name: 'Destinations' })
    expect(keyword).toHaveAttribute('aria-expanded', 'true')
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Japan', 'Jasper'])
    fireEvent.keyDown(keyword, { key: 'ArrowDown' })
    fireEvent.keyDown(keyword, { key: 'ArrowDown' })
    expect(keyword).toHaveAttribute(
      'aria-activedescendant',
      within(list).getByRole('option', { name: 'Jasper' }).id,
    )
    fireEvent.keyDown(keyword, { key: 'Enter' })
    expect(keyword).toHaveValue('Jasper')
    expect(keyword).toHaveAttribute('aria-expanded', 'false')
  })

  it('asks for no suggestions without a travel type', async () => {
    jest.useFakeTimers()
    const answers = fakeApiAnswers({})
    const search = await renderSearch()
    fireEvent.change(within(search).getByRole('combobox', { name: 'Travel type' }), {
      target: { value: '' },
    })
    fireEvent.change(within(search).getByRole('combobox', { name: 'Destination' }), {
      target: { value: 'japan' },
    })
    await act(async () => jest.advanceTimersByTime(1_000))
    expect(answers.requested()).toEqual([])
  })

  it("shows what was found in the 'Search Result' dialog, each linking to its detail page on the site's booking site", async () => {
    const answers = fakeApiAnswers({
      '/api/search': {
        results: [
          { code: 'RL-JP-12', name: 'Japan Rail Discovery', image: null },
          { code: 'RL-CH-10', name: 'Swiss Alps by Glacier & Bernina Express', image: null },
        ],
      },
    })
    const search = await renderSearch()
    fireEvent.change(within(search).getByRole('combobox', { name: 'Travel type' }), {
      target: { value: 'rail' },
    })
    fireEvent.change(within(search).getByRole('combobox', { name: 'Destination' }), {
      target: { value: ' japan ' },
    })
    fireEvent.change(within(search).getByRole('combobox', { name: 'Duration' }), {
      target: { value: 'TEN_TO_FIFTEEN_DAYS' },
    })
    fireEvent.click(within(search).getByRole('button', { name: 'Search Now' }))
    const dialog = await screen.findByRole('dialog', { name: 'Search Result' })
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Japan Rail Discovery', 'https://book.wayfarertours.com.au/en/rails/detail/RL-JP-12'],
      [
        'Swiss Alps by Glacier & Bernina Express',
        'https://book.wayfarertours.com.au/en/rails/detail/RL-CH-10',
      ],
    ])
    expect(answers.requested()).toContain(
      '/api/search?travelType=rail&keyword=japan&duration=TEN_TO_FIFTEEN_DAYS',
    )
  })

  it("says 'No data found' when nothing matches, and why when the search failed", async () => {
    fakeApiAnswers({ '/api/search': { results: [] } })
    const search = await renderSearch()
    fireEvent.change(within(search).getByRole('combobox', { name: 'Travel type' }), {
      target: { value: 'cruise' },
    })
    fireEvent.click(within(search).getByRole('button', { name: 'Search Now' }))
    expect(await screen.findByRole('dialog', { name: 'Search Result' })).toHaveTextContent('No data found')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))

    fakeApiAnswers({ '/api/search': 'no answer' })
    fireEvent.click(within(search).getByRole('button', { name: 'Search Now' }))
    const failed = await screen.findByRole('dialog', { name: 'Search Result' })
    expect(within(failed).getByRole('alert')).toHaveTextContent(
      'The search could not be done just now. Please try again in a moment.',
    )
  })
})
