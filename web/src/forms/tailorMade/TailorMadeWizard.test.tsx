import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { createActor, fromPromise } from 'xstate'
import { brands } from '@travel/config'
import {
  WIZARD_SNAPSHOT_VERSION,
  tailorMadeWizardMachine,
  type WizardEvent,
} from '@/forms/tailorMade/model/tailorMadeWizard.machine'
import { UNREACHABLE } from './screens/ContactStep'
import { LOADING_COUNTRIES, NO_COUNTRIES } from './screens/CountriesStep'
import { CURRENCY_CODES } from './model/currencies'
import { currencyLabel } from './model/currencyLabel'
import { ALREADY_BOUGHT_LABELS, INTEREST_LABELS, TRIP_FOCUS_LABELS, interestsFor } from './model/options'
import { TailorMadeWizard } from './TailorMadeWizard'

const mockSubmit = jest.fn<Promise<{ id: string }>, [unknown]>()
/** What our countries route answers when the page came without countries. */
const mockRouteCountries = jest.fn<Promise<{ id: number; name: string }[]>, []>()

// The wizard's network calls, faked: the countries (the page's, else our route's), the places of
// the chosen countries, and our route.
jest.mock('./wizardActors', () => {
  const { fromPromise: promiseLogic } = jest.requireActual<typeof import('xstate')>('xstate')
  return {
    wizardActors: {
      loadCountries: promiseLogic(() => mockRouteCountries()),
      loadLocations: promiseLogic(async () => ['Hanoi', 'Hoi An']),
      submit: promiseLogic(({ input }: { input: unknown }) => mockSubmit(input)),
    },
  }
})

// The rich-text editor (another module's, with its own tests) as a plain textarea, same props.
jest.mock('./screens/lazyParts', () => {
  const { createElement, Fragment } = jest.requireActual<typeof import('react')>('react')
  const FakeEditor = ({
    id,
    label,
    initialHtml,
    onChange,
  }: {
    id: string
    label: string
    initialHtml: string
    onChange: (html: string) => void
  }) =>
    createElement(
      Fragment,
      null,
      createElement('label', { htmlFor: id }, label),
      createElement('textarea', {
        id,
        defaultValue: initialHtml,
        onChange: (event: { target: { value: string } }) => onChange(event.target.value),
      }),
    )
  return {
    ...jest.requireActual<typeof import('./screens/lazyParts')>('./screens/lazyParts'),
    RichTextEditor: Object.assign(FakeEditor, { preload: async () => undefined }),
  }
})

const SITE = 'tours'
const STORAGE_KEY = `tailorMadeWizard:${SITE}`
const input = {
  currency: 'AUD',
  countries: [
    { id: 1, name: 'Vietnam' },
    { id: 2, name: 'Japan' },
  ],
}

function renderWizard(countries = input.countries) {
  return render(
    <ThemeProvider theme={brands.tours.theme}>
      <TailorMadeWizard {...input} countries={countries} siteId={SITE} idPrefix="wizard" />
    </ThemeProvider>,
  )
}

const heading = (name: string) => screen.getByRole('heading', { level: 2, name })
const click = (name: string | RegExp, role: 'button' | 'radio' | 'checkbox' = 'button') =>
  fireEvent.click(screen.getByRole(role, { name }))
/** Step 1 has a second Next outside the step: either will do. */
const next = () => fireEvent.click(screen.getAllByRole('button', { name: 'Next' })[0]!)

/** Saves what a visitor's earlier visit left, as the wizard saves it. */
function saveVisit(events: WizardEvent[], version = WIZARD_SNAPSHOT_VERSION, savedAt = new Date()) {
  const actor = createActor(
    tailorMadeWizardMachine().provide({
      actors: {
        loadLocations: fromPromise(async (): Promise<string[]> => []),
        submit: fromPromise(async () => ({ id: 'never' })),
      },
    }),
    { input },
  ).start()
  for (const event of events) actor.send(event)
  const saved = { version, savedAt: savedAt.toISOString(), snapshot: actor.getPersistedSnapshot() }
  localStorage.setItem(STORAGE_KEY, JSON.stringify(saved))
  actor.stop()
}

