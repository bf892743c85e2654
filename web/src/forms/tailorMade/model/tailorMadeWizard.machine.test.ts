/** @jest-environment node */
import { createActor, createMachine, fromPromise, type AnyStateNodeConfig, type Snapshot } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { DATE_TYPES, TRAVEL_TYPES, TRIP_FOCUSES } from './options'
import { tailorMadeSchema, type TailorMadeAnswers } from './schema'
import { STEPS, type StepId } from './steps'
import { SubmissionRefused, type SentValues, type StoredSubmission } from '@/machines/formSubmission.machine'
import {
  RETRY_DELAY_MS,
  currentStep,
  tailorMadeWizardMachine,
  type WizardContext,
  type WizardEvent,
  type WizardInput,
} from './tailorMadeWizard.machine'

// Dates are checked against today: the wizard runs on 10 March 2030 here. Timers are fake so the
// loading message and the retry can be stepped through.
jest.useFakeTimers({ now: new Date('2030-03-10T12:00:00Z'), doNotFake: ['performance'] })

const INPUT: WizardInput = {
  currency: 'AUD',
  countries: [
    { id: 380, name: 'Italy' },
    { id: 250, name: 'France' },
  ],
}
const LOCATIONS = ['Rome', 'Florence']
/** What our countries route answers, for a page built without countries. */
const ROUTE_COUNTRIES = [{ id: 352, name: 'Iceland' }]

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

type PendingSend = ReturnType<typeof deferred<StoredSubmission>> & { body: SentValues }

/**
 * The wizard with fake network calls: locations come at once; each send waits in `sends` until the
 * test answers it.
 */
function startWizard(input: WizardInput = INPUT) {
  const sends: PendingSend[] = []
  const locationRequests: number[][] = []
  const machine = tailorMadeWizardMachine().provide({
    actors: {
      loadCountries: fromPromise<WizardInput['countries']>(async () => ROUTE_COUNTRIES),
      loadLocations: fromPromise<string[], { countryIds: number[] }>(async ({ input }) => {
        locationRequests.push(input.countryIds)
        return LOCATIONS
      }),
      submit: fromPromise<StoredSubmission, SentValues>(({ input }) => {
        const send = { ...deferred<StoredSubmission>(), body: input }
        sends.push(send)
        return send.promise
      }),
    },
  })
  const actor = createActor(machine, { input }).start()
  const send = (...events: WizardEvent[]) => events.forEach((event) => actor.send(event))
  return { actor, machine, sends, locationRequests, send, snapshot: () => actor.getSnapshot() }
}

type Wizard = ReturnType<typeof startWizard>

/** Lets the fake network calls answer. */
const settle = () => jest.advanceTimersByTimeAsync(0)

const CONTACT = { name: 'Ada Lovelace', phoneNumber: '+61 400 000 000', email: 'ada@example.com' }

/** A visitor's way through the wizard: what they do to leave each step (a SOLO trip). */
const WAY: [StepId, WizardEvent[]][] = [
  ['countries', [{ type: 'toggleCountry', country: 'Italy' }, { type: 'next' }]],
  [
    'travelType',
    [
      { type: 'chooseTravelType', travelType: 'SOLO' },
      { type: 'chooseBedType', bedType: 'single' },
      { type: 'next' },
    ],
  ],
  ['travelDates', [{ type: 'chooseDateType', dateType: 'DONT_KNOW_YET' }]],
  ['otherLocations', [{ type: 'next' }]],
  ['destinationFocus', [{ type: 'chooseFocus', focus: 'adventure' }]],
  ['interests', [{ type: 'toggleInterest', interest: 'water_sports' }, { type: 'next' }]],
  ['pace', [{ type: 'choosePace', pace: 'moderate_pace' }]],
  ['accommodation', [{ type: 'chooseAccommodation', accommodation: 'dexluxe' }]],
  ['transportation', [{ type: 'toggleTransport', transport: 'train' }, { type: 'next' }]],
  ['desiredTour', [{ type: 'next' }]],
  ['alreadyBought', [{ type: 'next' }]],
  ['budget', [{ type: 'next' }]],
  ['contact', [{ type: 'setContact', contact: CONTACT }, { type: 'submit' }]],
]

/** A fresh wizard on `step`, every step before it answered the WAY. */
function wizardOn(step: StepId): Wizard {
  const wizard = startWizard()
  for (const [id, events] of WAY) {
    if (id === step) break
    wizard.send(...events)
  }
  expect(currentStep(wizard.snapshot())).toBe(step)
  return wizard
}

