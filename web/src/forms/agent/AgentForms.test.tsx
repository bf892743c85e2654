import type { ReactNode } from 'react'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import { siteInfo } from '@/server/content/siteInfo'
import { SiteProvider } from '@/site/SiteContext'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock } from '@/testing/seedContent'
import { fakeFormRoute } from '@/testing/fakeFormRoute'
import { applyPublishWindows } from '@/server/content/publishWindows'
import { FamilForm } from './FamilForm'
import { AcceptanceForm } from './AcceptanceForm'

const { fetchMock } = fakeFormRoute()
const PLACE = { page: 'page-golf-famil-registration', block: 'fr7g0lf1' }
const ACCEPTANCE_PLACE = { page: 'page-golf-agent-acceptance', block: 'acc' }

const withTheme = (children: ReactNode) => (
  <SiteProvider site={siteInfo({ id: 'golf', brand: 'golf' }, { homeSlug: 'home' })}>
    <ThemeProvider theme={brands.golf.theme}>{children}</ThemeProvider>
  </SiteProvider>
)

/** Fills the fields both forms share; the date of birth too, unless it was entered before. */
function fillShared({ dateOfBirth = true } = {}) {
  const type = (label: RegExp | string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } })
  type(/^Company name/, 'Harbour Travel Pty Ltd')
  type(/^Company registration number/, 'ABN 1')
  type(/^Street address/, '1 George St')
  type(/^City/, 'Sydney')
  type(/^Post code/, '2000')
  type(/^State/, 'NSW')
  type(/^Country/, 'Australia')
  type(/^Company phone number/, '02 9234 5678')
  type(/^Title/, 'Ms')
  type(/^First name/, 'Priya')
  type(/^Last name/, 'Raman')
  type(/^Nationality/, 'New Zealand')
  type(/^Gender/, 'Female')
  type(/^Email/, 'priya@harbour.example')
  if (dateOfBirth) type(/^Date of birth/, '30/04/1990')
}

/** Accepts the terms, ticks the captcha and sends the filled form: what the form route got. */
async function sentBody() {
  fireEvent.click(screen.getByLabelText(/I have read and accept the terms/))
  fireEvent.click(screen.getByLabelText('I’m not a robot (test mode)'))
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
  expect(await screen.findByRole('dialog', { name: 'Success' })).toBeInTheDocument()
  const [, init] = fetchMock.mock.calls[0]!
  return JSON.parse(String(init.body)) as Record<string, unknown>
}