const TO_PACE: WizardEvent[] = [
  { type: 'toggleCountry', country: 'Japan' },
  { type: 'next' },
  { type: 'chooseTravelType', travelType: 'COUPLE' },
  { type: 'chooseBedType', bedType: 'double' },
  { type: 'next' },
  { type: 'chooseDateType', dateType: 'DONT_KNOW_YET' },
  { type: 'next' },
  { type: 'chooseFocus', focus: 'gastronomy_and_wines' },
  { type: 'toggleInterest', interest: 'famous_wine_regions' },
  { type: 'next' },
]

const TO_CONTACT: WizardEvent[] = [
  ...TO_PACE,
  { type: 'choosePace', pace: 'moderate_pace' },
  { type: 'chooseAccommodation', accommodation: 'slow_pace' },
  { type: 'toggleTransport', transport: 'private_transfers' },
  { type: 'next' },
  { type: 'next' },
  { type: 'next' },
  { type: 'next' },
]

const GRACE = { name: 'Grace', phoneNumber: '0400 111 222', email: 'grace@example.com' }

function typeContact() {
  fireEvent.change(screen.getByLabelText(/Name/), { target: { value: GRACE.name } })
  fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: GRACE.phoneNumber } })
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: GRACE.email } })
}

const DAY_MS = 24 * 60 * 60 * 1000

beforeEach(() => {
  localStorage.clear()
  mockSubmit.mockReset()
  mockSubmit.mockResolvedValue({ id: 'stored' })
})