describe('tailor-made wizard: countries and travel type (steps 1-2)', () => {
  it("needs a country for Next: 'Please select at least one', cleared on a pick", () => {
    const { send, snapshot } = startWizard()

    send({ type: 'next' })
    expect(snapshot().value).toEqual({ countries: 'choosing' })
    expect(snapshot().context.errors).toEqual({ country: 'Please select at least one' })

    send({ type: 'toggleCountry', country: 'Italy' })
    expect(snapshot().context.errors).toEqual({})
    send({ type: 'next' })
    expect(snapshot().value).toEqual({ travelType: 'choosing' })
  })

  it('unticks a country picked twice', () => {
    const { send, snapshot } = startWizard()
    send({ type: 'toggleCountry', country: 'Italy' }, { type: 'toggleCountry', country: 'France' })
    send({ type: 'toggleCountry', country: 'Italy' })
    expect(snapshot().context.answers.country).toEqual(['France'])
  })

  it("needs a travel type for Next: 'field required'", () => {
    const { send, snapshot } = wizardOn('travelType')
    send({ type: 'next' })
    expect(snapshot().value).toEqual({ travelType: 'choosing' })
    expect(snapshot().context.errors).toEqual({ travelType: 'field required' })
  })

  it.each([
    ['SOLO', 1, { singleRoom: 1, doubleRoom: 0, tripleRoom: 0, quadRoom: 0 }],
    ['COUPLE', 2, { singleRoom: 0, doubleRoom: 1, tripleRoom: 0, quadRoom: 0 }],
  ] as const)(
    '%s sets %p adult(s), no children and its room, then asks the bed type',
    (type, adults, rooms) => {
      const { send, snapshot } = wizardOn('travelType')
      send({ type: 'chooseTravelType', travelType: type })

      expect(snapshot().value).toEqual({ travelType: 'bedType' })
      expect(snapshot().context.answers).toMatchObject({
        travelType: type,
        numberAdults: adults,
        childrenDetails: [],
        numberRooms: rooms,
      })

      send({ type: 'next' })
      expect(snapshot().value).toEqual({ travelType: 'bedType' })
      expect(snapshot().context.errors).toEqual({ selectedBedType: 'field required' })

      send({ type: 'chooseBedType', bedType: 'twin' }, { type: 'next' })
      expect(snapshot().context.answers.selectedBedType).toBe('twin')
      expect(snapshot().value).toEqual({ travelDates: 'choosingType' })
    },
  )

  it.each(['FAMILY', 'GROUP'] as const)('%s goes to the people and rooms screen', (type) => {
    const { send, snapshot } = wizardOn('travelType')
    send({ type: 'chooseTravelType', travelType: type })
    expect(snapshot().value).toEqual({ travelType: 'partyAndRooms' })
    expect(snapshot().context.answers.travelType).toBe(type)
  })

  it.each(['SOLO', 'FAMILY'] as const)('clearing the type (%s) returns to the type choice', (type) => {
    const { send, snapshot } = wizardOn('travelType')
    send({ type: 'chooseTravelType', travelType: type }, { type: 'clearTravelType' })
    expect(snapshot().value).toEqual({ travelType: 'choosing' })
    expect(snapshot().context.answers.travelType).toBe('')
  })

  it('allocates the rooms over adults and children on Next, with the spec alerts', () => {
    const { send, snapshot } = wizardOn('travelType')
    const rooms = { singleRoom: 0, doubleRoom: 1, tripleRoom: 0, quadRoom: 0 }
    send({ type: 'chooseTravelType', travelType: 'FAMILY' })

    // 2 adults and a child do not fit in a double room: the child counts.
    send({ type: 'setParty', party: { numberAdults: 2, childrenDetails: [{ age: 4 }], numberRooms: rooms } })
    send({ type: 'next' })
    expect(snapshot().value).toEqual({ travelType: 'partyAndRooms' })
    expect(snapshot().context.errors).toEqual({ rooms: 'Please select room type!' })

    send({ type: 'setParty', party: { numberRooms: { ...rooms, doubleRoom: 1, tripleRoom: 1 } } })
    expect(snapshot().context.errors).toEqual({})
    send({ type: 'next' })
    expect(snapshot().context.errors).toEqual({ rooms: 'Please select passengers' })

    send(
      { type: 'setParty', party: { numberRooms: { ...rooms, doubleRoom: 0, tripleRoom: 1 } } },
      { type: 'next' },
    )
    expect(snapshot().value).toEqual({ travelDates: 'choosingType' })
    expect(snapshot().context.answers).toMatchObject({ numberAdults: 2, childrenDetails: [{ age: 4 }] })
  })
})

