import { useState, type ComponentProps } from 'react'

type Props = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'min' | 'max'> & {
  value: number
  onValue: (value: number) => void
  min?: number
  max?: number
  /** Whole numbers only (counts, nights); otherwise any number (an amount). */
  integer?: boolean
}

/**
 * A number input that lets the visitor type freely (an empty box, a leading minus) and hands
 * on each complete number, kept within min and max. It shows the value again when the value
 * changes from outside (a counter's buttons) and when the visitor leaves it.
 */
export function NumberInput({ value, onValue, min, max, integer = true, onBlur, ...props }: Props) {
  const [text, setText] = useState(String(value))
  const [shown, setShown] = useState(value)
  if (value !== shown) {
    setShown(value)
    setText(String(value))
  }
  return (
    <input
      {...props}
      type="number"
      inputMode={integer ? 'numeric' : 'decimal'}
      min={min}
      max={max}
      step={integer ? 1 : 'any'}
      value={text}
      onChange={(event) => {
        const typed = event.target.value
        setText(typed)
        const number = Number(typed)
        if (typed.trim() === '' || !Number.isFinite(number)) return
        const whole = integer ? Math.trunc(number) : number
        onValue(Math.min(max ?? Infinity, Math.max(min ?? -Infinity, whole)))
      }}
      onBlur={(event) => {
        setText(String(value))
        onBlur?.(event)
      }}
    />
  )
}
