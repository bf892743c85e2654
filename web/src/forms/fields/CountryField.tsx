import { countryOptions } from '@travel/config'
import { ChoiceSelect } from './ChoiceSelect'
import type { FieldComponentProps } from './types'

const countries = countryOptions.map((country) => ({ value: country.code, label: country.name }))

export function CountryField(props: FieldComponentProps<'countryField'>) {
  return <ChoiceSelect {...props} choices={countries} autoComplete="country" />
}