describe('tailor-made wizard: travel dates (step 3)', () => {
  it.each([
    ['HAVE_DATES_SET', { travelDates: 'arrivalDeparture' }],
    ['FLEXIBLE_DATES', { travelDates: 'flexible' }],
    ['DONT_KNOW_YET', 'otherLocations'],
  ] as const)('stores %s with a duration of 1, then advances', (dateType, screen) => {
    const { send, snapshot } = wizardOn('travelDates')
    send({ type: 'chooseDateType', dateType })
    expect(snapshot().value).toEqual(screen)
    expect(snapshot().context.answers.travelDate).toMatchObject({ type: dateType, duration: 1 })
  })

  it('sets the duration to 0 on an arrival and to the days between plus 1 on a departure', () => {
    const { send, snapshot } = wizardOn('travelDates')
    send({ type: 'chooseDateType', dateType: 'HAVE_DATES_SET' }, { type: 'pickArrival', date: '2030-04-01' })
    expect(snapshot().context.answers.travelDate).toMatchObject({ arriveDate: '2030-04-01', duration: 0 })

    send({ type: 'pickDeparture', date: '2030-04-07' })
    expect(snapshot().context.answers.travelDate).toMatchObject({ departDate: '2030-04-07', duration: 7 })

    send({ type: 'pickDeparture', date: '2030-04-01' })
    expect(snapshot().context.answers.travelDate.duration).toBe(1)
  })

  it("moves on only once there is a departure: 'Please select Arrival / Departure'", () => {
    const { send, snapshot } = wizardOn('travelDates')
    send({ type: 'chooseDateType', dateType: 'HAVE_DATES_SET' }, { type: 'pickArrival', date: '2030-04-01' })

    send({ type: 'next' })
    expect(snapshot().value).toEqual({ travelDates: 'arrivalDeparture' })
    expect(snapshot().context.errors).toEqual({ travelDate: 'Please select Arrival / Departure' })

    send({ type: 'pickDeparture', date: '2030-04-03' }, { type: 'next' })
    expect(snapshot().value).toBe('otherLocations')
  })

  it('refuses an arrival before today', () => {
    const { send, snapshot } = wizardOn('travelDates')
    send({ type: 'chooseDateType', dateType: 'HAVE_DATES_SET' })
    send({ type: 'pickArrival', date: '2030-03-09' }, { type: 'pickDeparture', date: '2030-03-12' })
    send({ type: 'next' })
    expect(snapshot().value).toEqual({ travelDates: 'arrivalDeparture' })
    expect(snapshot().context.errors).toEqual({ travelDate: 'Please select Arrival / Departure' })
  })

  it.each(['FLEXIBLE_DATES', 'DONT_KNOW_YET'] as const)(
    'clears the places and dates typed under dates set on a switch to %s: nothing unseen is sent',
    (dateType) => {
      const { send, snapshot } = wizardOn('travelDates')
      send(
        { type: 'chooseDateType', dateType: 'HAVE_DATES_SET' },
        { type: 'setTravelDate', travelDate: { arriveLocation: 'Rome', departLocation: 'Milan' } },
        { type: 'pickArrival', date: '2030-04-01' },
        { type: 'pickDeparture', date: '2030-04-07' },
        { type: 'chooseDateType', dateType },
      )
      expect(snapshot().context.answers.travelDate).toEqual({
        type: dateType,
        duration: 1,
        arriveLocation: '',
        departLocation: '',
        arriveDate: '',
        departDate: '',
        arrivalMonth: '',
      })
    },
  )

  it("needs an arrival month and a duration of 1 or more when flexible: 'Please select arrival month'", () => {
    const { send, snapshot } = wizardOn('travelDates')
    send({ type: 'chooseDateType', dateType: 'FLEXIBLE_DATES' }, { type: 'next' })
    expect(snapshot().context.errors).toEqual({ travelDate: 'Please select arrival month' })

    send({ type: 'setTravelDate', travelDate: { arrivalMonth: '2030-06', duration: 0 } }, { type: 'next' })
    expect(snapshot().value).toEqual({ travelDates: 'flexible' })
    expect(snapshot().context.errors).toEqual({ travelDate: 'Please select arrival month' })

    send({ type: 'setTravelDate', travelDate: { duration: 1 } }, { type: 'next' })
    expect(snapshot().value).toBe('otherLocations')
  })

  it("loads the chosen countries' places for the location fields", async () => {
    const { send, snapshot, locationRequests } = startWizard()
    send({ type: 'toggleCountry', country: 'France' }, { type: 'next' })
    send({ type: 'chooseTravelType', travelType: 'SOLO' }, { type: 'chooseBedType', bedType: 'double' })
    send({ type: 'next' })
    await settle()
    expect(locationRequests).toEqual([[250]])
    expect(snapshot().context.locations).toEqual(LOCATIONS)
  })
})

describe('tailor-made wizard: countries (step 1)', () => {
  it("takes the page's countries without asking our route", () => {
    const { snapshot } = startWizard()
    expect(snapshot().value).toEqual({ countries: 'choosing' })
    expect(snapshot().context.countries).toEqual(INPUT.countries)
  })

  it('asks our route for them when the page was built without any', async () => {
    const { snapshot, send } = startWizard({ ...INPUT, countries: [] })
    expect(snapshot().value).toEqual({ countries: 'loading' })
    await settle()
    expect(snapshot().value).toEqual({ countries: 'choosing' })
    expect(snapshot().context.countries).toEqual(ROUTE_COUNTRIES)
    send({ type: 'toggleCountry', country: 'Iceland' }, { type: 'next' })
    expect(snapshot().value).toEqual({ travelType: 'choosing' })
  })
})

describe('tailor-made wizard: other places (step 4)', () => {
  it('takes any place typed, suggested or not, and drops one left blank on Next', () => {
    const { send, snapshot } = wizardOn('otherLocations')
    const typed = [
      { location: 'Rome', numberNights: 2, note: '' },
      { location: '  ', numberNights: 1, note: 'forgot the name' },
      { location: 'Reykjavik', numberNights: 3, note: 'not in any list' },
    ]
    send({ type: 'setOtherLocations', otherLocationVisit: typed }, { type: 'next' })
    expect(snapshot().value).toEqual({ destinationFocus: 'choosing' })
    expect(snapshot().context.answers.otherLocationVisit).toEqual([typed[0], typed[2]])
  })
})

