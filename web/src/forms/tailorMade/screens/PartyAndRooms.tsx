import styled from 'styled-components'
import { CHILD_AGE, ROOM_LABELS, ROOM_TYPES } from '@/forms/tailorMade/model/options'
import { Alert } from '@/ui/Alert'
import { Field } from '@/ui/Field'
import { Counter } from './Counter'
import { LinkButton, SecondaryButton } from './buttons'
import { StepFieldset, Wide } from './StepFieldset'
import { StepFrame } from './StepFrame'
import { TravelTypeChange } from './TravelTypeChange'
import type { StepProps } from './types'
import { typeStep } from '@/theme/typeStep'

/** The schema's limits (schema.ts), so the controls never offer what the route refuses. */
const MAX_ADULTS = 99
const MAX_CHILDREN = 20
const MAX_ROOMS = 50

const AGES = Array.from({ length: CHILD_AGE.max - CHILD_AGE.min + 1 }, (_, index) => CHILD_AGE.min + index)

const Group = styled(StepFieldset)`
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));

  legend {
    ${typeStep('lead')}
  }
`

const Child = styled.div`
  display: grid;
  gap: 0.35rem;
  align-content: start;
`

/** A family's or a group's travellers and rooms; on Next the machine allocates the rooms. */
export function PartyAndRooms({ state, send, id, frame }: StepProps) {
  const { answers, errors } = state.context
  const { numberAdults, childrenDetails, numberRooms, isConnectingRoom } = answers
  const setChildren = (children: typeof childrenDetails) =>
    send({ type: 'setParty', party: { childrenDetails: children } })
  return (
    <StepFrame {...frame} onNext={() => send({ type: 'next' })}>
      <TravelTypeChange travelType={answers.travelType} send={send} />
      <Group>
        <legend>Travellers</legend>
        <Counter
          id={id('numberAdults')}
          label="Adults"
          value={numberAdults}
          min={1}
          max={MAX_ADULTS}
          onChange={(adults) => send({ type: 'setParty', party: { numberAdults: adults } })}
        />
        {childrenDetails.map((child, index) => (
          <Child key={index}>
            <Field id={id(`child-${index}-age`)} label={`Age of child ${index + 1}`}>
              <select
                value={child.age}
                onChange={(event) =>
                  setChildren(
                    childrenDetails.map((each, at) =>
                      at === index ? { age: Number(event.target.value) } : each,
                    ),
                  )
                }
              >
                {AGES.map((age) => (
                  <option key={age} value={age}>
                    {age === 1 ? '1 year' : `${age} years`}
                  </option>
                ))}
              </select>
            </Field>
            <LinkButton
              type="button"
              onClick={() => setChildren(childrenDetails.filter((_, at) => at !== index))}
            >
              Remove child {index + 1}
            </LinkButton>
          </Child>
        ))}
        <Wide>
          <SecondaryButton
            type="button"
            disabled={childrenDetails.length >= MAX_CHILDREN}
            onClick={() => setChildren([...childrenDetails, { age: CHILD_AGE.min }])}
          >
            Add a child
          </SecondaryButton>
        </Wide>
      </Group>
      <Group>
        <legend>Rooms</legend>
        {ROOM_TYPES.map((type) => (
          <Counter
            key={type}
            id={id(type)}
            label={ROOM_LABELS[type]}
            value={numberRooms[type]}
            min={0}
            max={MAX_ROOMS}
            onChange={(rooms) =>
              send({ type: 'setParty', party: { numberRooms: { ...numberRooms, [type]: rooms } } })
            }
          />
        ))}
        <Wide>
          <Field id={id('isConnectingRoom')} label="We would like connecting rooms" inline>
            <input
              type="checkbox"
              checked={isConnectingRoom}
              onChange={(event) =>
                send({ type: 'setParty', party: { isConnectingRoom: event.target.checked } })
              }
            />
          </Field>
        </Wide>
      </Group>
      {errors['rooms'] ? <Alert>{errors['rooms']}</Alert> : null}
    </StepFrame>
  )
}
