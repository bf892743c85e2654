import { assertEvent, assign, fromPromise, setup, type PromiseActorLogic, type SnapshotFrom } from 'xstate'
import { emptyAnswers, type TailorMadeAnswers } from './answers'
import { MESSAGES } from './schema'
import { interestsFor } from './options'
import { plainText } from './plainText'
import { allocateRooms, allocationMessage } from './roomAllocation'
import { answerErrors, answersValid } from './stepErrors'
import { STEPS, stepNumber, stepOf, type StepId } from './steps'
import { SubmissionRefused, type SentValues, type StoredSubmission } from '@/machines/formSubmission.machine'
import type { Country, WizardContext, WizardErrors, WizardEvent, WizardInput } from './tailorMadeWizard.types'

export type * from './tailorMadeWizard.types'

/**
 * The version of the machine a saved snapshot was taken with. Raise it whenever states, context
 * or events change shape: a visitor's older snapshot is then dropped instead of restored. (2:
 * snapshots of version 1 could hold the contact details, which are no longer kept.)
 */
export const WIZARD_SNAPSHOT_VERSION = 2

/** How long the wizard waits before it sends again when our route could not be reached. */
export const RETRY_DELAY_MS = 5000

/** The answers each step checks on Next (schema paths; spec 02 §5). */
const CHECKED: Partial<Record<StepId, readonly string[]>> = {
  countries: ['country'],
  travelType: ['travelType', 'selectedBedType', 'numberAdults', 'childrenDetails', 'numberRooms'],
  travelDates: ['travelDate'],
  interests: ['interesting'],
  pace: ['pace'],
  accommodation: ['accommodation'],
  transportation: ['transportation'],
  otherLocations: ['otherLocationVisit'],
  destinationFocus: ['destinationFocus', 'otherInterests', 'golf'],
  desiredTour: ['desiredTour'],
  alreadyBought: ['alreadyBought', 'detailAlreadyBought'],
  budget: ['budget'],
  contact: ['contactInformation.name', 'contactInformation.phoneNumber', 'contactInformation.email'],
}

const CONTACT_PREFIX = 'contactInformation.'

function withBanner(errors: WizardErrors): WizardErrors {
  const contactError = Object.keys(errors).some((path) => path.startsWith(CONTACT_PREFIX))
  return contactError ? { ...errors, banner: MESSAGES.banner } : errors
}

function travellers(answers: TailorMadeAnswers): number {
  return answers.numberAdults + answers.childrenDetails.length
}

/** Days from arrival to departure, both counted (YYYY-MM-DD). */
function daysIncluding(arriveDate: string, departDate: string): number {
  const days = (Date.parse(departDate) - Date.parse(arriveDate)) / 86_400_000
  return Math.round(days) + 1
}

const stepGuard = (step: StepId) => ({ type: 'stepValid', params: { step } }) as const

/** `back` to the step before, and `goTo` any earlier step: the transitions every step but the first has. */
function movesBack(step: StepId) {
  const index = stepNumber(step) - 1
  const earlier = STEPS.slice(0, index)
  return {
    back: { target: `#tailorMadeWizard.${earlier[earlier.length - 1]!.id}` },
    goTo: earlier.map(({ id }) => ({
      guard: { type: 'goesTo', params: { step: id } } as const,
      target: `#tailorMadeWizard.${id}`,
    })),
  }
}

/** The wizard's network calls: the countries and their locations from our routes, and the send. */
export type WizardActors = {
  loadCountries: PromiseActorLogic<Country[]>
  loadLocations: PromiseActorLogic<string[], { countryIds: number[] }>
  submit: PromiseActorLogic<StoredSubmission, SentValues>
}

/** Stand-ins for a machine given no network calls: each fails, saying who provides it. */
const NO_NETWORK: WizardActors = {
  loadCountries: fromPromise<Country[]>(async () => {
    throw new Error('The wizard provides loadCountries')
  }),
  loadLocations: fromPromise<string[], { countryIds: number[] }>(async () => {
    throw new Error('The wizard provides loadLocations')
  }),
  submit: fromPromise<StoredSubmission, SentValues>(async () => {
    throw new Error('The wizard provides submit')
  }),
}