describe('tailor-made wizard: destination focus and interests (steps 5-6)', () => {
  it.each(TRIP_FOCUSES.filter((focus) => focus !== 'other' && focus !== 'golf_holidays'))(
    '%s advances to the interests',
    (focus) => {
      const { send, snapshot } = wizardOn('destinationFocus')
      send({ type: 'chooseFocus', focus })
      expect(snapshot().value).toBe('interests')
      expect(snapshot().context.answers.destinationFocus).toBe(focus)
    },
  )

  it("other opens a dialog that needs text: 'Please enter your other interests'; saving advances", () => {
    const { send, snapshot } = wizardOn('destinationFocus')
    send({ type: 'chooseFocus', focus: 'other' })
    expect(snapshot().value).toEqual({ destinationFocus: 'otherInterests' })

    send({ type: 'saveOtherInterests' })
    expect(snapshot().value).toEqual({ destinationFocus: 'otherInterests' })
    expect(snapshot().context.errors).toEqual({ otherInterests: 'Please enter your other interests' })

    send({ type: 'setOtherInterests', text: '  ' }, { type: 'saveOtherInterests' })
    expect(snapshot().value).toEqual({ destinationFocus: 'otherInterests' })

    send({ type: 'setOtherInterests', text: 'Opera and jazz evenings' }, { type: 'saveOtherInterests' })
    expect(snapshot().value).toBe('interests')
    expect(snapshot().context.answers).toMatchObject({
      destinationFocus: 'other',
      otherInterests: 'Opera and jazz evenings',
    })
  })

  it('closing the other dialog without text takes back the choice of other', () => {
    const { send, snapshot } = wizardOn('destinationFocus')
    send({ type: 'chooseFocus', focus: 'other' }, { type: 'setOtherInterests', text: ' ' })
    send({ type: 'closeDialog' })
    expect(snapshot().value).toEqual({ destinationFocus: 'choosing' })
    expect(snapshot().context.answers).toMatchObject({ destinationFocus: '', otherInterests: '' })

    send({ type: 'next' })
    expect(snapshot().context.errors).toEqual({ destinationFocus: 'field required' })
  })

  it('golf_holidays shows the golf preferences screen, whose Next goes to the interests', () => {
    const { send, snapshot } = wizardOn('destinationFocus')
    send({ type: 'chooseFocus', focus: 'golf_holidays' })
    expect(snapshot().value).toEqual({ destinationFocus: 'golf' })

    send({ type: 'setGolf', golf: { golfExperienced: 'advanced', golfCourseType: ['links', 'desert'] } })
    send({ type: 'setGolf', golf: { storageGolfCart: 'yes' } }, { type: 'next' })
    expect(snapshot().value).toBe('interests')
    expect(snapshot().context.answers.golf).toMatchObject({
      golfExperienced: 'advanced',
      golfCourseType: ['links', 'desert'],
      storageGolfCart: 'yes',
      numberOfRoundsOfGolf: 0,
    })
  })

  it("starts on the focus it is given (golf's wizard): the step opens on the golf preferences, and the focus may change", () => {
    const wizard = startWizard({ ...INPUT, focus: 'golf_holidays' })
    expect(wizard.snapshot().context.answers.destinationFocus).toBe('golf_holidays')
    for (const [id, events] of WAY) {
      if (id === 'destinationFocus') break
      wizard.send(...events)
    }
    expect(wizard.snapshot().value).toEqual({ destinationFocus: 'golf' })
    wizard.send({ type: 'chooseFocus', focus: 'adventure' })
    expect(wizard.snapshot().value).toBe('interests')
  })

  it("asks for the places of a featured place's country once, whichever of its names were chosen", async () => {
    const countries = [
      { id: 826, name: 'Scotland' },
      { id: 826, name: 'England' },
      { id: 826, name: 'United Kingdom' },
      { id: 250, name: 'France' },
    ]
    const { send, locationRequests } = startWizard({ ...INPUT, countries })
    for (const country of ['Scotland', 'England', 'France']) send({ type: 'toggleCountry', country })
    send({ type: 'next' }, { type: 'chooseTravelType', travelType: 'SOLO' })
    send({ type: 'chooseBedType', bedType: 'double' }, { type: 'next' })
    await settle()
    expect(locationRequests).toEqual([[826, 250]])
  })

  it("needs an interest for Next: 'select at least one', cleared on a pick", () => {
    const { send, snapshot } = wizardOn('interests')
    send({ type: 'next' })
    expect(snapshot().value).toBe('interests')
    expect(snapshot().context.errors).toEqual({ interesting: 'select at least one' })

    send({ type: 'toggleInterest', interest: 'water_sports' })
    expect(snapshot().context.errors).toEqual({})
    send({ type: 'next' })
    expect(snapshot().value).toBe('pace')
  })

  it('forgets the interests a newly chosen focus does not offer', () => {
    const { send, snapshot } = wizardOn('interests')
    send(
      { type: 'toggleInterest', interest: 'water_sports' },
      { type: 'toggleInterest', interest: 'architecture' },
    )
    send({ type: 'goTo', step: 'destinationFocus' }, { type: 'chooseFocus', focus: 'beach_and_islands' })
    expect(snapshot().context.answers.interesting).toEqual(['architecture'])
  })
})

