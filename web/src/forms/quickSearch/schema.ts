import { object, string, type InferType } from 'yup'
import { singleLineText } from '@/forms/rules/singleLine'
import { isDuration, isTravelType } from './options'

export const SELECT_TYPE = 'Select type'
export const KEYWORD_MAX = 100
const KEYWORD_TOO_LONG = `Please keep the destination under ${KEYWORD_MAX} characters.`

const travelType = () =>
  // A test rather than oneOf: the select starts empty, so its type stays string.
  string().required(SELECT_TYPE).test('travel-type', SELECT_TYPE, isTravelType)

/**
 * The quick search (spec 02 §5): a travel type is required ('Select type'); the keyword and the
 * duration are optional. The search route checks its query with the same schema.
 */
export const quickSearchSchema = object({
  travelType: travelType(),
  keyword: singleLineText().max(KEYWORD_MAX, KEYWORD_TOO_LONG),
  duration: string().test(
    'duration',
    'Please choose a duration from the list.',
    (value) => !value || isDuration(value),
  ),
})
  .noUnknown('Unknown field: ${unknown}')
  .strict()

export type QuickSearch = InferType<typeof quickSearchSchema>

/**
 * The keyword suggestions' query: asked only once something is typed (spec 02 §5,
 * "Suggestions"), for the chosen travel type.
 */
export const suggestionsQuerySchema = object({
  travelType: travelType(),
  keyword: singleLineText()
    .required('Type a destination.')
    .test('keyword', 'Type a destination.', (value) => value.trim() !== '')
    .max(KEYWORD_MAX, KEYWORD_TOO_LONG),
})
  .noUnknown('Unknown field: ${unknown}')
  .strict()
