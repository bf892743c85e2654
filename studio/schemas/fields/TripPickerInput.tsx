import { useEffect, useId, useState } from 'react'
import { set, unset, useFormValue, type ObjectInputProps } from 'sanity'
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type ProductType } from '@travel/config'
import {
  currentTrip,
  findTrips,
  lookupOrigin,
  MIN_KEYWORD,
  searchable,
  startingType,
  type TripChoice,
} from './tripLookup'

type TripReference = { type?: string; code?: string }

const field = { display: 'grid', gap: 4, marginBottom: 12 } as const
const control = { font: 'inherit', padding: '6px 8px', minWidth: 0 } as const

/** What the picked trip is called now, looked up on the site; null once the warehouse has none. */
function usePickedTrip(origin: string | null, type: ProductType, code: string | undefined) {
  const key = origin && code ? `${origin} ${type} ${code}` : null
  const [found, setFound] = useState<{ key: string; trip: TripChoice | null } | null>(null)
  useEffect(() => {
    if (!origin || !code || !key) return
    const controller = new AbortController()
    currentTrip(origin, type, code, { signal: controller.signal }).then(
      (trip) => setFound({ key, trip }),
      () => undefined,
    )
    return () => controller.abort()
  }, [origin, type, code, key])
  // Until the site answers for this very trip, it is not known.
  return found && found.key === key ? found.trip : 'unknown'
}

/** The trips whose name matches what is typed, asked once typing pauses. */
function useTripSearch(origin: string | null, type: ProductType, keyword: string) {
  const key = origin && searchable(keyword) ? `${origin} ${type} ${keyword.trim()}` : null
  const [answer, setAnswer] = useState<{ key: string; trips: TripChoice[]; error: string | null } | null>(
    null,
  )
  useEffect(() => {
    if (!origin || !key) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      findTrips(origin, type, keyword, { signal: controller.signal }).then(
        (trips) => setAnswer({ key, trips, error: null }),
        (error: unknown) => {
          if (!controller.signal.aborted)
            setAnswer({ key, trips: [], error: error instanceof Error ? error.message : String(error) })
        },
      )
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [origin, type, keyword, key])
  return answer && answer.key === key
    ? { ...answer, pending: false }
    : { trips: [], error: null, pending: key !== null }
}

/**
 * A trip of the product warehouse, picked by its name: the editor chooses the type and types a
 * part of the name; the brand's site (its search route, which keeps the warehouse key on the
 * server) lists the matching trips, and a click keeps the trip's type and code. Nothing typed
 * is kept: the page shows the trip as the warehouse has it when it is built.
 */
export function TripPickerInput(props: ObjectInputProps) {
  const value = (props.value ?? {}) as TripReference
  const brand = useFormValue(['brand'])
  const origin = lookupOrigin(brand)
  const [type, setType] = useState<ProductType>(startingType(value.type, brand))
  const [keyword, setKeyword] = useState('')
  const picked = usePickedTrip(origin, startingType(value.type, brand), value.code)
  const { trips, error, pending } = useTripSearch(origin, type, keyword)
  const id = useId()

  function pick(trip: TripChoice) {
    props.onChange([set(type, ['type']), set(trip.code, ['code'])])
    setKeyword('')
  }

  if (!origin) return <p>The trip picker needs the page’s brand.</p>
  return (
    <div>
      <p aria-live="polite">
        {!value.code
          ? 'No trip picked yet.'
          : picked === 'unknown'
            ? `Picked: ${value.code}`
            : picked
              ? `Picked: ${picked.name} (${picked.code})`
              : `Picked: ${value.code}, which the warehouse no longer has: the page leaves it out. Pick another.`}
      </p>
      <div style={field}>
        <label htmlFor={`${id}-type`}>Type</label>
        <select
          id={`${id}-type`}
          style={control}
          value={type}
          onChange={(event) => setType(event.currentTarget.value as ProductType)}
        >
          {PRODUCT_TYPES.map((each) => (
            <option key={each} value={each}>
              {PRODUCT_TYPE_LABELS[each]}
            </option>
          ))}
        </select>
      </div>
      <div style={field}>
        <label htmlFor={`${id}-name`}>Find a trip by its name</label>
        <input
          id={`${id}-name`}
          style={control}
          type="search"
          value={keyword}
          placeholder={`At least ${MIN_KEYWORD} letters, e.g. Kyoto`}
          onChange={(event) => setKeyword(event.currentTarget.value)}
        />
      </div>
      {error ? <p role="alert">{error}</p> : null}
      {searchable(keyword) && !error ? (
        <ul aria-label="Matching trips" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {pending ? (
            <li>Searching…</li>
          ) : trips.length ? (
            trips.map((trip) => (
              <li key={trip.code} style={{ marginBottom: 4 }}>
                <button type="button" onClick={() => pick(trip)}>
                  {trip.name} ({trip.code})
                </button>
              </li>
            ))
          ) : (
            <li>No trip of this type matches.</li>
          )}
        </ul>
      ) : null}
      {value.code ? (
        <button type="button" onClick={() => props.onChange(unset())}>
          Clear the trip
        </button>
      ) : null}
    </div>
  )
}