describe('tailor-made wizard: pace to already bought (steps 7-11)', () => {
  it('pace and accommodation advance on a choice', () => {
    const { send, snapshot } = wizardOn('pace')
    send({ type: 'choosePace', pace: 'slow_pace' })
    expect(snapshot().value).toBe('accommodation')
    // Luxury's value is slow_pace too (spec 02 §2).
    send({ type: 'chooseAccommodation', accommodation: 'slow_pace' })
    expect(snapshot().value).toBe('transportation')
    expect(snapshot().context.answers).toMatchObject({ pace: 'slow_pace', accommodation: 'slow_pace' })
  })

  it("needs a transport for Next: 'Please select at least one'", () => {
    const { send, snapshot } = wizardOn('transportation')
    send({ type: 'next' })
    expect(snapshot().value).toBe('transportation')
    expect(snapshot().context.errors).toEqual({ transportation: 'Please select at least one' })

    send({ type: 'toggleTransport', transport: 'none' })
    expect(snapshot().context.errors).toEqual({})
    send({ type: 'next' })
    expect(snapshot().value).toBe('desiredTour')
  })

  it('keeps the free text, optional', () => {
    const { send, snapshot } = wizardOn('desiredTour')
    send({ type: 'setDesiredTour', html: '<p>Slow mornings</p>' }, { type: 'next' })
    expect(snapshot().value).toEqual({ alreadyBought: 'choosing' })
    expect(snapshot().context.answers.desiredTour).toBe('<p>Slow mornings</p>')
  })

  it('ticking anything but nothing opens the detail dialog; saving stores the detail', () => {
    const { send, snapshot } = wizardOn('alreadyBought')
    send({ type: 'toggleAlreadyBought', item: 'nothing' })
    expect(snapshot().value).toEqual({ alreadyBought: 'choosing' })

    send({ type: 'toggleAlreadyBought', item: 'flights' })
    expect(snapshot().value).toEqual({ alreadyBought: 'detail' })
    expect(snapshot().context.detailFor).toBe('flights')

    // Save is disabled while empty (spec 02 §5).
    send({ type: 'saveAlreadyBoughtDetail', html: '<p> &nbsp;</p>' })
    expect(snapshot().value).toEqual({ alreadyBought: 'detail' })

    send({ type: 'saveAlreadyBoughtDetail', html: '<p>Sydney to Rome</p>' })
    expect(snapshot().value).toEqual({ alreadyBought: 'choosing' })
    // Flights bought: "Nothing" is no longer true.
    expect(snapshot().context.answers).toMatchObject({
      alreadyBought: ['flights'],
      detailAlreadyBought: [{ type: 'flights', content: '<p>Sydney to Rome</p>' }],
    })
    expect(snapshot().context.detailFor).toBeNull()
  })

  it('"Nothing" clears what was ticked, with its details, and ticking anything clears "Nothing"', () => {
    const { send, snapshot } = wizardOn('alreadyBought')
    send(
      { type: 'toggleAlreadyBought', item: 'flights' },
      { type: 'saveAlreadyBoughtDetail', html: 'Booked' },
      { type: 'toggleAlreadyBought', item: 'accommodation' },
      { type: 'closeDialog' },
    )
    send({ type: 'toggleAlreadyBought', item: 'nothing' })
    expect(snapshot().value).toEqual({ alreadyBought: 'choosing' })
    expect(snapshot().context.answers).toMatchObject({ alreadyBought: ['nothing'], detailAlreadyBought: [] })

    send({ type: 'toggleAlreadyBought', item: 'accommodation' }, { type: 'closeDialog' })
    expect(snapshot().context.answers).toMatchObject({
      alreadyBought: ['accommodation'],
      detailAlreadyBought: [],
    })
  })

  it('closing the dialog keeps the tick without a detail; unticking removes the item and its detail', () => {
    const { send, snapshot } = wizardOn('alreadyBought')
    send(
      { type: 'toggleAlreadyBought', item: 'flights' },
      { type: 'saveAlreadyBoughtDetail', html: 'Booked' },
    )
    send({ type: 'toggleAlreadyBought', item: 'accommodation' }, { type: 'closeDialog' })
    expect(snapshot().value).toEqual({ alreadyBought: 'choosing' })
    expect(snapshot().context.answers).toMatchObject({
      alreadyBought: ['flights', 'accommodation'],
      detailAlreadyBought: [{ type: 'flights', content: 'Booked' }],
    })

    send({ type: 'toggleAlreadyBought', item: 'flights' })
    expect(snapshot().value).toEqual({ alreadyBought: 'choosing' })
    expect(snapshot().context.answers).toMatchObject({
      alreadyBought: ['accommodation'],
      detailAlreadyBought: [],
    })
  })

  it('reopens the detail dialog of a ticked item, and saving replaces its detail', () => {
    const { send, snapshot } = wizardOn('alreadyBought')
    send({ type: 'toggleAlreadyBought', item: 'flights' }, { type: 'closeDialog' })
    send({ type: 'editAlreadyBoughtDetail', item: 'accommodation' })
    expect(snapshot().value).toEqual({ alreadyBought: 'choosing' })

    send({ type: 'editAlreadyBoughtDetail', item: 'flights' })
    expect(snapshot().value).toEqual({ alreadyBought: 'detail' })
    send({ type: 'saveAlreadyBoughtDetail', html: '<p>QF1</p>' })
    send({ type: 'editAlreadyBoughtDetail', item: 'flights' })
    send({ type: 'saveAlreadyBoughtDetail', html: '<p>QF2</p>' })
    expect(snapshot().context.answers.detailAlreadyBought).toEqual([
      { type: 'flights', content: '<p>QF2</p>' },
    ])
  })

  it('keeps the budget, not checked before Next', () => {
    const { send, snapshot } = wizardOn('budget')
    expect(snapshot().context.answers.budget).toEqual({ currency: 'AUD', amount: 0 })
    send({ type: 'setBudget', budget: { currency: 'EUR' } }, { type: 'setBudget', budget: { amount: 12000 } })
    send({ type: 'next' })
    expect(snapshot().value).toEqual({ contact: 'editing' })
    expect(snapshot().context.answers.budget).toEqual({ currency: 'EUR', amount: 12000 })
  })
})

