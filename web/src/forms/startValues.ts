import type { EnteredValues } from '@/hydration/HydrateOnInteraction'

/** What one control held: its text, or whether it was ticked. */
export type EnteredValue = EnteredValues[string]

/** Reads what a field's control held as the field's value (`defaultValue`: its default). */
export type ReadEntered<Value> = (entered: EnteredValue, defaultValue: Value, name: string) => Value

/** A text control (input, select, textarea) holds text: a tick cannot be its field's value. */
export const readText: ReadEntered<string> = (entered, defaultValue) =>
  typeof entered === 'string' ? entered : defaultValue

/**
 * A form's start values: each field's default, unless the visitor used the control of that name
 * before the form hydrated (`entered`, from HydrateOnInteraction). Then the field starts from what
 * the control held, so that hydrating never undoes what the visitor typed.
 */
export function withEnteredValues<Value>(
  defaults: Readonly<Record<string, Value>>,
  entered: EnteredValues,
  read: ReadEntered<Value>,
): Record<string, Value> {
  const values = { ...defaults }
  for (const [name, defaultValue] of Object.entries(defaults)) {
    const value = Object.hasOwn(entered, name) ? entered[name] : undefined
    if (value !== undefined) values[name] = read(value, defaultValue, name)
  }
  return values
}
