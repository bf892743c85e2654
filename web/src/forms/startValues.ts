import type { EnteredValues } from '@/hydration/HydrateOnInteraction'

/** What one control held: its text, or whether it was ticked. */
export type EnteredValue = EnteredValues[string]

/** Reads what a field's control held as the field's value (`defaultValue`: its default). */
export type ReadEntered<Value> = (entered: EnteredValue, defaultValue: Value, name: string) => Value

/** A text control (input, select, textarea) holds text: a tick cannot be its field's value. */
export const readText = <Value extends string | undefined>(
  entered: EnteredValue,
  defaultValue: Value,
): string | Value => (typeof entered === 'string' ? entered : defaultValue)

/**
 * A form's start values: each field's default, unless the visitor used the control of that name
 * before the form hydrated (`entered`, from HydrateOnInteraction). Then the field starts from what
 * the control held, so that hydrating never undoes what the visitor typed. The values keep the
 * defaults' type: a form's react-hook-form values, as its schema infers them.
 */
export function withEnteredValues<Values extends object>(
  defaults: Values,
  entered: EnteredValues,
  read: ReadEntered<Values[keyof Values]>,
): Values {
  const values = { ...defaults }
  for (const name in defaults) {
    const value = Object.hasOwn(entered, name) ? entered[name] : undefined
    // Object.assign: one field replaced, the others' types untouched.
    if (value !== undefined) Object.assign(values, { [name]: read(value, defaults[name], name) })
  }
  return values
}

/** A form of text controls and checkboxes: a field takes what its control held when it is of the field's kind. */
export const readTextOrTick = (entered: EnteredValue, defaultValue: string | boolean): string | boolean =>
  typeof entered === typeof defaultValue ? entered : defaultValue
