import styled from 'styled-components'
import {
  CLUBS_BRING_OR_RENT,
  CLUBS_BRING_OR_RENT_LABELS,
  GOLF_COURSE_TYPES,
  GOLF_COURSE_TYPE_LABELS,
  GOLF_EXPERIENCE,
  GOLF_EXPERIENCE_LABELS,
  GOLF_YES_NO,
  PRIVATE_OR_PUBLIC,
  PRIVATE_OR_PUBLIC_LABELS,
  TRIP_FOCUSES,
  TRIP_FOCUS_LABELS,
  YES_NO,
  YES_NO_LABELS,
  type GolfYesNo,
} from '@/forms/tailorMade/model/options'
import type { GolfPreferences as Golf } from '@/forms/tailorMade/model/schema'
import { Field } from '@/ui/Field'
import { ChoiceCards } from './ChoiceCards'
import { NumberInput } from './NumberInput'
import { StepFrame } from './StepFrame'
import type { StepProps } from './types'
import { typeStep } from '@/theme/typeStep'

/** The schema's most rounds (schema.ts). */
const MAX_ROUNDS = 100

/** The spec's two groups of golf questions (spec 02 §2). */
const PLAYING: GolfYesNo[] = ['lookingForGoflCourse', 'wantToPlayMultipleCourses']
const EVENTS: GolfYesNo[] = ['interestedInParticipatingGolfEvents']
const SERVICES: GolfYesNo[] = [
  'assistanceWithGolfTransportation',
  'interestedInGolfLessons',
  'accessToGolfProTraning',
  'storageGolfCart',
]

const Section = styled.section`
  display: grid;
  gap: 1.5rem;

  h3 {
    margin: 0;
    ${typeStep('h3')}
  }
`

/** A list's cards, each with its written label. */
const choicesOf = <Id extends string>(values: readonly Id[], labels: Record<Id, string>) =>
  values.map((value) => ({ value, title: labels[value] }))

/** The golf_holidays focus: every golf question of spec 02 §2, all optional. */
export function GolfPreferences({ state, send, id, frame }: StepProps) {
  const { answers } = state.context
  const golf = answers.golf
  const setGolf = (patch: Partial<Golf>) => send({ type: 'setGolf', golf: patch })
  const yesNo = (name: GolfYesNo) => (
    <ChoiceCards
      key={name}
      name={id(name)}
      legend={GOLF_YES_NO[name]}
      type="radio"
      compact
      choices={choicesOf(YES_NO, YES_NO_LABELS)}
      selected={[golf[name]]}
      onSelect={(value) => {
        const patch: Partial<Golf> = {}
        patch[name] = value === 'yes' ? 'yes' : 'no'
        setGolf(patch)
      }}
    />
  )
  return (
    <StepFrame {...frame} onNext={() => send({ type: 'next' })}>
      <Field id={id('destinationFocus')} label="Trip focus">
        <select
          value={answers.destinationFocus}
          onChange={(event) => {
            const focus = TRIP_FOCUSES.find((each) => each === event.target.value)
            if (focus) send({ type: 'chooseFocus', focus })
          }}
        >
          {TRIP_FOCUSES.map((focus) => (
            <option key={focus} value={focus}>
              {TRIP_FOCUS_LABELS[focus]}
            </option>
          ))}
        </select>
      </Field>
      <Section aria-labelledby={id('golf-playing')}>
        <h3 id={id('golf-playing')}>Your golf</h3>
        <ChoiceCards
          name={id('golfExperienced')}
          legend="How experienced a golfer are you?"
          type="radio"
          compact
          choices={choicesOf(GOLF_EXPERIENCE, GOLF_EXPERIENCE_LABELS)}
          selected={[golf.golfExperienced]}
          onSelect={(value) => {
            const golfExperienced = GOLF_EXPERIENCE.find((each) => each === value)
            if (golfExperienced) setGolf({ golfExperienced })
          }}
        />
        <ChoiceCards
          name={id('golfCourseType')}
          legend="Which kinds of course would you like to play?"
          type="checkbox"
          compact
          choices={choicesOf(GOLF_COURSE_TYPES, GOLF_COURSE_TYPE_LABELS)}
          selected={golf.golfCourseType}
          onSelect={(value) => {
            const type = GOLF_COURSE_TYPES.find((each) => each === value)
            if (!type) return
            const chosen = golf.golfCourseType.includes(type)
            setGolf({
              golfCourseType: chosen
                ? golf.golfCourseType.filter((each) => each !== type)
                : [...golf.golfCourseType, type],
            })
          }}
        />
        {PLAYING.map(yesNo)}
        <Field id={id('numberOfRoundsOfGolf')} label="How many rounds of golf would you like to play?">
          <NumberInput
            value={golf.numberOfRoundsOfGolf}
            min={0}
            max={MAX_ROUNDS}
            onValue={(numberOfRoundsOfGolf) => setGolf({ numberOfRoundsOfGolf })}
          />
        </Field>
        <ChoiceCards
          name={id('privateOrPublicGolfCourses')}
          legend="Private or public courses?"
          type="radio"
          compact
          choices={choicesOf(PRIVATE_OR_PUBLIC, PRIVATE_OR_PUBLIC_LABELS)}
          selected={[golf.privateOrPublicGolfCourses]}
          onSelect={(value) => {
            const privateOrPublicGolfCourses = PRIVATE_OR_PUBLIC.find((each) => each === value)
            if (privateOrPublicGolfCourses) setGolf({ privateOrPublicGolfCourses })
          }}
        />
        {EVENTS.map(yesNo)}
      </Section>
      <Section aria-labelledby={id('golf-services')}>
        <h3 id={id('golf-services')}>Equipment and services</h3>
        <ChoiceCards
          name={id('bringGolfClubsOrRent')}
          legend="Will you bring your clubs or rent them?"
          type="radio"
          compact
          choices={choicesOf(CLUBS_BRING_OR_RENT, CLUBS_BRING_OR_RENT_LABELS)}
          selected={[golf.bringGolfClubsOrRent]}
          onSelect={(value) => {
            const bringGolfClubsOrRent = CLUBS_BRING_OR_RENT.find((each) => each === value)
            if (bringGolfClubsOrRent) setGolf({ bringGolfClubsOrRent })
          }}
        />
        {SERVICES.map(yesNo)}
      </Section>
    </StepFrame>
  )
}