describe('tailor-made wizard: contact and sending (steps 13-14)', () => {
  it("needs a name and a phone: 'field required' and the banner, each cleared as it is typed", () => {
    const { send, snapshot, sends } = wizardOn('contact')
    send({ type: 'submit' })
    expect(snapshot().value).toEqual({ contact: 'editing' })
    expect(snapshot().context.errors).toEqual({
      'contactInformation.name': 'field required',
      'contactInformation.phoneNumber': 'field required',
      banner: 'complete all required fields',
    })

    send({ type: 'setContact', contact: { name: 'Ada' } })
    expect(snapshot().context.errors).toEqual({
      'contactInformation.phoneNumber': 'field required',
      banner: 'complete all required fields',
    })
    send({ type: 'setContact', contact: { phoneNumber: '0400 000 000' } })
    expect(snapshot().context.errors).toEqual({})
    expect(sends).toHaveLength(0)
  })

  it('sends the answers without an email, and shows the thank-you only once the route stored them', async () => {
    const { send, snapshot, sends } = wizardOn('contact')
    send({ type: 'setContact', contact: { name: 'Ada', phoneNumber: '0400 000 000' } }, { type: 'submit' })

    expect(snapshot().value).toEqual({ contact: { sending: 'waiting' } })
    expect(sends.map(({ body }) => body)).toEqual([snapshot().context.answers])
    await jest.advanceTimersByTimeAsync(1000)
    expect(snapshot().value).toEqual({ contact: { sending: 'slow' } })

    sends[0]!.resolve({ id: 'tm-1' })
    await settle()
    expect(snapshot().value).toBe('thankYou')
    expect(snapshot().status).toBe('done')
  })

  it('shows a refusal with its field messages and the banner, and sends again on submit', async () => {
    const { send, snapshot, sends } = wizardOn('contact')
    send({ type: 'setContact', contact: CONTACT }, { type: 'submit' })
    const refusal = {
      status: 400,
      reason: 'field required',
      fieldErrors: { 'contactInformation.phoneNumber': 'field required' },
    }
    sends[0]!.reject(new SubmissionRefused(refusal))
    await settle()

    expect(snapshot().value).toEqual({ contact: 'refused' })
    expect(snapshot().context.refusal).toEqual(refusal)
    expect(snapshot().context.errors).toEqual({
      'contactInformation.phoneNumber': 'field required',
      banner: 'complete all required fields',
    })

    send({ type: 'submit' })
    expect(snapshot().value).toEqual({ contact: { sending: 'waiting' } })
    expect(snapshot().context.refusal).toBeNull()
    expect(sends).toHaveLength(2)
  })

  it('keeps every answer when the route cannot be reached, and sends again after the delay or on retry', async () => {
    const { send, snapshot, sends } = wizardOn('contact')
    send({ type: 'setContact', contact: CONTACT }, { type: 'submit' })
    const answers = snapshot().context.answers
    sends[0]!.reject(new TypeError('Failed to fetch'))
    await settle()

    expect(snapshot().value).toEqual({ contact: 'unreachable' })
    expect(snapshot().context.answers).toEqual(answers)
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1)
    expect(sends).toHaveLength(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(snapshot().value).toEqual({ contact: { sending: 'waiting' } })
    expect(sends).toHaveLength(2)

    sends[1]!.reject(new TypeError('Failed to fetch'))
    await settle()
    send({ type: 'retry' })
    expect(sends).toHaveLength(3)
    expect(sends.map(({ body }) => body)).toEqual([answers, answers, answers])
    sends[2]!.resolve({ id: 'tm-1' })
    await settle()
    expect(snapshot().value).toBe('thankYou')
  })

  it('lets nothing move or change while it sends', () => {
    const { send, snapshot, sends } = wizardOn('contact')
    send({ type: 'setContact', contact: CONTACT }, { type: 'submit' })
    const before = snapshot()

    send(
      { type: 'back' },
      { type: 'goTo', step: 'countries' },
      { type: 'setContact', contact: { name: 'Someone else' } },
      { type: 'submit' },
    )
    expect(snapshot().value).toEqual(before.value)
    expect(snapshot().context.answers).toEqual(before.context.answers)
    expect(sends).toHaveLength(1)
  })
})

describe('tailor-made wizard: moving between steps', () => {
  it('goes back one step at a time, into the screen the answers lead to', () => {
    const { send, snapshot } = wizardOn('pace')
    send({ type: 'back' })
    expect(snapshot().value).toBe('interests')
    send({ type: 'back' })
    expect(snapshot().value).toEqual({ destinationFocus: 'choosing' })
    send({ type: 'back' }, { type: 'back' }, { type: 'back' })
    // The SOLO trip's bed type screen.
    expect(snapshot().value).toEqual({ travelType: 'bedType' })
    send({ type: 'back' })
    expect(snapshot().value).toEqual({ countries: 'choosing' })
  })

  it('goes to earlier steps only, keeping the answers', () => {
    const { send, snapshot } = wizardOn('contact')
    const { answers } = snapshot().context

    send({ type: 'goTo', step: 'contact' }, { type: 'goTo', step: 'thankYou' })
    expect(snapshot().value).toEqual({ contact: 'editing' })

    send({ type: 'goTo', step: 'transportation' })
    expect(snapshot().value).toBe('transportation')
    send({ type: 'goTo', step: 'budget' })
    expect(snapshot().value).toBe('transportation')
    send({ type: 'goTo', step: 'countries' })
    expect(snapshot().value).toEqual({ countries: 'choosing' })
    expect(snapshot().context.answers).toEqual(answers)
  })

  it('returns to the golf screen, and to the dates screen of the chosen date type', () => {
    const { send, snapshot } = wizardOn('destinationFocus')
    send({ type: 'chooseFocus', focus: 'golf_holidays' }, { type: 'next' })
    send({ type: 'back' })
    expect(snapshot().value).toEqual({ destinationFocus: 'golf' })

    send({ type: 'goTo', step: 'travelDates' })
    expect(snapshot().value).toEqual({ travelDates: 'choosingType' })
    send(
      { type: 'chooseDateType', dateType: 'FLEXIBLE_DATES' },
      { type: 'goTo', step: 'countries' },
      { type: 'next' },
    )
    send({ type: 'next' })
    expect(snapshot().value).toEqual({ travelDates: 'flexible' })
  })

  it('sends the visitor back to an earlier answer that went wrong, with its message, instead of sending', () => {
    jest.setSystemTime(new Date('2030-03-10T12:00:00Z'))
    const { send, snapshot, sends } = wizardOn('travelDates')
    send(
      { type: 'chooseDateType', dateType: 'HAVE_DATES_SET' },
      { type: 'pickArrival', date: '2030-03-12' },
      { type: 'pickDeparture', date: '2030-03-20' },
      { type: 'next' },
    )
    for (const [id, events] of WAY.slice(3)) if (id !== 'contact') send(...events)
    send({ type: 'setContact', contact: CONTACT })
    // The visitor comes back after their arrival date has passed (a resumed wizard).
    jest.setSystemTime(new Date('2030-03-14T12:00:00Z'))
    send({ type: 'submit' })
    expect(sends).toHaveLength(0)
    expect(snapshot().value).toEqual({ travelDates: 'arrivalDeparture' })
    expect(snapshot().context.errors).toEqual({ travelDate: 'Please select Arrival / Departure' })
    send({ type: 'back' }, { type: 'next' })
    expect(snapshot().context.errors).toEqual({})
    jest.setSystemTime(new Date('2030-03-10T12:00:00Z'))
  })

  it('restores a saved snapshot to the same step and answers', () => {
    const { actor, machine, send } = wizardOn('alreadyBought')
    send({ type: 'toggleAlreadyBought', item: 'flights' })
    // As the browser keeps it: JSON.
    const saved: Snapshot<unknown> = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()))
    const before = actor.getSnapshot()
    actor.stop()

    const restored = createActor(machine, { input: INPUT, snapshot: saved }).start()
    expect(restored.getSnapshot().value).toEqual({ alreadyBought: 'detail' })
    expect(restored.getSnapshot().context).toEqual(before.context)

    restored.send({ type: 'saveAlreadyBoughtDetail', html: 'Booked' })
    restored.send({ type: 'next' })
    expect(currentStep(restored.getSnapshot())).toBe('budget')
  })
})

