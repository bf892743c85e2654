import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import { fakeFormRoute } from '@/testing/fakeFormRoute'
import { tabOrder } from '@/forms/enquiry/tabOrder'

const { fetchMock } = fakeFormRoute()

afterEach(() => window.history.replaceState(null, '', '/'))

async function renderCruises() {
  renderBlocks([await seedBlock('cruises', 'enquire', 'enquirySection')], 'cruises')
  return screen.findByRole('tablist', { name: 'Enquiry' })
}

const tabsOf = (tabs: HTMLElement) =>
  within(tabs)
    .getAllByRole('tab')
    .map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])

describe("the cruises' enquiry section", () => {
  it('opens on its Voyage tab, first, with the voyage form; the spec’s tabs follow in order', async () => {
    const tabs = await renderCruises()
    expect(tabsOf(tabs)).toEqual([
      ['Voyage', 'true'],
      ['Charter flight', 'false'],
      ['Accommodation', 'false'],
      ['Tailor-made', 'false'],
    ])
    const panel = screen.getByRole('tabpanel', { name: 'Voyage' })
    expect(within(panel).getByLabelText(/^Voyage/)).toHaveValue('')
    fireEvent.keyDown(within(tabs).getByRole('tab', { name: 'Voyage' }), { key: 'ArrowRight' })
    expect(screen.getByRole('tabpanel', { name: 'Charter flight' })).toBeVisible()
  })

  it('shows the voyage its link names, which the visitor may change, and sends what the field holds', async () => {
    window.history.replaceState(null, '', '/enquire?voyage=Norway%E2%80%99s+Fjords+%26+North+Cape')
    await renderCruises()
    const panel = screen.getByRole('tabpanel', { name: 'Voyage' })
    const voyage = within(panel).getByLabelText(/^Voyage/)
    await waitFor(() => expect(voyage).toHaveValue('Norway’s Fjords & North Cape'))
    fireEvent.change(voyage, { target: { value: 'Norway’s Fjords & North Cape, 19 June' } })
    fireEvent.change(within(panel).getByLabelText(/^First name/), { target: { value: 'Ana' } })
    fireEvent.change(within(panel).getByLabelText(/^Last name/), { target: { value: 'Lopes' } })
    fireEvent.change(within(panel).getByLabelText(/^Email/), { target: { value: 'ana@example.com' } })
    fireEvent.click(within(panel).getByRole('button', { name: 'Send my voyage enquiry' }))
    expect(await within(panel).findByRole('status')).toHaveTextContent('we’ve received your voyage enquiry')
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/form-submissions')
    expect(JSON.parse(String(init.body)).submissionData).toEqual([
      { field: 'voyage', value: 'Norway’s Fjords & North Cape, 19 June' },
      { field: 'firstName', value: 'Ana' },
      { field: 'lastName', value: 'Lopes' },
      { field: 'email', value: 'ana@example.com' },
      { field: 'phone', value: '' },
      { field: 'guests', value: 2 },
      { field: 'departure', value: '' },
      { field: 'message', value: '' },
    ])
  })

  it('asks for a voyage: the field is required, as in the route', async () => {
    await renderCruises()
    const panel = screen.getByRole('tabpanel', { name: 'Voyage' })
    fireEvent.click(within(panel).getByRole('button', { name: 'Send my voyage enquiry' }))
    await waitFor(() =>
      expect(within(panel).getByLabelText(/^Voyage/)).toHaveAccessibleDescription('This field is required'),
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('tabOrder', () => {
  it("keeps the spec's order and default (the charter flight) unless a site chose another first tab", () => {
    const ids = (firstTab: string | null, form?: string) => tabOrder(firstTab, form).map((tab) => tab.id)
    expect(ids(null)).toEqual(['flight', 'accommodation', 'tailorMade'])
    expect(ids('flight', 'Voyage')).toEqual(['flight', 'accommodation', 'tailorMade', 'form'])
    expect(ids('accommodation')).toEqual(['accommodation', 'flight', 'tailorMade'])
    expect(ids('form', 'Voyage')).toEqual(['form', 'flight', 'accommodation', 'tailorMade'])
    // A form tab chosen but not there (its form deleted): the spec's default.
    expect(ids('form')).toEqual(['flight', 'accommodation', 'tailorMade'])
  })
})
