import { fireEvent, screen, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import { matchesQuestion } from './matchesQuestion'

async function renderRailFaq() {
  const block = await seedBlock('rail', 'faq', 'faq')
  const view = renderBlocks([block], 'rail')
  const search = await screen.findByRole('searchbox', { name: 'Search the questions' })
  const tags = [...view.container.querySelectorAll('details')]
  return { block, view, search, tags }
}

const summaryOf = (details: HTMLElement) => details.querySelector('summary')!
const questionsIn = (details: HTMLElement) =>
  within(details)
    .queryAllByRole('heading')
    .map((heading) => heading.textContent)

describe('the FAQ', () => {
  it('shows every tag as an accordion holding all of its questions and answers, the first tag open', async () => {
    const { block, tags } = await renderRailFaq()
    expect(screen.getByRole('heading', { level: 1, name: block.title! })).toBeInTheDocument()
    expect(tags.map((tag) => summaryOf(tag).textContent)).toEqual([
      'Booking and tickets(4 questions)',
      'On board(4 questions)',
      'Luggage(3 questions)',
      'Accessibility and insurance(3 questions)',
    ])
    expect(tags.map((tag) => tag.open)).toEqual([true, false, false, false])
    // Every question is in the page, open tag or not: the server HTML holds them all.
    expect(tags.flatMap(questionsIn)).toHaveLength(14)
    expect(
      screen.getByRole('heading', { level: 2, name: 'Can I bring my bike on the train?' }),
    ).toBeInTheDocument()
    // Answers are Portable Text, the site's details included: its market's travel advice, linked.
    expect(screen.getByRole('link', { name: 'Smartraveller' })).toHaveAttribute(
      'href',
      'https://www.smartraveller.gov.au/',
    )
  })

  it('filters the questions inside each tag by the search, in any case, and says when a tag has none', async () => {
    const { search, tags } = await renderRailFaq()
    fireEvent.change(search, { target: { value: 'LUGGAGE' } })
    expect(tags.map(questionsIn)).toEqual([
      [],
      [],
      ['How much luggage can I bring on board?', 'Can my luggage be sent ahead to the next hotel?'],
      [],
    ])
    for (const index of [0, 1, 3])
      expect(within(tags[index]!).getByText('No results found!')).toBeInTheDocument()
    expect(within(tags[2]!).queryByText('No results found!')).toBeNull()
    expect(summaryOf(tags[2]!)).toHaveTextContent('Luggage(2 questions)')
    // A new search opens every tag, so its matches and its 'No results found!' show.
    expect(tags.map((tag) => tag.open)).toEqual([true, true, true, true])
    expect(screen.getByRole('status')).toHaveTextContent('2 questions found for “LUGGAGE”')
  })

  it('matches the question only, not the answer', async () => {
    const { search, tags } = await renderRailFaq()
    // "Glacier Express" is in answers only.
    fireEvent.change(search, { target: { value: 'glacier express' } })
    expect(tags.flatMap(questionsIn)).toEqual([])
    expect(screen.getAllByText('No results found!')).toHaveLength(4)
  })

  it('shows every question again once the search is cleared, leaving the tags as the visitor left them', async () => {
    const { search, tags } = await renderRailFaq()
    fireEvent.change(search, { target: { value: 'wifi' } })
    expect(tags.flatMap(questionsIn)).toEqual(['Is there wifi on board?'])
    tags[0]!.open = false
    fireEvent.change(search, { target: { value: 'wifi on' } })
    expect(tags[0]!.open).toBe(false)
    fireEvent.change(search, { target: { value: '' } })
    expect(tags.flatMap(questionsIn)).toHaveLength(14)
    expect(screen.queryByText('No results found!')).toBeNull()
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('tells search engines every question and its answer as a schema.org FAQPage', async () => {
    const { view } = await renderRailFaq()
    const script = view.container.querySelector('script[type="application/ld+json"]')
    const data = JSON.parse(script!.textContent!)
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity).toHaveLength(14)
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'How far ahead should I book a rail journey?',
      acceptedAnswer: {
        '@type': 'Answer',
        text: expect.stringMatching(/^The Ghan, the Indian Pacific and the Rocky Mountaineer open sales/),
      },
    })
    const insurance = data.mainEntity.find(
      (item: { name: string }) => item.name === 'Do I need travel insurance?',
    )
    expect(insurance.acceptedAnswer.text).toBe(
      'Yes, we ask every traveller to be insured from the day they pay their deposit. Smartraveller explains what to look for in a policy.',
    )
  })
})

describe('matchesQuestion', () => {
  it('is a case-insensitive substring match, an empty search matching all', () => {
    expect(matchesQuestion('Can I bring my bike on the train?', 'BIKE')).toBe(true)
    expect(matchesQuestion('Can I bring my bike on the train?', 'ike on th')).toBe(true)
    expect(matchesQuestion('Can I bring my bike on the train?', 'bicycle')).toBe(false)
    expect(matchesQuestion('Can I bring my bike on the train?', '  ')).toBe(true)
    expect(matchesQuestion('Can I bring my bike on the train?', ' bike ')).toBe(true)
    expect(matchesQuestion(null, 'bike')).toBe(false)
  })
})
