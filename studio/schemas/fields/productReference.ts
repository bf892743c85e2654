import { PRODUCT_CODE, PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type ProductType } from '@travel/config'
import { defineArrayMember, defineField } from 'sanity'
import { TripPickerInput } from './TripPickerInput'

/**
 * A trip of the product warehouse, by reference (its type and code), picked by name through the
 * site's search (TripPickerInput): what a featured-trips block shows, an offer applies to and a
 * voyage card shows. The site reads its name, length, price and picture from the warehouse when
 * the page is built.
 */
const productReference = {
  type: 'object' as const,
  components: { input: TripPickerInput },
  fields: [
    defineField({
      name: 'type',
      title: 'Type',
      type: 'string',
      options: { list: PRODUCT_TYPES.map((value) => ({ value, title: PRODUCT_TYPE_LABELS[value] })) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'code',
      title: 'Warehouse code',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(PRODUCT_CODE, { name: 'product code' })
          .error('A product code is letters, digits and hyphens, e.g. TR-VN-15'),
    }),
  ],
  preview: {
    select: { type: 'type', code: 'code' },
    prepare: ({ type, code }: { type?: string; code?: string }) => ({
      title: code ?? 'No trip picked',
      subtitle: type
        ? `${PRODUCT_TYPE_LABELS[type as keyof typeof PRODUCT_TYPE_LABELS] ?? type}, from the warehouse`
        : undefined,
    }),
  },
}

/** A trip in a list of trips (a featured-trips block's, an offer's). */
export const productReferenceMember = defineArrayMember({
  name: 'productReference',
  title: 'Trip',
  ...productReference,
})

/** One trip as a field of its own (a voyage card's), of one type when `onlyType` says so. */
export function productReferenceField({
  onlyType,
  ...field
}: {
  name: string
  title: string
  description?: string
  onlyType?: ProductType
}) {
  return defineField({
    ...field,
    ...productReference,
    validation: (rule) =>
      rule
        .required()
        .custom((trip?: { type?: string }) =>
          !onlyType || !trip?.type || trip.type === onlyType
            ? true
            : `Pick one of the ${PRODUCT_TYPE_LABELS[onlyType].toLowerCase()}.`,
        ),
  })
}
