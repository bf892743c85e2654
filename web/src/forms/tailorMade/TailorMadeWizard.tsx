import { useActorRef } from '@xstate/react'
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react'
import styled from 'styled-components'
import { createActor, fromPromise, type Snapshot } from 'xstate'
import { withFeaturedPlaces, type FeaturedPlace } from '@/forms/tailorMade/model/featuredPlaces'
import type { TripFocus } from '@/forms/tailorMade/model/options'
import {
  currentStep,
  tailorMadeWizardMachine,
  type Country,
  type WizardInput,
  type WizardSnapshot,
} from '@/forms/tailorMade/model/tailorMadeWizard.machine'
import { afterNextPaint } from '@/ui/afterNextPaint'
import { Button } from '@/ui/Button'
import type { TailorMadeAnswers } from './model/answers'
import { buildSchemasAfterPaint } from './model/schema'
import { STEPS, type StepId } from './model/steps'
import { fetchCountries, wizardActors } from './wizardActors'
import { AccommodationStep } from './screens/AccommodationStep'
import { AlreadyBoughtStep } from './screens/AlreadyBoughtStep'
import { BudgetStep } from './screens/BudgetStep'
import { ContactStep } from './screens/ContactStep'
import { CountriesStep } from './screens/CountriesStep'
import { DesiredTourStep } from './screens/DesiredTourStep'
import { DestinationFocusStep } from './screens/DestinationFocusStep'
import { InterestsStep } from './screens/InterestsStep'
import { OtherLocationsStep } from './screens/OtherLocationsStep'
import { PaceStep } from './screens/PaceStep'
import { ThankYou } from './screens/ThankYou'
import { TransportationStep } from './screens/TransportationStep'
import { TravelDatesStep } from './screens/TravelDatesStep'
import { TravelTypeStep } from './screens/TravelTypeStep'
import { SecondaryButton } from './screens/buttons'
import { Dialog, RichTextEditor, preload } from './screens/lazyParts'
import { forgetWizard, readSavedWizard, saveWizard } from './screens/savedWizard'
import { summaryRows } from './screens/summaryRows'
import type { StepProps } from './screens/types'
import { useShownSnapshot } from './screens/useShownSnapshot'
import { useWizardHistory } from './screens/useWizardHistory'
import { typeStep } from '@/theme/typeStep'

const SCREENS: Record<Exclude<StepId, 'thankYou'>, ComponentType<StepProps>> = {
  countries: CountriesStep,
  travelType: TravelTypeStep,
  travelDates: TravelDatesStep,
  otherLocations: OtherLocationsStep,
  destinationFocus: DestinationFocusStep,
  interests: InterestsStep,
  pace: PaceStep,
  accommodation: AccommodationStep,
  transportation: TransportationStep,
  desiredTour: DesiredTourStep,
  alreadyBought: AlreadyBoughtStep,
  budget: BudgetStep,
  contact: ContactStep,
}

/** The substates that are dialogs: they show over the screen they opened from. */
const DIALOG_OVER: Partial<Record<string, string>> = { otherInterests: 'choosing', detail: 'choosing' }

/** What the visitor sees: the step, and which of its screens (focus moves when it changes). */
function screenOf(state: WizardSnapshot): string {
  const step = currentStep(state)
  const value = state.value
  // Step 1's countries arriving, and the contact step's sending, are not new screens.
  if (typeof value === 'string' || step === 'countries' || step === 'contact') return step
  const substate = Object.values(value)[0]
  const name = typeof substate === 'string' ? substate : ''
  return `${step}.${DIALOG_OVER[name] ?? name}`
}

/** A saved wizard on offer: its snapshot, and the answers it would bring back. */
type SavedOffer = { snapshot: Snapshot<unknown>; answers: TailorMadeAnswers }

/** The step a saved snapshot would resume at, and its answers; null when this machine cannot restore it. */
function restore(
  snapshot: Snapshot<unknown>,
  input: WizardInput,
): { step: StepId; answers: TailorMadeAnswers } | null {
  try {
    const restored = createActor(tailorMadeWizardMachine(wizardActors), { snapshot, input }).getSnapshot()
    const { answers } = restored.context
    return typeof answers === 'object' ? { step: currentStep(restored), answers } : null
  } catch {
    return null
  }
}

const subscribeNever = () => () => {}
const noOffer = () => null

/**
 * Reads the snapshot this browser saved for the site, once, and offers it when it is past step 1
 * and this machine can restore it; a snapshot it cannot restore is forgotten.
 */