/**
 * The tailor-made wizard (spec 02; issue 12): 14 top-level states, one per step of reading A
 * (steps.ts), with reading B's screens as substates. Its context holds every answer; each step
 * checks its answers with the schema the route checks the whole request with. The network calls
 * are the actors `loadCountries`, `loadLocations` and `submit`: the wizard gives wizardActors.ts's.
 *
 * Built when called, once per run of the wizard, not as its module loads: building the states
 * is a few milliseconds of a slow phone's main thread, which the page's load need not spend in
 * the task that evaluates the wizard's code (issue 48). xstate's `provide` builds them again:
 * pass the actors here instead.
 */
export function tailorMadeWizardMachine(actors: WizardActors = NO_NETWORK) {
  return setup({
    types: {
      context: {} as WizardContext,
      events: {} as WizardEvent,
      input: {} as WizardInput,
    },
    actors,
    delays: { loadingMessage: 1000, retry: RETRY_DELAY_MS },
    guards: {
      stepValid: ({ context }, { step }: { step: StepId }) =>
        answersValid(context.answers, CHECKED[step] ?? []),
      stepInvalid: ({ context }, { step }: { step: StepId }) =>
        !answersValid(context.answers, CHECKED[step] ?? []),
      goesTo: ({ event }, { step }: { step: StepId }) => event.type === 'goTo' && event.step === step,
      choosesSoloOrCouple: ({ event }) =>
        event.type === 'chooseTravelType' && (event.travelType === 'SOLO' || event.travelType === 'COUPLE'),
      hasCountries: ({ context }) => context.countries.length > 0,
      isSoloOrCouple: ({ context }) => ['SOLO', 'COUPLE'].includes(context.answers.travelType),
      isFamilyOrGroup: ({ context }) => ['FAMILY', 'GROUP'].includes(context.answers.travelType),
      bedTypeChosen: ({ context }) => answersValid(context.answers, ['selectedBedType']),
      /** Room allocation (roomAllocation.ts): every traveller has a room and no room is empty. */
      roomsFit: ({ context }) =>
        allocateRooms(travellers(context.answers), context.answers.numberRooms) === 'fits',
      choosesDatesSet: ({ event }) => event.type === 'chooseDateType' && event.dateType === 'HAVE_DATES_SET',
      choosesFlexibleDates: ({ event }) =>
        event.type === 'chooseDateType' && event.dateType === 'FLEXIBLE_DATES',
      hasDatesSet: ({ context }) => context.answers.travelDate.type === 'HAVE_DATES_SET',
      hasFlexibleDates: ({ context }) => context.answers.travelDate.type === 'FLEXIBLE_DATES',
      choosesOther: ({ event }) => event.type === 'chooseFocus' && event.focus === 'other',
      choosesGolf: ({ event }) => event.type === 'chooseFocus' && event.focus === 'golf_holidays',
      focusIsGolf: ({ context }) => context.answers.destinationFocus === 'golf_holidays',
      otherInterestsEntered: ({ context }) => answersValid(context.answers, ['otherInterests']),
      unticksAlreadyBought: ({ context, event }) =>
        event.type === 'toggleAlreadyBought' && context.answers.alreadyBought.includes(event.item),
      isTicked: ({ context, event }) =>
        event.type === 'editAlreadyBoughtDetail' && context.answers.alreadyBought.includes(event.item),
      ticksNothing: ({ event }) => event.type === 'toggleAlreadyBought' && event.item === 'nothing',
      detailHasText: ({ event }) => event.type === 'saveAlreadyBoughtDetail' && plainText(event.html) !== '',
      isRefusal: (_, { error }: { error: unknown }) => error instanceof SubmissionRefused,
    },
    actions: {
      /** A step starts without errors, unless a send sent the visitor back to it to mend them. */
      enterStep: assign(({ context }, { step }: { step: StepId }) => ({
        errors: context.recheck ? withBanner(answerErrors(context.answers, CHECKED[step] ?? [])) : {},
        recheck: false,
      })),
      recheckOnEntry: assign({ recheck: true }),
      showErrors: assign(({ context }, { paths }: { paths: readonly string[] }) => ({
        errors: withBanner(answerErrors(context.answers, paths)),
      })),
      showRoomsError: assign(({ context }) => ({
        errors: {
          rooms:
            allocationMessage(allocateRooms(travellers(context.answers), context.answers.numberRooms)) ?? '',
        },
      })),
      toggleCountry: assign(({ context, event }) => {
        assertEvent(event, 'toggleCountry')
        const { country } = context.answers
        const chosen = country.includes(event.country)
          ? country.filter((name) => name !== event.country)
          : [...country, event.country]
        return { answers: { ...context.answers, country: chosen }, errors: {} }
      }),
      chooseTravelType: assign(({ context, event }) => {
        assertEvent(event, 'chooseTravelType')
        const answers = { ...context.answers, travelType: event.travelType }
        const noRooms = { singleRoom: 0, doubleRoom: 0, tripleRoom: 0, quadRoom: 0 }
        // spec 02 §4: SOLO is 1 adult, 0 children, 1 single room; COUPLE 2 adults, 1 double room.
        if (event.travelType === 'SOLO')
          return {
            answers: {
              ...answers,
              numberAdults: 1,
              childrenDetails: [],
              numberRooms: { ...noRooms, singleRoom: 1 },
            },
          }
        if (event.travelType === 'COUPLE')
          return {
            answers: {
              ...answers,
              numberAdults: 2,
              childrenDetails: [],
              numberRooms: { ...noRooms, doubleRoom: 1 },
            },
          }
        return { answers: { ...answers, selectedBedType: '' as const } }
      }),
      clearTravelType: assign(({ context }) => ({
        answers: { ...context.answers, travelType: '' as const, selectedBedType: '' as const },
        errors: {},
      })),
      chooseBedType: assign(({ context, event }) => {
        assertEvent(event, 'chooseBedType')
        return { answers: { ...context.answers, selectedBedType: event.bedType }, errors: {} }
      }),
      setParty: assign(({ context, event }) => {
        assertEvent(event, 'setParty')
        return { answers: { ...context.answers, ...event.party }, errors: {} }
      }),
      chooseDateType: assign(({ context, event }) => {
        assertEvent(event, 'chooseDateType')
        const before = context.answers.travelDate
        // The same kind keeps its dates. A new kind starts from nothing: what only another kind's
        // screen shows (the places and dates typed under 'I have dates set') would be sent unseen.
        const travelDate =
          before.type === event.dateType
            ? { ...before, duration: 1 }
            : { ...emptyAnswers('').travelDate, type: event.dateType, duration: 1 }
        return { answers: { ...context.answers, travelDate }, errors: {} }
      }),
      pickArrival: assign(({ context, event }) => {
        assertEvent(event, 'pickArrival')
        const before = context.answers.travelDate
        // spec 02 §4: picking an arrival sets the duration to 0, until a departure is picked.
        const departDate =
          before.departDate !== '' && before.departDate >= event.date ? before.departDate : ''
        const duration = departDate ? daysIncluding(event.date, departDate) : 0
        return {
          answers: {
            ...context.answers,
            travelDate: { ...before, arriveDate: event.date, departDate, duration },
          },
          errors: {},
        }
      }),
      pickDeparture: assign(({ context, event }) => {
        assertEvent(event, 'pickDeparture')
        const before = context.answers.travelDate
        const duration = before.arriveDate ? Math.max(daysIncluding(before.arriveDate, event.date), 0) : 0
        return {
          answers: { ...context.answers, travelDate: { ...before, departDate: event.date, duration } },
          errors: {},
        }
      }),
      setTravelDate: assign(({ context, event }) => {
        assertEvent(event, 'setTravelDate')
        return {
          answers: { ...context.answers, travelDate: { ...context.answers.travelDate, ...event.travelDate } },
          errors: {},
        }
      }),
      setLocations: assign((_, { locations }: { locations: string[] }) => ({ locations })),
      setCountries: assign((_, { countries }: { countries: Country[] }) => ({ countries })),
      setOtherLocations: assign(({ context, event }) => {
        assertEvent(event, 'setOtherLocations')
        return { answers: { ...context.answers, otherLocationVisit: event.otherLocationVisit } }
      }),
      /** A place added and left blank is no place: it goes, rather than stop the visitor later. */
      dropBlankPlaces: assign(({ context }) => ({
        answers: {
          ...context.answers,
          otherLocationVisit: context.answers.otherLocationVisit.filter(
            ({ location }) => location.trim() !== '',
          ),
        },
      })),
      chooseFocus: assign(({ context, event }) => {
        assertEvent(event, 'chooseFocus')
        // Interests the new focus does not offer go: they could not be unticked any more.
        const offered = new Set<string>(interestsFor(event.focus))
        const interesting = context.answers.interesting.filter((interest) => offered.has(interest))
        return { answers: { ...context.answers, destinationFocus: event.focus, interesting }, errors: {} }
      }),
      setOtherInterests: assign(({ context, event }) => {
        assertEvent(event, 'setOtherInterests')
        return { answers: { ...context.answers, otherInterests: event.text }, errors: {} }
      }),
      /** Closing the other-interests dialog without text takes back the choice of `other`. */
      dropEmptyOther: assign(({ context }) =>
        answersValid(context.answers, ['otherInterests'])
          ? {}
          : { answers: { ...context.answers, destinationFocus: '' as const, otherInterests: '' } },
      ),
      setGolf: assign(({ context, event }) => {
        assertEvent(event, 'setGolf')
        return { answers: { ...context.answers, golf: { ...context.answers.golf, ...event.golf } } }
      }),
      toggleInterest: assign(({ context, event }) => {
        assertEvent(event, 'toggleInterest')
        const { interesting } = context.answers
        const next = interesting.includes(event.interest)
          ? interesting.filter((interest) => interest !== event.interest)
          : [...interesting, event.interest]
        return { answers: { ...context.answers, interesting: next }, errors: {} }
      }),
      choosePace: assign(({ context, event }) => {
        assertEvent(event, 'choosePace')
        return { answers: { ...context.answers, pace: event.pace } }
      }),
      chooseAccommodation: assign(({ context, event }) => {
        assertEvent(event, 'chooseAccommodation')
        return { answers: { ...context.answers, accommodation: event.accommodation } }
      }),
      toggleTransport: assign(({ context, event }) => {
        assertEvent(event, 'toggleTransport')
        const { transportation } = context.answers
        const next = transportation.includes(event.transport)
          ? transportation.filter((transport) => transport !== event.transport)
          : [...transportation, event.transport]
        return { answers: { ...context.answers, transportation: next }, errors: {} }
      }),
      setDesiredTour: assign(({ context, event }) => {
        assertEvent(event, 'setDesiredTour')
        return { answers: { ...context.answers, desiredTour: event.html } }
      }),
      /** "Nothing" and the things bought exclude each other: ticking one clears the other(s). */
      tickAlreadyBought: assign(({ context, event }) => {
        assertEvent(event, 'toggleAlreadyBought')
        if (event.item === 'nothing') {
          return {
            answers: { ...context.answers, alreadyBought: ['nothing'], detailAlreadyBought: [] },
            detailFor: null,
          }
        }
        const bought = context.answers.alreadyBought.filter((item) => item !== 'nothing')
        return {
          answers: { ...context.answers, alreadyBought: [...bought, event.item] },
          detailFor: event.item,
        }
      }),
      /** Unticking an item removes its detail too (spec 02 §4). */
      untickAlreadyBought: assign(({ context, event }) => {
        assertEvent(event, 'toggleAlreadyBought')
        const { alreadyBought, detailAlreadyBought } = context.answers
        return {
          answers: {
            ...context.answers,
            alreadyBought: alreadyBought.filter((item) => item !== event.item),
            detailAlreadyBought: detailAlreadyBought.filter((detail) => detail.type !== event.item),
          },
        }
      }),
      /** Saving stores the open item's detail, or replaces the one it had (spec 02 §4). */
      saveDetail: assign(({ context, event }) => {
        assertEvent(event, 'saveAlreadyBoughtDetail')
        const type = context.detailFor
        // The dialog is open only for a ticked item (the `detail` state's entry sets it).
        if (type === null) return {}
        const others = context.answers.detailAlreadyBought.filter((detail) => detail.type !== type)
        return {
          answers: { ...context.answers, detailAlreadyBought: [...others, { type, content: event.html }] },
          detailFor: null,
        }
      }),
      closeDetail: assign({ detailFor: null }),
      openDetail: assign(({ event }) => {
        assertEvent(event, 'editAlreadyBoughtDetail')
        return { detailFor: event.item }
      }),
      setBudget: assign(({ context, event }) => {
        assertEvent(event, 'setBudget')
        return { answers: { ...context.answers, budget: { ...context.answers.budget, ...event.budget } } }
      }),
      setContact: assign(({ context, event }) => {
        assertEvent(event, 'setContact')
        const changed = Object.keys(event.contact).map((field) => CONTACT_PREFIX + field)
        const errors = Object.fromEntries(
          Object.entries(context.errors).filter(([path]) => path !== 'banner' && !changed.includes(path)),
        )
        return {
          answers: {
            ...context.answers,
            contactInformation: { ...context.answers.contactInformation, ...event.contact },
          },
          errors: withBanner(errors),
        }
      }),
      forgetRefusal: assign({ refusal: null }),
      recordRefusal: assign((_, { error }: { error: unknown }) => {
        const refusal = error instanceof SubmissionRefused ? error.refusal : null
        return { refusal, errors: withBanner(refusal?.fieldErrors ?? {}) }
      }),
    },
  }).createMachine({
    id: 'tailorMadeWizard',
    initial: 'countries',
    context: ({ input }) => ({
      // A focus given (golf's wizard starts on golf): its step opens on it, and may change it.
      answers: { ...emptyAnswers(input.currency), destinationFocus: input.focus ?? '' },
      errors: {},
      countries: input.countries,
      locations: [],
      detailFor: null,
      recheck: false,
      refusal: null,
    }),
    states: {
      countries: {
        entry: { type: 'enterStep', params: { step: 'countries' } },
        initial: 'entering',
        on: {
          toggleCountry: { actions: 'toggleCountry' },
          next: [
            { guard: stepGuard('countries'), target: 'travelType' },
            { actions: { type: 'showErrors', params: { paths: CHECKED.countries! } } },
          ],
        },
        states: {
          entering: { always: [{ guard: 'hasCountries', target: 'choosing' }, { target: 'loading' }] },
          // The page was built without them (the warehouse did not answer): our route is asked.
          loading: {
            invoke: {
              src: 'loadCountries',
              onDone: {
                target: 'choosing',
                actions: { type: 'setCountries', params: ({ event }) => ({ countries: event.output }) },
              },
              // None to pick: step 1 says so.
              onError: 'choosing',
            },
          },
          choosing: {},
        },
      },
      travelType: {
        entry: { type: 'enterStep', params: { step: 'travelType' } },
        initial: 'entering',
        on: {
          ...movesBack('travelType'),
          clearTravelType: { target: '.choosing', actions: 'clearTravelType' },
        },
        states: {
          entering: {
            always: [
              { guard: 'isSoloOrCouple', target: 'bedType' },
              { guard: 'isFamilyOrGroup', target: 'partyAndRooms' },
              { target: 'choosing' },
            ],
          },
          choosing: {
            on: {
              chooseTravelType: [
                { guard: 'choosesSoloOrCouple', target: 'bedType', actions: 'chooseTravelType' },
                { target: 'partyAndRooms', actions: 'chooseTravelType' },
              ],
              next: { actions: { type: 'showErrors', params: { paths: ['travelType'] } } },
            },
          },
          bedType: {
            on: {
              chooseBedType: { actions: 'chooseBedType' },
              next: [
                { guard: 'bedTypeChosen', target: '#tailorMadeWizard.travelDates' },
                { actions: { type: 'showErrors', params: { paths: ['selectedBedType'] } } },
              ],
            },
          },
          partyAndRooms: {
            on: {
              setParty: { actions: 'setParty' },
              next: [
                { guard: 'roomsFit', target: '#tailorMadeWizard.travelDates' },
                { actions: 'showRoomsError' },
              ],
            },
          },
        },
      },
      travelDates: {
        entry: { type: 'enterStep', params: { step: 'travelDates' } },
        initial: 'entering',
        invoke: {
          src: 'loadLocations',
          input: ({ context }) => ({ countryIds: countryIds(context) }),
          onDone: { actions: { type: 'setLocations', params: ({ event }) => ({ locations: event.output }) } },
        },
        on: {
          ...movesBack('travelDates'),
          // Stored with a default duration of 1, then on to its screen (spec 02 §4).
          chooseDateType: [
            { guard: 'choosesDatesSet', target: '.arrivalDeparture', actions: 'chooseDateType' },
            { guard: 'choosesFlexibleDates', target: '.flexible', actions: 'chooseDateType' },
            { target: 'otherLocations', actions: 'chooseDateType' },
          ],
        },
        states: {
          entering: {
            always: [
              { guard: 'hasDatesSet', target: 'arrivalDeparture' },
              { guard: 'hasFlexibleDates', target: 'flexible' },
              { target: 'choosingType' },
            ],
          },
          choosingType: {
            on: { next: { actions: { type: 'showErrors', params: { paths: ['travelDate.type'] } } } },
          },
          arrivalDeparture: {
            on: {
              pickArrival: { actions: 'pickArrival' },
              pickDeparture: { actions: 'pickDeparture' },
              setTravelDate: { actions: 'setTravelDate' },
              next: [
                { guard: stepGuard('travelDates'), target: '#tailorMadeWizard.otherLocations' },
                { actions: { type: 'showErrors', params: { paths: CHECKED.travelDates! } } },
              ],
            },
          },
          flexible: {
            on: {
              setTravelDate: { actions: 'setTravelDate' },
              next: [
                { guard: stepGuard('travelDates'), target: '#tailorMadeWizard.otherLocations' },
                { actions: { type: 'showErrors', params: { paths: CHECKED.travelDates! } } },
              ],
            },
          },
        },
      },
      otherLocations: {
        entry: { type: 'enterStep', params: { step: 'otherLocations' } },
        invoke: {
          src: 'loadLocations',
          input: ({ context }) => ({ countryIds: countryIds(context) }),
          onDone: { actions: { type: 'setLocations', params: ({ event }) => ({ locations: event.output }) } },
        },
        on: {
          ...movesBack('otherLocations'),
          setOtherLocations: { actions: 'setOtherLocations' },
          next: { target: 'destinationFocus', actions: 'dropBlankPlaces' },
        },
      },
      destinationFocus: {
        entry: { type: 'enterStep', params: { step: 'destinationFocus' } },
        initial: 'entering',
        on: {
          ...movesBack('destinationFocus'),
          chooseFocus: [
            { guard: 'choosesOther', target: '.otherInterests', actions: 'chooseFocus' },
            { guard: 'choosesGolf', target: '.golf', actions: 'chooseFocus' },
            { target: 'interests', actions: 'chooseFocus' },
          ],
        },
        states: {
          entering: {
            always: [{ guard: 'focusIsGolf', target: 'golf' }, { target: 'choosing' }],
          },
          choosing: {
            on: {
              next: [
                { guard: stepGuard('destinationFocus'), target: '#tailorMadeWizard.interests' },
                { actions: { type: 'showErrors', params: { paths: CHECKED.destinationFocus! } } },
              ],
            },
          },
          otherInterests: {
            on: {
              setOtherInterests: { actions: 'setOtherInterests' },
              saveOtherInterests: [
                { guard: 'otherInterestsEntered', target: '#tailorMadeWizard.interests' },
                { actions: { type: 'showErrors', params: { paths: ['otherInterests'] } } },
              ],
              closeDialog: { target: 'choosing', actions: 'dropEmptyOther' },
            },
          },
          golf: {
            on: {
              setGolf: { actions: 'setGolf' },
              next: '#tailorMadeWizard.interests',
            },
          },
        },
      },
      interests: {
        entry: { type: 'enterStep', params: { step: 'interests' } },
        on: {
          ...movesBack('interests'),
          toggleInterest: { actions: 'toggleInterest' },
          next: [
            { guard: stepGuard('interests'), target: 'pace' },
            { actions: { type: 'showErrors', params: { paths: CHECKED.interests! } } },
          ],
        },
      },
      pace: {
        entry: { type: 'enterStep', params: { step: 'pace' } },
        on: {
          ...movesBack('pace'),
          choosePace: { target: 'accommodation', actions: 'choosePace' },
          next: [
            { guard: stepGuard('pace'), target: 'accommodation' },
            { actions: { type: 'showErrors', params: { paths: CHECKED.pace! } } },
          ],
        },
      },
      accommodation: {
        entry: { type: 'enterStep', params: { step: 'accommodation' } },
        on: {
          ...movesBack('accommodation'),
          chooseAccommodation: { target: 'transportation', actions: 'chooseAccommodation' },
          next: [
            { guard: stepGuard('accommodation'), target: 'transportation' },
            { actions: { type: 'showErrors', params: { paths: CHECKED.accommodation! } } },
          ],
        },
      },
      transportation: {
        entry: { type: 'enterStep', params: { step: 'transportation' } },
        on: {
          ...movesBack('transportation'),
          toggleTransport: { actions: 'toggleTransport' },
          next: [
            { guard: stepGuard('transportation'), target: 'desiredTour' },
            { actions: { type: 'showErrors', params: { paths: CHECKED.transportation! } } },
          ],
        },
      },
      desiredTour: {
        entry: { type: 'enterStep', params: { step: 'desiredTour' } },
        on: {
          ...movesBack('desiredTour'),
          setDesiredTour: { actions: 'setDesiredTour' },
          next: 'alreadyBought',
        },
      },
      alreadyBought: {
        entry: { type: 'enterStep', params: { step: 'alreadyBought' } },
        initial: 'choosing',
        on: movesBack('alreadyBought'),
        states: {
          choosing: {
            on: {
              toggleAlreadyBought: [
                { guard: 'unticksAlreadyBought', actions: 'untickAlreadyBought' },
                { guard: 'ticksNothing', actions: 'tickAlreadyBought' },
                { target: 'detail', actions: 'tickAlreadyBought' },
              ],
              editAlreadyBoughtDetail: { guard: 'isTicked', target: 'detail', actions: 'openDetail' },
              next: '#tailorMadeWizard.budget',
            },
          },
          detail: {
            on: {
              saveAlreadyBoughtDetail: { guard: 'detailHasText', target: 'choosing', actions: 'saveDetail' },
              // Closing without saving keeps the tick, with no detail (spec 02 §4).
              closeDialog: { target: 'choosing', actions: 'closeDetail' },
            },
          },
        },
      },
      budget: {
        entry: { type: 'enterStep', params: { step: 'budget' } },
        on: {
          ...movesBack('budget'),
          setBudget: { actions: 'setBudget' },
          // Not checked before Next (spec 02 §5).
          next: 'contact',
        },
      },
      contact: {
        entry: { type: 'enterStep', params: { step: 'contact' } },
        initial: 'editing',
        on: {
          ...movesBack('contact'),
          setContact: { actions: 'setContact' },
          submit: [
            {
              guard: { type: 'stepInvalid', params: { step: 'contact' } },
              actions: { type: 'showErrors', params: { paths: CHECKED.contact! } },
            },
            // An earlier answer gone wrong (an arrival now in the past, after a resume): back to its step.
            ...STEPS.slice(0, stepNumber('contact') - 1).map(({ id }) => ({
              guard: { type: 'stepInvalid', params: { step: id } } as const,
              target: `#tailorMadeWizard.${id}`,
              actions: 'recheckOnEntry' as const,
            })),
            { target: '.sending' },
          ],
        },
        states: {
          editing: {},
          sending: {
            entry: 'forgetRefusal',
            initial: 'waiting',
            states: {
              waiting: { after: { loadingMessage: 'slow' } },
              slow: {},
            },
            invoke: {
              id: 'submit',
              src: 'submit',
              input: ({ context }) => context.answers,
              onDone: '#tailorMadeWizard.thankYou',
              onError: [
                {
                  guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
                  target: 'refused',
                  actions: { type: 'recordRefusal', params: ({ event }) => ({ error: event.error }) },
                },
                { target: 'unreachable' },
              ],
            },
            // While it sends, the answers stay as they are sent.
            on: { setContact: {}, submit: {}, back: {}, goTo: {} },
          },
          // No answer came: every answer is kept and the same request goes again.
          unreachable: {
            after: { retry: 'sending' },
            on: { retry: 'sending' },
          },
          refused: {},
        },
      },
      thankYou: { type: 'final' },
    },
  })
}

/** The warehouse ids of the chosen countries, each once (a featured place counts as its country). */
function countryIds(context: WizardContext): number[] {
  const chosen = new Set(context.answers.country)
  const ids = context.countries.filter((country) => chosen.has(country.name)).map((country) => country.id)
  return [...new Set(ids)]
}

export type WizardSnapshot = SnapshotFrom<ReturnType<typeof tailorMadeWizardMachine>>

/** The step a snapshot is on: its top-level state. */
export function currentStep(snapshot: WizardSnapshot): StepId {
  const { value } = snapshot
  const step = stepOf(typeof value === 'string' ? value : (Object.keys(value)[0] ?? ''))
  if (!step) throw new Error(`The wizard is in no step: ${JSON.stringify(value)}`)
  return step
}
