import { useEffect, useSyncExternalStore } from 'react'
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form'
import styled from 'styled-components'
import { FormGrid } from '@/forms/kit/FormGrid'
import { SuccessDialog } from '@/forms/kit/SuccessDialog'
import type { EnteredValue } from '@/forms/startValues'
import { localToday } from '@/forms/tailorMade/screens/DateInput'

/** What a failed send says (spec 02 §8's catalogue): the enquiry was not stored. */
export const ENQUIRY_FAILED = 'Oops...! Something went wrong, please try again in a few minutes !'
export const ENQUIRY_SUBMIT_LABEL = 'Send enquiry'
export const ENQUIRY_THANKS_TITLE = 'Thank you!'

/** What a control held before hydration, as its field's value: a number field's as a number. */
export function readTextOrNumber<Value extends string | number>(entered: EnteredValue, defaultValue: Value) {
  if (typeof entered !== 'string') return defaultValue
  return typeof defaultValue === 'number' ? Number(entered) : entered
}

/** The kit's grid, whose controls keep to their column (a select's long options would not). */
export const EnquiryGrid = styled(FormGrid)`
  input,
  select {
    box-sizing: border-box;
    min-width: 0;
    width: 100%;
  }
`

const subscribeNever = () => () => {}

/**
 * The visitor's today (YYYY-MM-DD), the date inputs' earliest day; none in the server's HTML,
 * whose today may not be the visitor's.
 */
export function useLocalToday(): string | undefined {
  return useSyncExternalStore(
    subscribeNever,
    () => localToday(),
    () => undefined,
  )
}

/**
 * Once an enquiry is stored the form goes back to its defaults (spec 02 §4) while the thanks
 * shows the email it was sent with (kept as it was sent).
 */
export function useResetOnSuccess<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, Values>,
  succeeded: boolean,
  emptyValues: DefaultValues<Values>,
) {
  useEffect(() => {
    if (succeeded) form.reset(emptyValues)
  }, [form, succeeded, emptyValues])
}

type ThanksProps = { email: string; trip?: string; onClose: () => void }

/**
 * The thanks of an enquiry (spec 02 §2): the entered email, once the enquiry is stored; a
 * product's names its trip too.
 */
export function EnquiryThanks({ email, trip, onClose }: ThanksProps) {
  return (
    <SuccessDialog title={ENQUIRY_THANKS_TITLE} okLabel="OK" onClose={onClose}>
      {trip ? (
        <p>
          Thank you for your enquiry about <strong>{trip}</strong>. We will reply to <strong>{email}</strong>{' '}
          shortly.
        </p>
      ) : (
        <p>
          Thank you for your enquiry. We will reply to <strong>{email}</strong> shortly.
        </p>
      )}
    </SuccessDialog>
  )
}
