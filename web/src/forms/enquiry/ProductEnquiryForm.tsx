import { yupResolver } from '@hookform/resolvers/yup'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import styled from 'styled-components'
import type { PhoneFormIslandProps } from '@/forms/kit/formIslandProps'
import { VisitorDetails } from '@/forms/kit/VisitorDetails'
import { withEnteredValues } from '@/forms/startValues'
import { arrivalMonths } from '@/forms/tailorMade/model/options'
import { localToday } from '@/forms/tailorMade/screens/DateInput'
import { MonthOptions } from '@/forms/tailorMade/screens/MonthOptions'
import { DEPARTURE_PARAMETER, type ProductRef } from '@/site/productEnquiry'
import { Field } from '@/ui/Field'
import { readTextOrNumber } from './enquiryKit'
import { isRealDate, MESSAGE_MAX, productEnquirySchema, TRAVELLERS_MAX, type ProductEnquiry } from './schema'
import { useEnquiryForm } from './useEnquiryForm'

const resolver = yupResolver(productEnquirySchema)

const Departure = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-weight: 600;
`

type Props = PhoneFormIslandProps & {
  /** The trip: its type and code (what is sent) and its name (what the thanks says). */
  product: ProductRef & { name: string }
  /** The site's language tag, for the departure's date. */
  locale: string
}

/** The departure the link chose (`?departure=YYYY-MM-DD`), if it is a day from the visitor's today on. */
function linkDeparture(search: string): string {
  const departure = new URLSearchParams(search).get(DEPARTURE_PARAMETER) ?? ''
  return isRealDate(departure) && departure >= localToday() ? departure : ''
}

const subscribeNever = () => () => {}

/** The link's departure in the browser; none in the server's HTML, the same for every link. */
function useLinkDeparture(): string {
  return useSyncExternalStore(
    subscribeNever,
    () => linkDeparture(window.location.search),
    () => '',
  )
}

/** The months offered, by the visitor's clock: none in the server's HTML, whose month may not be theirs. */
function useMonths() {
  const month = useSyncExternalStore(
    subscribeNever,
    () => localToday().slice(0, 7),
    () => '',
  )
  return useMemo(() => (month ? arrivalMonths() : []), [month])
}

/**
 * An enquiry about a product, sent to POST /api/forms/enquiryProduct: the trip is given (its
 * code, and the departure the link chose, shown as a date), so it asks only the rest: the
 * visitor's name, email and phone, the travellers, the month they would like to go when no
 * departure was chosen, and a message. Its thanks name the trip.
 */
export function ProductEnquiryForm({ product, phoneRegion, locale, idPrefix, entered = {} }: Props) {
  const departure = useLinkDeparture()
  const emptyValues = useMemo<ProductEnquiry>(
    () => ({
      productType: product.type,
      code: product.code,
      departure,
      month: '',
      name: '',
      email: '',
      phoneCountry: phoneRegion,
      phoneNumber: '',
      travellers: 2,
      message: '',
    }),
    [product.type, product.code, departure, phoneRegion],
  )
  const [startValues] = useState(() => withEnteredValues(emptyValues, entered, readTextOrNumber))
  const { kit, shell } = useEnquiryForm({
    resolver,
    form: 'enquiryProduct',
    startValues,
    emptyValues,
    trip: product.name,
  })
  const { register, formState, setValue } = kit.form
  const errors = formState.errors
  const months = useMonths()
  const id = (name: keyof ProductEnquiry) => `${idPrefix}-${name}`

  // The departure the link chose, once the form is live: a date, shown as one; no month is asked.
  useEffect(() => {
    if (!departure) return
    setValue('departure', departure)
    setValue('month', '')
  }, [departure, setValue])

  const departureDate = departure
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(`${departure}T00:00:00Z`),
      )
    : null

  return shell(
    <>
      {departureDate ? <Departure>Departure: {departureDate}</Departure> : null}
      <VisitorDetails
        asked={[
          ['name', 'Name'],
          ['email', 'Email'],
          ['phone', 'Phone'],
        ]}
        id={id}
        form={kit.form}
        start={startValues}
      />
      <Field id={id('travellers')} label="Travellers" error={errors.travellers?.message} required>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={TRAVELLERS_MAX}
          step={1}
          defaultValue={startValues.travellers}
          {...register('travellers', { valueAsNumber: true })}
        />
      </Field>
      {departure ? null : (
        <Field id={id('month')} label="Preferred month" error={errors.month?.message} required>
          <select defaultValue={startValues.month} {...register('month')}>
            <MonthOptions months={months} />
          </select>
        </Field>
      )}
      <Field id={id('message')} label="Message" error={errors.message?.message} wide>
        <textarea
          rows={5}
          maxLength={MESSAGE_MAX}
          defaultValue={startValues.message}
          {...register('message')}
        />
      </Field>
    </>,
  )
}
