import type { arrivalMonths } from '@/forms/tailorMade/model/options'

/** A month select's options: none chosen ("Choose a month"), then the months offered (arrivalMonths). */
export function MonthOptions({ months }: { months: ReturnType<typeof arrivalMonths> }) {
  return (
    <>
      <option value="">Choose a month</option>
      {months.map((month) => (
        <option key={month.value} value={month.value}>
          {month.label}
        </option>
      ))}
    </>
  )
}
