import type { ReactElement } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { PhoneFields } from '@/forms/phone/PhoneFields'
import { Field } from '@/ui/Field'

/** The details asked in a text box, each with what lets the browser fill it in. */
const TEXT_BOXES = {
  name: { autoComplete: 'name' },
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
} as const

type TextDetail = keyof typeof TEXT_BOXES

/** A detail a form asks of the visitor: a text box, or the phone (its country and its number). */
export type Detail = TextDetail | 'phone'

/** The form's fields a detail stands for (one each, the phone's two). */
type FieldsOf<Asked extends Detail> = Asked extends 'phone' ? 'phoneCountry' | 'phoneNumber' : Asked

type Props<Asked extends Detail> = {
  /**
   * The details the form asks, in its order, each with its label: the form's own, in its spec's
   * words (the phone's is its number's; its country's is the same in every form).
   */
  asked: readonly (readonly [Asked, string])[]
  /** The control's id of each field. */
  id: (name: NoInfer<FieldsOf<Asked>>) => string
  /** The form's react-hook-form (useSubmissionForm's `form`): its fields and their messages. */
  form: {
    register: (name: NoInfer<FieldsOf<Asked>>) => UseFormRegisterReturn
    formState: { errors: Partial<Record<NoInfer<FieldsOf<Asked>>, FieldError>> }
  }
  /** What the fields start from. */
  start: Record<NoInfer<FieldsOf<Asked>>, string>
}

/**
 * Who the visitor is and how to reach them, as the contact form and the enquiries ask it: each
 * detail required, in the form's order and words. Each field is a cell of the form's grid, so
 * the form's own fields may stand before and after them.
 */
export function VisitorDetails<const Asked extends Detail>(props: Props<Asked>): ReactElement
// The body reads the props of any details: it asks `id`, `register` and `start` only for the
// fields of the details in `asked`, which the signature above ties to the form's fields.
export function VisitorDetails({ asked, id, form, start }: Props<Detail>) {
  const { register, formState } = form
  const errors = formState.errors
  return (
    <>
      {asked.map(([detail, label]) =>
        detail === 'phone' ? (
          <PhoneFields
            key={detail}
            id={id}
            numberLabel={label}
            country={register('phoneCountry')}
            number={register('phoneNumber')}
            start={start}
            errors={errors}
          />
        ) : (
          <Field key={detail} id={id(detail)} label={label} error={errors[detail]?.message} required>
            <input {...TEXT_BOXES[detail]} defaultValue={start[detail]} {...register(detail)} />
          </Field>
        ),
      )}
    </>
  )
}
