import type { ReactNode } from 'react'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import { siteInfo } from '@/server/content/siteInfo'
import { SiteProvider } from '@/site/SiteContext'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import { fakeFormRoute } from '@/testing/fakeFormRoute'
import { LOCATION_QUESTION, VirtuosoForm } from './VirtuosoForm'

const { answers, fetchMock } = fakeFormRoute()

const withTheme = (children: ReactNode) => (
  <SiteProvider site={siteInfo({ id: 'tours', brand: 'tours' }, { homeSlug: 'home' })}>
    <ThemeProvider theme={brands.tours.theme}>{children}</ThemeProvider>
  </SiteProvider>
)

const LOCATIONS = ['Sydney', 'Melbourne', 'Auckland']

function fill() {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), { target: { value } })
  type('Full name', 'Priya Raman')
  type('Company name', 'Harbour Travel')
  type('Email', 'priya@agency.example')
  type('Phone', '0400123456')
  fireEvent.click(within(screen.getByRole('group', { name: /Preferred follow-up/ })).getByLabelText('Email'))
  fireEvent.click(screen.getByLabelText('Yes'))
  fireEvent.click(screen.getByLabelText(/I have read and accept the terms/))
  fireEvent.click(screen.getByLabelText('I’m not a robot (test mode)'))
}

const PLACE = { page: 'page-tours-virtuoso-agents-vietnam', block: 'v' }

describe('the virtuoso form', () => {
  it('keeps submit disabled until the terms box is ticked', () => {
    render(withTheme(<VirtuosoForm place={PLACE} locations={[]} idPrefix="v" />))
    const submit = screen.getByRole('button', { name: 'Submit' })
    expect(submit).toBeDisabled()
    fireEvent.click(screen.getByLabelText(/I have read and accept the terms/))
    expect(submit).toBeEnabled()
  })

  it('asks the Vietnam-travel question only when the block has event locations', () => {
    const { unmount } = render(withTheme(<VirtuosoForm place={PLACE} locations={[]} idPrefix="v" />))
    expect(screen.queryByLabelText(new RegExp(LOCATION_QUESTION))).toBeNull()
    unmount()
    render(withTheme(<VirtuosoForm place={PLACE} locations={LOCATIONS} idPrefix="v" />))
    const options = within(screen.getByLabelText(new RegExp(LOCATION_QUESTION))).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Select a location…', ...LOCATIONS])
  })

  it('posts the spec’s body once, then thanks the agent', async () => {
    render(withTheme(<VirtuosoForm place={PLACE} locations={LOCATIONS} idPrefix="v" />))
    fill()
    fireEvent.change(screen.getByLabelText(new RegExp(LOCATION_QUESTION)), { target: { value: 'Auckland' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'Thank you for your submission! We will contact you soon via your preferred method.',
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/forms/virtuoso')
    // The form's place, never a type: the route takes it from the block.
    expect(JSON.parse(String(init.body))).toEqual({
      ...PLACE,
      fullName: 'Priya Raman',
      companyName: 'Harbour Travel',
      agencyAffiliation: '',
      email: 'priya@agency.example',
      phone: '0400123456',
      mostProduct: '',
      typeOfClient: '',
      website: '',
      preferredFollowUp: [{ email: true, zoomcall: false, inPerson: false }],
      receiveExclusiveOffers: 'yes',
      termsAndConditions: true,
      location: 'Auckland',
      captchaToken: 'test-captcha-token',
    })
  })

  it('shows the server’s text under Error, and renews the captcha', async () => {
    answers.push({ status: 503, body: { status: 503, message: 'x', errors: [{ message: 'Closed today.' }] } })
    render(withTheme(<VirtuosoForm place={PLACE} locations={[]} idPrefix="v" />))
    fill()
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Closed today.')).toBeInTheDocument()
    expect(screen.getByText('Closed today.').closest('[role="alert"]')).toHaveTextContent(
      'Error Closed today.',
    )
    expect(screen.getByLabelText('I’m not a robot (test mode)')).not.toBeChecked()
  })

  it('takes its title and event locations from the seed page', async () => {
    const block = await seedBlock('tours', 'virtuoso-agents-vietnam', 'virtuosoForm')
    expect(block.locations).toHaveLength(3)
    renderBlocks([block])
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Virtuoso Vietnam roadshow registration' }),
    ).toBeInTheDocument()
  })
})
