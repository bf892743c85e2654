import { useState, type ComponentProps } from 'react'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

type Props = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** YYYY-MM-DD, or '' */
  value: string
  onDate: (date: string) => void
}

/**
 * A date input that hands on complete dates only. The browser's box is empty while a date is
 * half typed; a plain controlled input would put the last date back under the visitor's keys.
 */
export function DateInput({ value, onDate, ...props }: Props) {
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  if (value !== shown) {
    setShown(value)
    setText(value)
  }
  return (
    <input
      {...props}
      type="date"
      value={text}
      onChange={(event) => {
        setText(event.target.value)
        if (ISO_DATE.test(event.target.value)) onDate(event.target.value)
      }}
    />
  )
}

/** Today in the visitor's own time zone, as a date input's value (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${month}-${day}`
}
