/** @jest-environment node */
import { ValidationError } from 'yup'
import { getSite, type Site } from '@travel/config'
import { SubmissionRejected } from '../../submissions/submissionRoute'
import { acceptFormSubmission, UNKNOWN_FORM_MESSAGE } from './accept'

// The embedded seed dataset's forms (studio/seed/dataset.ndjson).
const TOURS_FORM = 'form-tours-brochure-request'
const tours = { site: getSite('tours') as Site }
const cruises = { site: getSite('cruises') as Site }

const filledIn = [
  { field: 'firstName', value: 'Ana' },
  { field: 'lastName', value: 'Silva' },
  { field: 'email', value: 'ana@example.com' },
  { field: 'country', value: 'US' },
  { field: 'state', value: 'NY' },
  { field: 'brochure', value: 'tailor-made' },
  { field: 'travellers', value: 2 },
  { field: 'newsletter', value: true },
]

async function rejection(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof ValidationError) return error.inner.map((each) => each.message)
    if (error instanceof SubmissionRejected) return error.errors.map((each) => each.message)
    throw error
  }
  throw new Error('accepted')
}

it('stores a submission checked against the stored form, for the CMS store', async () => {
  const accepted = await acceptFormSubmission({ form: TOURS_FORM, submissionData: filledIn }, tours)
  expect(accepted).toEqual({
    payload: {
      form: TOURS_FORM,
      title: 'Brochure request',
      email: 'ana@example.com',
      submissionData: filledIn,
    },
    targets: ['cms-store.form-submission'],
  })
})

it("refuses another brand's form, and a form that does not exist", async () => {
  expect(
    await rejection(acceptFormSubmission({ form: TOURS_FORM, submissionData: filledIn }, cruises)),
  ).toEqual([UNKNOWN_FORM_MESSAGE])
  expect(await rejection(acceptFormSubmission({ form: 'nope', submissionData: filledIn }, tours))).toEqual([
    UNKNOWN_FORM_MESSAGE,
  ])
})

it("refuses values the form's definition does not allow", async () => {
  const without = (name: string) => filledIn.filter((entry) => entry.field !== name)
  expect(
    await rejection(acceptFormSubmission({ form: TOURS_FORM, submissionData: without('email') }, tours)),
  ).toEqual(['This field is required'])
  expect(
    await rejection(
      acceptFormSubmission(
        { form: TOURS_FORM, submissionData: [...filledIn, { field: 'isAdmin', value: true }] },
        tours,
      ),
    ),
  ).toEqual(['Unknown field: isAdmin'])
  expect(
    await rejection(
      acceptFormSubmission(
        { form: TOURS_FORM, submissionData: [...filledIn, { field: 'email', value: 'b@example.com' }] },
        tours,
      ),
    ),
  ).toEqual(['A field appears more than once.'])
  expect(
    await rejection(acceptFormSubmission({ form: TOURS_FORM, submissionData: [{ field: 'email' }] }, tours)),
  ).toEqual(['A value is missing.'])
})