function savedOfferReader(siteId: string, input: WizardInput): () => SavedOffer | null {
  let read: { offer: SavedOffer | null } | undefined
  return () => {
    if (read) return read.offer
    const snapshot = readSavedWizard(siteId)
    const restored = snapshot ? restore(snapshot, input) : null
    if (snapshot && (restored === null || restored.step === 'thankYou')) forgetWizard(siteId)
    const offered = snapshot && restored && restored.step !== 'countries' && restored.step !== 'thankYou'
    read = { offer: offered ? { snapshot, answers: restored.answers } : null }
    return read.offer
  }
}

/** What a saved trip is recognised by: its countries and its dates (the summary's words). */
const RECOGNISED_BY: readonly StepId[] = ['countries', 'travelDates']

const Wizard = styled.div`
  display: grid;
  gap: 1.5rem;
`

const Offer = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: 1.25rem 1.5rem;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    ${typeStep('h3')}
  }
  p {
    margin: 0;
  }
`

const SavedTrip = styled.dl`
  display: grid;
  gap: 0.25rem;
  margin: 0;

  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.5rem;
  }
  dt {
    font-weight: 600;
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
  }
`

const OfferActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`

type RunnerProps = {
  input: WizardInput
  /** The places step 1 offers first, also among countries loaded in the browser. */
  featuredPlaces: readonly FeaturedPlace[]
  siteId: string
  idPrefix: string
  /** A saved snapshot to go on from. */
  snapshot?: Snapshot<unknown>
  /** Focus the heading at once: the visitor has just chosen to continue or start afresh. */
  focusOnMount: boolean
  /** A saved wizard is on offer: nothing is saved over it while the visitor stays on step 1. */
  offerOpen: boolean
  /** The visitor went on without taking the offer. */
  onOfferDropped: () => void
}

/**
 * One run of the machine, from its start or from a saved snapshot. Memoised: the wizard around it
 * renders again as it hydrates (`hydrated` turns true, the server's HTML made live), and the
 * screen need not render a second time for it (the whole first step, in the load's main-thread
 * time).
 */
const WizardRunner = memo(function WizardRunner({
  input,
  featuredPlaces,
  siteId,
  idPrefix,
  snapshot,
  focusOnMount,
  offerOpen,
  onOfferDropped,
}: RunnerProps) {
  // Countries loaded in the browser (the page was built without them) get the featured places too.
  const machine = useMemo(
    () =>
      tailorMadeWizardMachine(
        featuredPlaces.length
          ? {
              ...wizardActors,
              loadCountries: fromPromise(async ({ signal }) =>
                withFeaturedPlaces(await fetchCountries(signal), featuredPlaces),
              ),
            }
          : wizardActors,
      ),
    [featuredPlaces],
  )
  const actor = useActorRef(machine, { input, snapshot })
  const state = useShownSnapshot(actor, screenOf)
  const send = actor.send
  const step = currentStep(state)
  const screen = screenOf(state)
  const onPrevious = useWizardHistory(step, send)
  const headingRef = useRef<HTMLHeadingElement>(null)

  // Focus follows the visitor to each new screen's heading, not on the page's first render.
  const firstScreen = useRef(true)
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false
      if (!focusOnMount) return
    }
    headingRef.current?.focus()
  }, [screen, focusOnMount])

  // The dialogs' and the editor's code, needed from the fifth step on, loads once the visitor is
  // past the first: long before it is needed, and never for a visitor who only looks (it was
  // loaded as the page went idle, 27 KB gz more for every visit). Once the second step has
  // painted: asking for the chunks is not part of answering the Next that showed it.
  const pastFirstStep = step !== STEPS[0].id
  useEffect(() => {
    if (!pastFirstStep) return
    afterNextPaint(() => {
      preload(Dialog)
      preload(RichTextEditor)
    })
  }, [pastFirstStep])

  // Saved after every change, for the visitor to come back to; forgotten once sent.
  const offer = useRef({ open: offerOpen, onDropped: onOfferDropped })
  useEffect(() => {
    offer.current = { open: offerOpen, onDropped: onOfferDropped }
  }, [offerOpen, onOfferDropped])
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      buildSchemasAfterPaint()
      const at = currentStep(snapshot)
      if (offer.current.open) {
        if (at === 'countries') return
        offer.current.open = false
        offer.current.onDropped()
      }
      if (at === 'thankYou') forgetWizard(siteId)
      // A send under way is not a place to come back to: the answers before it are.
      else if (!snapshot.matches({ contact: 'sending' }) && !snapshot.matches({ contact: 'unreachable' }))
        saveWizard(siteId, actor.getPersistedSnapshot())
    })
    return () => subscription.unsubscribe()
  }, [actor, siteId])

  const id = useCallback((name: string) => `${idPrefix}-${name}`, [idPrefix])
  const frame = { step, headingId: id('heading'), headingRef, onPrevious }
  if (step === 'thankYou') return <ThankYou state={state} frame={frame} />
  const Screen = SCREENS[step]
  return <Screen state={state} send={send} id={id} frame={frame} />
})

