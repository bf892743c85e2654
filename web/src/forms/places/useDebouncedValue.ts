import { useEffect, useState } from 'react'

/** The value once it has stayed the same for `delayMs` (spec 02 §9: 500 ms for suggestions). */
export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
