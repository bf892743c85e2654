import { PRODUCT_CODE, PRODUCT_TYPE_LABELS, PRODUCT_TYPES } from '@travel/config'
import { defineArrayMember, defineField } from 'sanity'
import { TripPickerInput } from './TripPickerInput'

/**
 * A trip of the product warehouse, by reference (its type and code), picked by name through the
 * site's search (TripPickerInput): what a featured-trips block shows and an offer applies to. The
 * site reads its name, length, price and picture from the warehouse when the page is built.
 */
export const productReferenceMember = defineArrayMember({
  name: 'productReference',
  title: 'Trip',
  type: 'object',
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
})