type Props = {
  /** Warehouse call 6's countries, from the page's build. */
  countries: Country[]
  /** The trip focus to start with (the block's "Start with golf"), if any. */
  focus?: TripFocus
  /** Places offered first under the names visitors know (the block's "Places first"). */
  featuredPlaces?: readonly Partial<Nullable<FeaturedPlace>>[] | null
  /** The site's currency: the budget's default. */
  currency: string
  /** Whose saved progress this is (one per site). */
  siteId: string
  /** Makes the controls' ids unique on the page (the block's key). */
  idPrefix: string
}

/**
 * The 14-step tailor-made trip wizard (spec 02; issue 12): the screens of its statechart
 * (model/tailorMadeWizard.machine.ts). The server renders step 1; in the browser, progress
 * is saved after every change and offered back on the next visit.
 */
const isBrowser = () => true
const isServer = () => false

type Nullable<T> = { [Key in keyof T]: T[Key] | null }

export function TailorMadeWizard({
  countries,
  focus,
  featuredPlaces: places,
  currency,
  siteId,
  idPrefix,
}: Props) {
  // The editors' places that have both their name and their country.
  const featuredPlaces = useMemo(
    () => (places ?? []).flatMap(({ name, country }) => (name && country ? [{ name, country }] : [])),
    [places],
  )
  const input = useMemo(
    () => ({ currency, countries: withFeaturedPlaces(countries, featuredPlaces), focus }),
    [currency, countries, featuredPlaces, focus],
  )
  const [run, setRun] = useState<{ key: number; snapshot?: Snapshot<unknown>; focusOnMount: boolean }>({
    key: 0,
    focusOnMount: false,
  })
  // Read once the page has hydrated: the server knows nothing of what this browser saved.
  const savedOffer = useMemo(() => savedOfferReader(siteId, input), [siteId, input])
  const saved = useSyncExternalStore(subscribeNever, savedOffer, noOffer)
  const [settled, setSettled] = useState(false)
  const offer = settled ? null : saved
  // The server's HTML does nothing until React has taken it over: until then it takes no
  // clicks, which would tick boxes that hydration then unticks.
  const hydrated = useSyncExternalStore(subscribeNever, isBrowser, isServer)

  const dropOffer = useCallback(() => setSettled(true), [])
  const restart = (snapshot?: Snapshot<unknown>) => {
    setSettled(true)
    setRun(({ key }) => ({ key: key + 1, snapshot, focusOnMount: true }))
  }
  const offerHeadingId = `${idPrefix}-resume`

  return (
    <Wizard inert={!hydrated}>
      {offer ? (
        <Offer aria-labelledby={offerHeadingId}>
          <h2 id={offerHeadingId}>Welcome back</h2>
          <p>You have already started telling us about your trip. Your answers are saved in this browser.</p>
          <SavedTrip>
            {summaryRows(offer.answers)
              .filter((row) => RECOGNISED_BY.includes(row.step))
              .map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
          </SavedTrip>
          <OfferActions>
            <Button type="button" onClick={() => restart(offer.snapshot)}>
              continue where you left off
            </Button>
            <SecondaryButton
              type="button"
              onClick={() => {
                forgetWizard(siteId)
                restart()
              }}
            >
              Start afresh
            </SecondaryButton>
          </OfferActions>
        </Offer>
      ) : null}
      <WizardRunner
        key={run.key}
        input={input}
        featuredPlaces={featuredPlaces}
        siteId={siteId}
        idPrefix={idPrefix}
        snapshot={run.snapshot}
        focusOnMount={run.focusOnMount}
        offerOpen={offer !== null}
        onOfferDropped={dropOffer}
      />
    </Wizard>
  )
}
