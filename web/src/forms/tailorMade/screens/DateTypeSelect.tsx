import { DATE_TYPE_LABELS, DATE_TYPES, type DateType } from '@/forms/tailorMade/model/options'
import type { WizardEvent } from '@/forms/tailorMade/model/tailorMadeWizard.machine'
import { Field } from '@/ui/Field'

/** The kind of dates chosen, changeable on its screens (the machine takes a new kind anywhere
 * in step 3). */
export function DateTypeSelect({
  id,
  dateType,
  send,
}: {
  id: string
  dateType: DateType | ''
  send: (event: WizardEvent) => void
}) {
  return (
    <Field id={id} label="Your dates">
      <select
        value={dateType}
        onChange={(event) => {
          const chosen = DATE_TYPES.find((type) => type === event.target.value)
          if (chosen && chosen !== dateType) send({ type: 'chooseDateType', dateType: chosen })
        }}
      >
        {DATE_TYPES.map((type) => (
          <option key={type} value={type}>
            {DATE_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
    </Field>
  )
}
