import { Stack, Text } from '@sanity/ui'
import type { StringInputProps } from 'sanity'
import { brandTimeZone, readableMoment, sitesOfBrand, zoneName, type BrandId } from '@travel/config'

/**
 * A moment as each of the brand's sites will act on it, one line per site: "On
 * wayfarertours.co.nz: Thu, 3 Dec 2026, 11:00 NZDT (Auckland time)". Shown under every date-time
 * field, whose picker itself is in the brand's clock (withBrandClock).
 */
export function momentOnSites(value: string, brand: BrandId): string[] {
  if (Number.isNaN(Date.parse(value))) return []
  return sitesOfBrand(brand).map(
    (site) =>
      `On ${site.siteLabel}: ${readableMoment(value, site.timeZone, site.locale)} (${zoneName(site.timeZone)})`,
  )
}

/** A date-time field's input: Sanity's, then the moment on each of the brand's sites. */
function brandClockInput(brand: BrandId) {
  return function BrandClockInput(props: StringInputProps) {
    const lines = props.value ? momentOnSites(props.value, brand) : []
    return (
      <Stack space={3}>
        {props.renderDefault(props)}
        {lines.map((line) => (
          <Text key={line} size={1} muted>
            {line}
          </Text>
        ))}
      </Stack>
    )
  }
}

/** What withBrandClock reads of a schema type or field: its type and, for an object, its fields. */
type Clockable = { type?: string; fields?: unknown[]; options?: unknown; components?: unknown }

/**
 * The brand's clock on every date-time field of a type, at any depth: the picker shows and takes
 * times in the brand's zone (Sanity's `displayTimeZone`, with no switch: an editor in Perth or
 * London schedules in the brand's time), and under it the moment on each of the brand's sites.
 */
export function withBrandClock<T>(type: T, brand: BrandId): T {
  const definition = type as Clockable
  const fields = definition.fields?.map((field) => withBrandClock(field, brand))
  // A type with no date-time field stays the very same object (shared types stay shared).
  const changed = fields?.some((field, index) => field !== definition.fields![index])
  const clocked = changed ? { ...definition, fields } : definition
  if (definition.type !== 'datetime') return clocked as T
  const datetime: Clockable = {
    ...clocked,
    options: {
      ...(definition.options as object),
      displayTimeZone: brandTimeZone(brand),
      allowTimeZoneSwitch: false,
    },
    components: { ...(definition.components as object), input: brandClockInput(brand) },
  }
  return datetime as T
}
