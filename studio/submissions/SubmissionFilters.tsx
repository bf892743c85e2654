import { useId } from 'react'
import { Grid, Select, Stack, Text, TextInput } from '@sanity/ui'
import type { FilterChoices, SubmissionsFilter } from './adminApi'

type Choice = { value: string; label: string }

/**
 * The tool's filters (docs/admin.md): form, site, delivery state, the visitor's name or email,
 * the visit's source and campaign, and the days received, in `zone` (the chosen site's clock, or
 * the brand's). Each change goes to the site's API, which applies it.
 */
export function SubmissionFilters({
  filter,
  choices,
  zone,
  onChange,
}: {
  filter: SubmissionsFilter
  choices: FilterChoices
  zone: string
  onChange: (next: SubmissionsFilter) => void
}) {
  const id = useId()
  const field = (
    name: keyof SubmissionsFilter,
    label: string,
    control: (inputId: string) => React.ReactNode,
  ) => (
    <Stack space={2}>
      <Text as="label" htmlFor={`${id}-${name}`} size={1} weight="medium">
        {label}
      </Text>
      {control(`${id}-${name}`)}
    </Stack>
  )
  const select = (name: keyof SubmissionsFilter, label: string, options: Choice[], any: string) =>
    field(name, label, (inputId) => (
      <Select
        id={inputId}
        fontSize={1}
        value={filter[name] ?? ''}
        onChange={(event) => onChange({ ...filter, [name]: event.currentTarget.value })}
      >
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    ))
  const input = (name: keyof SubmissionsFilter, label: string, type: 'search' | 'date') =>
    field(name, label, (inputId) => (
      <TextInput
        id={inputId}
        type={type}
        fontSize={1}
        value={filter[name] ?? ''}
        onChange={(event) => onChange({ ...filter, [name]: event.currentTarget.value })}
      />
    ))
  return (
    <Grid columns={[1, 2, 4]} gap={3}>
      {input('search', 'Name or email', 'search')}
      {select(
        'form',
        'Form',
        choices.forms.map((form) => ({ value: form.value, label: form.title })),
        'Every form',
      )}
      {select(
        'site',
        'Site',
        choices.sites.map((site) => ({ value: site.id, label: site.label })),
        'Every site',
      )}
      {select(
        'status',
        'Delivery',
        [
          { value: 'pending', label: 'Waiting to be delivered' },
          { value: 'delivered', label: 'Delivered' },
          { value: 'failed', label: 'Failed' },
        ],
        'Any',
      )}
      {input('source', 'Source (utm_source)', 'search')}
      {input('campaign', 'Campaign (utm_campaign)', 'search')}
      {input('from', `From (${zone})`, 'date')}
      {input('to', `To (${zone})`, 'date')}
    </Grid>
  )
}
