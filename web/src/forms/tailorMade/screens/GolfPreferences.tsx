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

/** The questions answered with one card: the kind of golfer, of course, of clubs, and yes or no. */
type RadioName = 'golfExperienced' | 'privateOrPublicGolfCourses' | 'bringGolfClubsOrRent' | GolfYesNo

/** A list's cards, each with its written label. */
const choicesOf = <Id extends string>(values: readonly Id[], labels: Record<Id, string>) =>
  values.map((value) => ({ value, title: labels[value] }))

/** The golf_holidays focus: every golf question of spec 02 §2, all optional. */
export function GolfPreferences({ state, send, id, frame }: StepProps) {
  const { answers } = state.context
  const golf = answers.golf
  const setGolf = (patch: Partial<Golf>) => send({ type: 'setGolf', golf: patch })
  /** A question of one answer, on cards: the answer chosen, and what choosing one sets. */
  const radio = <Name extends RadioName, Id extends Golf[Name] & string>(
    name: Name,
    legend: string,
    values: readonly Id[],
    labels: Record<Id, string>,
  ) => (
    <ChoiceCards
      key={name}
      name={id(name)}
      legend={legend}
      type="radio"
      compact
      choices={choicesOf(values, labels)}
      selected={[golf[name]]}
      onSelect={(value) => {
        const chosen = values.find((each) => each === value)
        if (!chosen) return
        const patch: Partial<Golf> = {}
        patch[name] = chosen
        setGolf(patch)
      }}
    />
  )
  const yesNo = (name: GolfYesNo) => radio(name, GOLF_YES_NO[name], YES_NO, YES_NO_LABELS)
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
        {radio(
          'golfExperienced',
          'How experienced a golfer are you?',
          GOLF_EXPERIENCE,
          GOLF_EXPERIENCE_LABELS,
        )}
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
        {radio(
          'privateOrPublicGolfCourses',
          'Private or public courses?',
          PRIVATE_OR_PUBLIC,
          PRIVATE_OR_PUBLIC_LABELS,
        )}
        {EVENTS.map(yesNo)}
      </Section>
      <Section aria-labelledby={id('golf-services')}>
        <h3 id={id('golf-services')}>Equipment and services</h3>
        {radio(
          'bringGolfClubsOrRent',
          'Will you bring your clubs or rent them?',
          CLUBS_BRING_OR_RENT,
          CLUBS_BRING_OR_RENT_LABELS,
        )}
        {SERVICES.map(yesNo)}
      </Section>
    </StepFrame>
  )
}
