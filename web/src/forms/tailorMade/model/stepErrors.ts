import { ValidationError } from 'yup'
import { tailorMadeSchema, type TailorMadeAnswers } from './schema'

/** What the wizard shows beside its controls, by answer path (see WizardErrors). */
export type AnswerErrors = Partial<Record<string, string>>

/**
 * The schema's message for each of `paths` that the answers do not satisfy: the wizard checks a
 * step with the same schema the route checks the whole request with.
 */
export function answerErrors(answers: TailorMadeAnswers, paths: readonly string[]): AnswerErrors {
  const errors: AnswerErrors = {}
  for (const path of paths) {
    try {
      tailorMadeSchema().validateSyncAt(path, answers)
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      errors[path] = error.errors[0] ?? error.message
    }
  }
  return errors
}

export function answersValid(answers: TailorMadeAnswers, paths: readonly string[]): boolean {
  return Object.keys(answerErrors(answers, paths)).length === 0
}