/**
 * The statechart as xstate/graph can walk it: createTestModel refuses invocations and delays, so
 * they go, and the submit actor's outcomes become the events the running wizard gets from it
 * (`xstate.done.actor.submit`, `xstate.error.actor.submit`), with the same transitions. The places
 * lookup only fills a list, and the delays only show the loading message or send again (both
 * tested above).
 */
function withoutInvocationsAndDelays(node: AnyStateNodeConfig): AnyStateNodeConfig {
  const { invoke, after: _after, states, on, ...rest } = node
  const outcomes = [invoke ?? []].flat().flatMap((invocation) =>
    invocation.id
      ? [
          [`xstate.done.actor.${invocation.id}`, invocation.onDone],
          [`xstate.error.actor.${invocation.id}`, invocation.onError],
        ]
      : [],
  )
  const children = Object.entries(states ?? {}).map(([key, child]) => [
    key,
    withoutInvocationsAndDelays(child),
  ])
  return { ...rest, on: { ...on, ...Object.fromEntries(outcomes) }, states: Object.fromEntries(children) }
}

type SubmitOutcome =
  | { type: 'xstate.done.actor.submit'; output: StoredSubmission }
  | { type: 'xstate.error.actor.submit'; error: unknown }
type ModelEvent = WizardEvent | SubmitOutcome

const wizardMachine = tailorMadeWizardMachine()
const modelMachine = createMachine(
  {
    ...withoutInvocationsAndDelays(wizardMachine.config),
    context: wizardMachine.config.context,
    types: {} as { context: WizardContext; events: ModelEvent; input: WizardInput },
  },
  wizardMachine.implementations,
)

// Parties that fit their rooms: a family of 2 adults and a child in a triple (connecting), and a
// group of 5 in a quad and a single.
const FAMILY_PARTY = {
  numberAdults: 2,
  childrenDetails: [{ age: 7 }],
  numberRooms: { singleRoom: 0, doubleRoom: 0, tripleRoom: 1, quadRoom: 0 },
  isConnectingRoom: true,
}
const GROUP_PARTY = {
  numberAdults: 5,
  childrenDetails: [],
  numberRooms: { singleRoom: 1, doubleRoom: 0, tripleRoom: 0, quadRoom: 1 },
}
const PARTY_FOR: Partial<Record<string, object>> = { FAMILY: FAMILY_PARTY, GROUP: GROUP_PARTY }
const BED_FOR: Partial<Record<string, string>> = { SOLO: 'single', COUPLE: 'double' }

/** What the model's visitor does, with concrete answers; a small set, so the walk stays quick. */
const MODEL_EVENTS: ModelEvent[] = [
  { type: 'next' },
  { type: 'toggleCountry', country: 'Italy' },
  ...TRAVEL_TYPES.map((travelType) => ({ type: 'chooseTravelType' as const, travelType })),
  { type: 'chooseBedType', bedType: 'single' },
  { type: 'chooseBedType', bedType: 'double' },
  { type: 'setParty', party: FAMILY_PARTY },
  { type: 'setParty', party: GROUP_PARTY },
  ...DATE_TYPES.map((dateType) => ({ type: 'chooseDateType' as const, dateType })),
  { type: 'pickArrival', date: '2030-04-01' },
  { type: 'pickDeparture', date: '2030-04-07' },
  { type: 'setTravelDate', travelDate: { arrivalMonth: '2030-05', duration: 10 } },
  ...TRIP_FOCUSES.map((focus) => ({ type: 'chooseFocus' as const, focus })),
  { type: 'setOtherInterests', text: '   ' },
  { type: 'setOtherInterests', text: 'Opera and jazz evenings' },
  { type: 'saveOtherInterests' },
  { type: 'closeDialog' },
  {
    type: 'setGolf',
    golf: { golfExperienced: 'beginner', golfCourseType: ['links'], numberOfRoundsOfGolf: 3 },
  },
  // In every focus's list.
  { type: 'toggleInterest', interest: 'historical_landmarks' },
  { type: 'choosePace', pace: 'moderate_pace' },
  { type: 'chooseAccommodation', accommodation: 'slow_pace' },
  { type: 'toggleTransport', transport: 'train' },
  { type: 'toggleAlreadyBought', item: 'nothing' },
  { type: 'toggleAlreadyBought', item: 'flights' },
  { type: 'saveAlreadyBoughtDetail', html: '<p>&nbsp;</p>' },
  { type: 'saveAlreadyBoughtDetail', html: '<p>Return flights Sydney to Rome</p>' },
  { type: 'setContact', contact: CONTACT },
  { type: 'submit' },
  { type: 'retry' },
  { type: 'xstate.done.actor.submit', output: { id: 'tm-1' } },
  {
    type: 'xstate.error.actor.submit',
    error: new SubmissionRefused({ status: 400, reason: 'field required', fieldErrors: {} }),
  },
  { type: 'xstate.error.actor.submit', error: new TypeError('Failed to fetch') },
]