describe('the agent forms', () => {
  it('list Australia and New Zealand first, and start the phone country at the site’s', () => {
    render(withTheme(<FamilForm place={PLACE} phoneRegion="NZ" idPrefix="famil" />))
    const countries = within(screen.getByLabelText(/^Country/)).getAllByRole('option')
    expect(countries.slice(0, 3).map((option) => option.textContent)).toEqual([
      'Select…',
      'Australia',
      'New Zealand',
    ])
    expect(screen.getByLabelText('Company phone country')).toHaveValue('NZ')
  })

  it('keep submit disabled until the terms box is ticked', () => {
    render(withTheme(<FamilForm place={PLACE} phoneRegion="AU" idPrefix="famil" />))
    const submit = screen.getByRole('button', { name: 'Submit' })
    expect(submit).toBeDisabled()
    fireEvent.click(screen.getByLabelText(/I have read and accept the terms/))
    expect(submit).toBeEnabled()
  })

  it('post a famil once, with the form’s place (never a famil’s name) and the date as YYYY-MM-DD', async () => {
    render(withTheme(<FamilForm place={PLACE} phoneRegion="AU" idPrefix="famil" />))
    fillShared()
    fireEvent.click(screen.getByLabelText(/I have read and accept the terms/))
    fireEvent.click(screen.getByLabelText('I’m not a robot (test mode)'))
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'Your application has been submitted successfully.',
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/forms/familRegistration')
    const body = JSON.parse(String(init.body)) as Record<string, unknown>
    expect(body).not.toHaveProperty('familName')
    expect(body).toMatchObject({
      ...PLACE,
      agentDOB: '1990-04-30',
      agentPhysicalAbilitySmoker: false,
      termsAndConditions: true,
    })
    // A stored registration empties the form.
    expect(screen.getByLabelText(/^First name/)).toHaveValue('')
  })

  it('read a date of birth typed before the form hydrated as one typed after', async () => {
    render(
      withTheme(
        <FamilForm place={PLACE} phoneRegion="AU" idPrefix="famil" entered={{ agentDOB: '30/04/1990' }} />,
      ),
    )
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue('30/04/1990')
    fillShared({ dateOfBirth: false })
    expect(await sentBody()).toMatchObject({ agentDOB: '1990-04-30' })
  })

  it('pick a date of birth with the picker’s named month and year', async () => {
    render(withTheme(<FamilForm place={PLACE} phoneRegion="AU" idPrefix="famil" />))
    fillShared({ dateOfBirth: false })
    fireEvent.focus(screen.getByLabelText(/^Date of birth/))
    fireEvent.change(screen.getByRole('combobox', { name: 'Year' }), { target: { value: '1990' } })
    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '3' } })
    fireEvent.click(screen.getByRole('gridcell', { name: /April 30th, 1990/ }))
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue('30/04/1990')
    expect(await sentBody()).toMatchObject({ agentDOB: '1990-04-30' })
  })

  it('keep a typed date of birth that names no day, and call it invalid rather than missing', async () => {
    render(withTheme(<FamilForm place={PLACE} phoneRegion="AU" idPrefix="famil" />))
    fillShared()
    const dateOfBirth = screen.getByLabelText(/^Date of birth/)
    fireEvent.change(dateOfBirth, { target: { value: '31/02/1990' } })
    fireEvent.blur(dateOfBirth)
    fireEvent.click(screen.getByLabelText(/I have read and accept the terms/))
    fireEvent.click(screen.getByLabelText('I’m not a robot (test mode)'))
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Please enter a valid date of birth.')).toBeInTheDocument()
    expect(screen.queryByText('Please enter date of birth.')).not.toBeInTheDocument()
    expect(dateOfBirth).toHaveValue('31/02/1990')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('post an acceptance with its type and its own fields', async () => {
    render(withTheme(<AcceptanceForm place={ACCEPTANCE_PLACE} phoneRegion="AU" idPrefix="acc" />))
    fillShared()
    fireEvent.change(screen.getByLabelText(/^Trading name/), { target: { value: 'Harbour Travel' } })
    fireEvent.change(screen.getByLabelText(/^Phone number/), { target: { value: '0400 000 000' } })
    fireEvent.change(screen.getByLabelText('Bedding configuration'), { target: { value: 'Twin Share' } })
    fireEvent.click(screen.getByLabelText('I am travelling with a companion'))
    fireEvent.click(screen.getByLabelText(/I have read and accept the terms/))
    fireEvent.click(screen.getByLabelText('I’m not a robot (test mode)'))
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('dialog', { name: 'Success' })).toBeInTheDocument()
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toMatchObject({
      ...ACCEPTANCE_PLACE,
      agentBeddingConfiguration: 'Twin Share',
      agentTravelCompanion: true,
      agentDOB: '1990-04-30',
    })
  })

  it('take the page’s title and their place from the seed page', async () => {
    const block = await seedBlock('golf', 'famil-registration', 'familRegistrationForm')
    expect(block.pageTitle).toBe('Scotland links famil 2027')
    expect({ page: block.page, block: block._key }).toEqual(PLACE)
    renderBlocks(applyPublishWindows([block], Date.parse('2027-03-01T00:00:00Z')).blocks!)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register for the famil' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument()
  })
})

describe('the famil registration block', () => {
  // The seed famil takes registrations from 1 October 2026 until 30 July 2027, 14:00 UTC.
  const at = async (moment: string) => {
    const block = await seedBlock('golf', 'famil-registration', 'familRegistrationForm')
    return applyPublishWindows([block], Date.parse(moment)).blocks!
  }

  it('says registration has not opened before its famil’s window, with no form', async () => {
    renderBlocks(await at('2026-09-30T23:59:59Z'), 'golf')
    expect(screen.getByRole('status')).toHaveTextContent('Registration for this famil is not open yet.')
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument()
  })

  it('says registration has closed once its famil’s window has, with no form', async () => {
    renderBlocks(await at('2027-07-30T14:00:00Z'), 'golf')
    expect(screen.getByRole('status')).toHaveTextContent('Registration for this famil has closed.')
    expect(screen.queryByLabelText(/^First name/)).not.toBeInTheDocument()
  })

  it('stays open without a famil (the rail page’s)', async () => {
    const block = await seedBlock('rail', 'famil-registration', 'familRegistrationForm')
    expect(block.famil).toBeNull()
    renderBlocks(applyPublishWindows([block], Date.parse('2099-01-01T00:00:00Z')).blocks!, 'rail')
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument()
  })
})