describe('the tailor-made wizard', () => {
  it('walks a solo traveller to the thank-you, step by step', async () => {
    renderWizard()
    expect(screen.getByText('1/14')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '1')
    expect(heading('Which countries would you like to visit?')).not.toHaveFocus()

    next()
    expect(screen.getByText('Please select at least one')).toBeInTheDocument()
    click('Vietnam', 'checkbox')
    next()
    expect(screen.getByText('2/14')).toBeInTheDocument()
    expect(heading('Who is travelling?')).toHaveFocus()

    click('Solo')
    click('Single bed', 'radio')
    next()
    expect(heading('When are you travelling?')).toHaveFocus()
    click("I don't know yet")
    expect(heading('Which other places would you like to visit?')).toHaveFocus()
    next()
    click('Culture and heritage')

    expect(screen.getByText('6/14')).toBeInTheDocument()
    expect(heading('Where do your interests lie?')).toHaveFocus()
    next()
    expect(screen.getByText('select at least one')).toBeInTheDocument()
    click('Architecture', 'checkbox')
    expect(screen.queryByText('select at least one')).not.toBeInTheDocument()
    next()
    click(/^Slow/)
    click(/^Premium/)
    next()
    expect(screen.getByText('Please select at least one')).toBeInTheDocument()
    click(/^Train/, 'checkbox')
    next()

    fireEvent.change(await screen.findByLabelText('tell us more about your desired tour'), {
      target: { value: '<p>Temples &amp; street food</p>' },
    })
    next()
    expect(heading('Have you already bought anything for this trip?')).toHaveFocus()
    next()
    expect(screen.getByLabelText('Currency')).toHaveValue('AUD')
    next()

    expect(screen.getByText('13/14')).toBeInTheDocument()
    click('get a free quote')
    expect(screen.getByRole('alert')).toHaveTextContent('complete all required fields')
    expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('field required')
    expect(screen.getByLabelText(/Phone/)).toHaveAccessibleDescription('field required')
    const summary = within(screen.getByRole('region', { name: 'Your answers' }))
    expect(summary.getByText('Vietnam')).toBeInTheDocument()
    expect(summary.getByText('Solo, Single bed')).toBeInTheDocument()
    expect(summary.getByText('Temples & street food')).toBeInTheDocument()
    expect(summary.getByRole('button', { name: 'Change pace' })).toBeInTheDocument()

    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Ada' } })
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '0400 000 000' } })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    click('get a free quote')

    expect(await screen.findByRole('heading', { name: 'Thank you, Ada!' })).toHaveFocus()
    expect(screen.getByText(/call you on 0400 000 000/)).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(mockSubmit).toHaveBeenCalledTimes(1)
    expect(mockSubmit.mock.calls[0]![0]).toMatchObject({
      country: ['Vietnam'],
      travelType: 'SOLO',
      selectedBedType: 'single',
      numberRooms: { singleRoom: 1, doubleRoom: 0, tripleRoom: 0, quadRoom: 0 },
      interesting: ['architecture'],
      pace: 'slow_pace',
      accommodation: 'dexluxe',
      transportation: ['train'],
      desiredTour: '<p>Temples &amp; street food</p>',
      budget: { currency: 'AUD', amount: 0 },
      contactInformation: { name: 'Ada', phoneNumber: '0400 000 000', email: '' },
    })
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull()
  })

  it("checks a family's rooms, asks for the dates until both are picked, and asks for other interests", async () => {
    renderWizard()
    click('Japan', 'checkbox')
    next()
    click('Family')
    click('One more: Adults')
    click('Add a child')
    fireEvent.change(screen.getByLabelText('Age of child 1'), { target: { value: '7' } })
    next()
    expect(screen.getByRole('alert')).toHaveTextContent('Please select room type!')
    click('One more: Double rooms')
    next()
    expect(screen.getByRole('alert')).toHaveTextContent('Please select room type!')
    click('One more: Single rooms')
    click('One more: Single rooms')
    next()
    expect(screen.getByRole('alert')).toHaveTextContent('Please select passengers')
    click('One fewer: Single rooms')
    next()

    expect(heading('When are you travelling?')).toHaveFocus()
    click('I have dates set')
    // Next without a departure date stays on the step and says what is missing (spec 02 §5).
    const dates = screen.getByRole('group', { name: 'Arrival and departure' })
    next()
    expect(heading('When are you travelling?')).toBeInTheDocument()
    expect(dates).toHaveAccessibleDescription('Please select Arrival / Departure')
    fireEvent.change(screen.getByLabelText('Arrival date'), { target: { value: '2099-03-01' } })
    expect(dates).not.toHaveAccessibleDescription('Please select Arrival / Departure')
    next()
    expect(dates).toHaveAccessibleDescription('Please select Arrival / Departure')
    fireEvent.change(screen.getByLabelText('Departure date'), { target: { value: '2099-03-10' } })
    expect(screen.getByText('Duration: 10 days')).toBeInTheDocument()
    next()
    next()

    click('Other')
    const dialog = await screen.findByRole('dialog', { name: 'Other interests' })
    const save = within(dialog).getByRole('button', { name: 'Save' })
    expect(save).toBeDisabled()
    fireEvent.change(within(dialog).getByLabelText('Tell us what interests you'), {
      target: { value: 'Pottery' },
    })
    fireEvent.click(save)
    expect(heading('Where do your interests lie?')).toHaveFocus()
  })

  it('asks our route for the countries when the page was built without them', async () => {
    let answer!: (countries: { id: number; name: string }[]) => void
    mockRouteCountries.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    renderWizard([])
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_COUNTRIES)
    await act(async () => answer([{ id: 352, name: 'Iceland' }]))
    expect(screen.getByRole('checkbox', { name: 'Iceland' })).toBeInTheDocument()
    expect(screen.queryByText(NO_COUNTRIES)).not.toBeInTheDocument()
  })

  it('says the countries could not be loaded only when our route has none either', async () => {
    mockRouteCountries.mockResolvedValueOnce([])
    renderWizard([])
    expect(await screen.findByText(NO_COUNTRIES)).toBeInTheDocument()
  })

  it('goes back a step with Previous, as the browser back button would', async () => {
    renderWizard()
    click('Japan', 'checkbox')
    next()
    expect(heading('Who is travelling?')).toHaveFocus()
    click('Previous')
    expect(await screen.findByText('1/14')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Japan' })).toBeChecked()
  })

  it('offers to continue where the visitor left off', async () => {
    saveVisit(TO_PACE)
    renderWizard()
    const offer = screen.getByRole('region', { name: 'Welcome back' })
    fireEvent.click(within(offer).getByRole('button', { name: 'continue where you left off' }))
    expect(await screen.findByText('7/14')).toBeInTheDocument()
    expect(heading('What pace do you like to travel at?')).toHaveFocus()
    expect(screen.queryByRole('region', { name: 'Welcome back' })).not.toBeInTheDocument()
  })

  it('starts afresh when asked, forgetting the saved answers', () => {
    saveVisit(TO_PACE)
    renderWizard()
    click('Start afresh')
    expect(screen.queryByRole('region', { name: 'Welcome back' })).not.toBeInTheDocument()
    expect(heading('Which countries would you like to visit?')).toHaveFocus()
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull()
  })

  it('drops a snapshot saved by another version of the wizard without a word', () => {
    saveVisit(TO_PACE, WIZARD_SNAPSHOT_VERSION + 1)
    renderWizard()
    expect(screen.queryByRole('region', { name: 'Welcome back' })).not.toBeInTheDocument()
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull()
  })

  it('names the countries and dates it would restore, so a stranger’s trip can be recognised', () => {
    saveVisit(TO_PACE)
    renderWizard()
    const offer = screen.getByRole('region', { name: 'Welcome back' })
    expect(within(offer).getByText('Countries')).toBeInTheDocument()
    expect(within(offer).getByText('Japan')).toBeInTheDocument()
    expect(within(offer).getByText('Dates')).toBeInTheDocument()
    expect(within(offer).getByText("I don't know yet")).toBeInTheDocument()
  })

  it('keeps the trip in this browser, never the contact details, and says so', () => {
    saveVisit(TO_CONTACT)
    renderWizard()
    click('continue where you left off')
    expect(screen.getByText(/not your contact details, are kept in this browser/)).toBeInTheDocument()
    typeContact()
    const saved = localStorage.getItem(STORAGE_KEY) ?? ''
    expect(saved).toContain('Japan')
    for (const detail of Object.values(GRACE)) expect(saved).not.toContain(detail)
  })

  it('never offers back contact details that an older save still holds', () => {
    saveVisit([...TO_CONTACT, { type: 'setContact', contact: GRACE }])
    renderWizard()
    click('continue where you left off')
    expect(screen.getByLabelText(/Name/)).toHaveValue('')
    expect(screen.getByLabelText(/Phone/)).toHaveValue('')
    expect(screen.getByLabelText(/Email/)).toHaveValue('')
  })

  it('offers saved progress for a week, then drops it', () => {
    saveVisit(TO_PACE, WIZARD_SNAPSHOT_VERSION, new Date(Date.now() - 6 * DAY_MS))
    const { unmount } = renderWizard()
    expect(screen.getByRole('region', { name: 'Welcome back' })).toBeInTheDocument()
    unmount()

    saveVisit(TO_PACE, WIZARD_SNAPSHOT_VERSION, new Date(Date.now() - 8 * DAY_MS))
    renderWizard()
    expect(screen.queryByRole('region', { name: 'Welcome back' })).not.toBeInTheDocument()
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull()
  })

  it('offers the one currency list the route checks, also in a browser without Intl.supportedValuesOf', () => {
    const supportedValuesOf = Intl.supportedValuesOf
    Reflect.deleteProperty(Intl, 'supportedValuesOf')
    try {
      saveVisit(TO_CONTACT.slice(0, -1))
      renderWizard()
      click('continue where you left off')
      const options = within(screen.getByLabelText('Currency')).getAllByRole('option')
      expect(options.map((option) => option.getAttribute('value'))).toEqual(CURRENCY_CODES)
      expect(screen.getByRole('option', { name: 'AUD — Australian Dollar' })).toBeInTheDocument()
    } finally {
      Object.assign(Intl, { supportedValuesOf })
    }
  })

  it('names each currency by the browser’s Intl, and shows the bare code where it cannot', () => {
    jest.isolateModules(() => {
      const { DisplayNames } = Intl
      Reflect.deleteProperty(Intl, 'DisplayNames')
      try {
        const { currencyLabel } =
          jest.requireActual<typeof import('./model/currencyLabel')>('./model/currencyLabel')
        expect(currencyLabel('AUD')).toBe('AUD')
      } finally {
        Object.assign(Intl, { DisplayNames })
      }
    })
    expect(currencyLabel('NZD')).toBe('NZD — New Zealand Dollar')
  })

  it('shows every option by its written label, on its screen and in the summary', async () => {
    saveVisit(TO_PACE.slice(0, 7))
    renderWizard()
    click('continue where you left off')

    for (const label of Object.values(TRIP_FOCUS_LABELS))
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument()
    click('Golf holidays')
    expect(screen.getByRole('option', { name: 'Golf holidays', selected: true })).toBeInTheDocument()
    for (const label of ['Beginner', 'Intermediate', 'Advanced'])
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument()
    for (const label of ['Links courses', 'Parkland courses', 'Desert courses', 'Coastal courses'])
      expect(screen.getByRole('checkbox', { name: label })).toBeInTheDocument()
    click('Intermediate', 'radio')
    click('Coastal courses', 'checkbox')
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Are you interested in golf lessons?' })).getByRole('radio', {
        name: 'Yes',
      }),
    )
    next()

    // Golf has no list of its own: country highlights' interests.
    for (const interest of interestsFor('golf_holidays'))
      expect(screen.getByRole('checkbox', { name: INTEREST_LABELS[interest] })).toBeInTheDocument()
    click('Luxury and VIP tours', 'checkbox')
    next()
    click(/^Slow/)
    click(/^Premium/)
    click(/^Train/, 'checkbox')
    next()
    await screen.findByLabelText('tell us more about your desired tour')
    next()

    for (const label of Object.values(ALREADY_BOUGHT_LABELS))
      expect(screen.getByRole('checkbox', { name: label })).toBeInTheDocument()
    click('Paid activities', 'checkbox')
    const dialog = await screen.findByRole('dialog', { name: 'Already bought: Paid activities' })
    fireEvent.change(within(dialog).getByLabelText('Tell us what you have already bought'), {
      target: { value: '<p>Museum passes</p>' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(screen.getByRole('button', { name: 'Change details of Paid activities' })).toBeInTheDocument()
    next()
    next()

    const summary = within(screen.getByRole('region', { name: 'Your answers' }))
    expect(summary.getByText('Golf holidays')).toBeInTheDocument()
    expect(
      summary.getByText('Intermediate; Coastal courses; Are you interested in golf lessons? Yes'),
    ).toBeInTheDocument()
    expect(summary.getByText('Luxury and VIP tours')).toBeInTheDocument()
    expect(summary.getByText('Paid activities (Museum passes)')).toBeInTheDocument()
  })

  it('saves the answers as the visitor goes', () => {
    renderWizard()
    click('Japan', 'checkbox')
    next()
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')
    expect(saved).toMatchObject({
      version: WIZARD_SNAPSHOT_VERSION,
      snapshot: { context: { answers: { country: ['Japan'] } } },
    })
  })

  it('says when our server cannot be reached, keeps the answers, and sends again on request', async () => {
    mockSubmit.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    saveVisit(TO_CONTACT)
    renderWizard()
    click('continue where you left off')
    typeContact()
    click('get a free quote')

    expect(await screen.findByText(UNREACHABLE)).toBeInTheDocument()
    expect(screen.getByLabelText(/Name/)).toHaveValue('Grace')
    click('Try again now')

    expect(await screen.findByRole('heading', { name: 'Thank you, Grace!' })).toBeInTheDocument()
    expect(screen.getByText(/grace@example.com/)).toBeInTheDocument()
    expect(mockSubmit).toHaveBeenCalledTimes(2)
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBeNull())
  })
})