const model = createTestModel(modelMachine, {
  input: INPUT,
  events: MODEL_EVENTS,
  // A state is its step and answers; what shows on screen (errors, the refusal) does not change
  // where the wizard can go, so it would only multiply the states.
  serializeState: ({ value, context: { errors: _errors, refusal: _refusal, ...context } }) =>
    JSON.stringify({ value, context }),
  filterEvents: (snapshot, event) => {
    // createTestModel adds a payload-less event for each type the model has none of.
    if (!MODEL_EVENTS.includes(event)) return false
    const { answers } = snapshot.context
    // Each answer once, as a visitor gives it (the other orders reach the same answers).
    switch (event.type) {
      case 'chooseBedType':
        return BED_FOR[answers.travelType] === event.bedType
      case 'setParty':
        return PARTY_FOR[answers.travelType] === event.party
      case 'chooseDateType':
        return event.dateType !== answers.travelDate.type
      case 'setTravelDate':
        return snapshot.matches({ travelDates: 'flexible' })
      case 'chooseFocus':
        return answers.destinationFocus === ''
      case 'toggleAlreadyBought':
        return answers.alreadyBought.length === 0
      default:
        return true
    }
  },
})

const stepOf = (value: string | object) => (typeof value === 'string' ? value : Object.keys(value)[0])

type ModelPath = ReturnType<typeof model.getShortestPaths>[number]

/** Plays a path's events on a running wizard (with its fake network), checking each state. */
async function replay(path: ModelPath): Promise<Wizard> {
  const wizard = startWizard()
  const [start, ...steps] = path.steps
  expect(start?.event).toEqual({ type: 'xstate.init' })
  for (const { event, state } of steps) {
    if (event.type === 'xstate.done.actor.submit') wizard.sends.at(-1)?.resolve(event.output)
    else if (event.type === 'xstate.error.actor.submit') wizard.sends.at(-1)?.reject(event.error)
    else wizard.actor.send(event)
    await settle()
    expect(wizard.snapshot().value).toEqual(state.value)
  }
  return wizard
}

const label = (path: ModelPath) =>
  path.steps
    .slice(1)
    .map(
      ({ event }) =>
        `${event.type}${Object.keys(event).length > 1 ? ` ${JSON.stringify({ ...event, type: undefined })}` : ''}`,
    )
    .join(' → ')

describe('tailor-made wizard: model-based', () => {
  const paths = model.getShortestPaths({ toState: (snapshot) => snapshot.matches('thankYou') })

  it('finds shortest paths to the thank-you that visit every step', () => {
    expect(paths.length).toBeGreaterThan(0)
    const visited = new Set(paths.flatMap((path) => path.steps.map(({ state }) => stepOf(state.value))))
    expect([...visited].sort()).toEqual(STEPS.map(({ id }) => id).sort())
  })

  // One test a path, each with its own time limit: together they take seconds.
  const sent: TailorMadeAnswers[] = []
  it.each(paths.map((path, index) => ({ path, number: index + 1 })))(
    'reaches the thank-you on path $number, having sent answers that pass the schema',
    async ({ path }) => {
      try {
        const wizard = await replay(path)
        expect(wizard.snapshot().value).toBe('thankYou')
        const { answers } = wizard.snapshot().context
        expect(() => tailorMadeSchema().validateSync(answers)).not.toThrow()
        expect(wizard.sends.map(({ body }) => body)).toEqual([answers])
        sent.push(answers)
      } catch (error) {
        throw new Error(`On the path ${label(path)}:\n${String(error)}`)
      }
    },
  )

  it('between them, sends each travel type, date type, focus and kind of already-bought answer', () => {
    expect(sent).toHaveLength(paths.length)
    const kinds = (pick: (answers: TailorMadeAnswers) => unknown) =>
      new Set(sent.map((answers) => JSON.stringify(pick(answers))))
    const all = (values: readonly string[]) => new Set(values.map((value) => JSON.stringify(value)))
    expect(kinds((answers) => answers.travelType)).toEqual(all(TRAVEL_TYPES))
    expect(kinds((answers) => answers.travelDate.type)).toEqual(all(DATE_TYPES))
    expect(kinds((answers) => answers.destinationFocus)).toEqual(all(TRIP_FOCUSES))
    expect(
      kinds(({ alreadyBought, detailAlreadyBought }) => ({ alreadyBought, detailAlreadyBought })),
    ).toEqual(
      new Set(
        [
          { alreadyBought: [], detailAlreadyBought: [] },
          { alreadyBought: ['nothing'], detailAlreadyBought: [] },
          { alreadyBought: ['flights'], detailAlreadyBought: [] },
          {
            alreadyBought: ['flights'],
            detailAlreadyBought: [{ type: 'flights', content: '<p>Return flights Sydney to Rome</p>' }],
          },
        ].map((answer) => JSON.stringify(answer)),
      ),
    )
  })
})
