/**
 * The wizard's 14 steps (spec 02, reading A), in order: the machine's top-level states, the
 * progress bar's positions and the e2e test's walk all read this list. `heading` is what the
 * step's heading says (focus moves to it on each step).
 */
export const STEPS = [
  { id: 'countries', heading: 'Which countries would you like to visit?' },
  { id: 'travelType', heading: 'Who is travelling?' },
  { id: 'travelDates', heading: 'When are you travelling?' },
  { id: 'otherLocations', heading: 'Which other places would you like to visit?' },
  { id: 'destinationFocus', heading: 'What should your trip focus on?' },
  { id: 'interests', heading: 'Where do your interests lie?' },
  { id: 'pace', heading: 'What pace do you like to travel at?' },
  { id: 'accommodation', heading: 'Which level of accommodation would you like?' },
  { id: 'transportation', heading: 'How would you like to get around?' },
  { id: 'desiredTour', heading: 'Tell us more about your desired tour' },
  { id: 'alreadyBought', heading: 'Have you already bought anything for this trip?' },
  { id: 'budget', heading: 'What is your total budget?' },
  { id: 'contact', heading: 'How can we reach you?' },
  { id: 'thankYou', heading: 'Thank you' },
] as const

export type StepId = (typeof STEPS)[number]['id']

export const STEP_COUNT = STEPS.length

/** A step's number, 1 to 14. */
export function stepNumber(id: StepId): number {
  return STEPS.findIndex((step) => step.id === id) + 1
}

export function stepAt(number: number): StepId | undefined {
  return STEPS[number - 1]?.id
}

/** The step of this id; undefined for a name that is none of the steps. */
export function stepOf(id: string): StepId | undefined {
  return STEPS.find((step) => step.id === id)?.id
}
