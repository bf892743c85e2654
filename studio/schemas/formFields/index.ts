import { defineArrayMember, defineField, defineType, type FieldDefinition } from 'sanity'
import { countryOptions, usStateOptions, type RegionOption } from '@travel/config'
import { richTextField } from '../fields/richText'
import {
  areOptionValuesUnique,
  BROCHURE_CHOICES,
  checkedAgainstList,
  FIELD_NAME_PATTERN,
  isConditionField,
  isConditionValue,
  isFieldNameUniqueInForm,
  isOneOfSelectOptions,
} from './rules'

/**
 * The field types of a CMS-defined form: eight inputs, each with a name, label, required flag,
 * width and default value, and a message shown inside the form.
 */

/** Share of the form's row a field takes, in percent. */
export const FIELD_WIDTHS = [25, 33, 50, 66, 75, 100] as const

type PortableTextBlock = { _type?: string; children?: { text?: string }[] }

/** The plain text of Portable Text blocks, cut to fit a preview line. */
export function plainTextExcerpt(blocks: PortableTextBlock[] | undefined, maxLength = 60): string {
  const text = (blocks ?? [])
    .filter((block) => block._type === 'block')
    .map((block) => (block.children ?? []).map((child) => child.text ?? '').join(''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text
}

/**
 * "Show only when": the field shows (and, when required, is required) only while another field
 * of the form holds a value, such as an address only when a visitor asks for a posted brochure.
 * The site checks and sends a hidden field's value never (web/src/forms/cms/conditions.ts).
 */
const showWhenField = defineField({
  name: 'showWhen',
  title: 'Show only when',
  description:
    'Leave empty to always show this field. Otherwise it shows, and is required if ticked so, only while another field of this form holds a value.',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'field',
      title: 'Field',
      description: 'The name of another field of this form, e.g. postBrochure.',
      type: 'string',
      validation: (rule) => rule.custom((value, context) => isConditionField(value, context)),
    }),
    defineField({
      name: 'value',
      title: 'Has the value',
      description:
        'For a checkbox: true (ticked) or false (not ticked). For a select: an option’s value. For a country: its code, e.g. AU.',
      type: 'string',
      validation: (rule) => rule.custom((value, context) => isConditionValue(value, context)),
    }),
  ],
})

function inputFieldType({
  name,
  title,
  defaultValue,
  fields = [],
}: {
  name: string
  title: string
  defaultValue: FieldDefinition
  fields?: FieldDefinition[]
}) {
  return defineType({
    name,
    title,
    type: 'object',
    fields: [
      defineField({
        name: 'name',
        title: 'Name',
        description: 'The key the answer is sent under, e.g. firstName: a letter, then letters, digits or _.',
        type: 'string',
        validation: (rule) => [
          rule.required().custom((value, context) => isFieldNameUniqueInForm(value, context)),
          rule.regex(FIELD_NAME_PATTERN).error('Start with a letter, then use only letters, digits and _'),
        ],
      }),
      defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
      defineField({ name: 'required', title: 'Required', type: 'boolean', initialValue: false }),
      defineField({
        name: 'width',
        title: 'Width',
        description: 'The share of the form’s row the field takes on wide screens.',
        type: 'number',
        options: {
          list: FIELD_WIDTHS.map((width) => ({ title: `${width}%`, value: width })),
          layout: 'radio',
          direction: 'horizontal',
        },
        initialValue: 100,
        validation: checkedAgainstList,
      }),
      ...fields,
      defaultValue,
      showWhenField,
    ],
    preview: {
      select: { label: 'label', required: 'required' },
      prepare: ({ label, required }: { label?: string; required?: boolean }) => ({
        title: label || 'Unlabelled field',
        subtitle: required ? `${title} · required` : title,
      }),
    },
  })
}

const DEFAULT_VALUE = { name: 'defaultValue', title: 'Default value' }

export const checkboxField = inputFieldType({
  name: 'checkboxField',
  title: 'Checkbox',
  defaultValue: defineField({
    ...DEFAULT_VALUE,
    title: 'Ticked at first',
    type: 'boolean',
    initialValue: false,
  }),
})

/** A choice of country or US state, offered by name and kept as its ISO code. */
function regionFieldType(name: string, title: string, regions: ReadonlyArray<RegionOption>) {
  return inputFieldType({
    name,
    title,
    defaultValue: defineField({
      ...DEFAULT_VALUE,
      type: 'string',
      options: { list: regions.map(({ code, name }) => ({ title: name, value: code })) },
      validation: checkedAgainstList,
    }),
  })
}

export const countryField = regionFieldType('countryField', 'Country', countryOptions)

export const emailField = inputFieldType({
  name: 'emailField',
  title: 'Email',
  defaultValue: defineField({ ...DEFAULT_VALUE, type: 'string', validation: (rule) => rule.email() }),
})

export const textField = inputFieldType({
  name: 'textField',
  title: 'Text',
  fields: [
    defineField({
      name: 'fillFromLink',
      title: 'Fill from the link',
      description:
        'When the address of the page carries ?<name>=… (a voyage card’s button adds ?voyage=<the voyage’s name>), the field starts with that text. The visitor sees it and can change it; it is checked like anything typed.',
      type: 'boolean',
      initialValue: false,
    }),
  ],
  defaultValue: defineField({ ...DEFAULT_VALUE, type: 'string' }),
})

type SelectParent = { choices?: string } | undefined

/** Whether a select's choices are the brand's current brochures, which the site fills in. */
const offersBrochures = (parent: unknown) => (parent as SelectParent)?.choices === BROCHURE_CHOICES

export const selectField = inputFieldType({
  name: 'selectField',
  title: 'Select',
  fields: [
    defineField({
      name: 'choices',
      title: 'Choices',
      description:
        'The options typed below, or the brand’s brochures that are available at the moment (their “Available from” and “Available until”): the site lists them by title and sends the title chosen.',
      type: 'string',
      options: {
        list: [
          { title: 'The options below', value: 'typed' },
          { title: 'The brand’s current brochures', value: BROCHURE_CHOICES },
        ],
        layout: 'radio',
      },
      initialValue: 'typed',
      validation: checkedAgainstList,
    }),
    defineField({
      name: 'options',
      title: 'Options',
      type: 'array',
      hidden: ({ parent }) => offersBrochures(parent),
      of: [
        defineArrayMember({
          name: 'selectOption',
          title: 'Option',
          type: 'object',
          fields: [
            defineField({
              name: 'label',
              title: 'Label',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'value',
              title: 'Value',
              description: 'What the answer is sent as.',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'value' } },
        }),
      ],
      validation: (rule) =>
        rule.custom((options: { value?: string }[] | undefined, { parent }) => {
          if (offersBrochures(parent)) return true
          if (!options?.length) return 'Add at least one option, or offer the brand’s brochures'
          return areOptionValuesUnique(options)
        }),
    }),
  ],
  defaultValue: defineField({
    ...DEFAULT_VALUE,
    description: 'The value of the option chosen at first; empty for none.',
    type: 'string',
    hidden: ({ parent }) => offersBrochures(parent),
    validation: (rule) => rule.custom((value, { parent }) => isOneOfSelectOptions(value, parent)),
  }),
})

export const stateField = regionFieldType('stateField', 'US state', usStateOptions)

export const textareaField = inputFieldType({
  name: 'textareaField',
  title: 'Text area',
  fields: [
    defineField({
      name: 'rows',
      title: 'Rows',
      description: 'Visible lines of text.',
      type: 'number',
      initialValue: 4,
      validation: (rule) => rule.required().integer().min(2).max(20),
    }),
  ],
  defaultValue: defineField({ ...DEFAULT_VALUE, type: 'text', rows: 3 }),
})

export const numberField = inputFieldType({
  name: 'numberField',
  title: 'Number',
  defaultValue: defineField({ ...DEFAULT_VALUE, type: 'number' }),
})

/** Text shown inside the form, between fields; it asks for nothing. */
export const messageField = defineType({
  name: 'messageField',
  title: 'Message',
  type: 'object',
  fields: [richTextField({ name: 'message', title: 'Message', validation: (rule) => rule.required() })],
  preview: {
    select: { message: 'message' },
    prepare: ({ message }: { message?: PortableTextBlock[] }) => ({
      title: plainTextExcerpt(message) || 'Empty message',
      subtitle: 'Message',
    }),
  },
})

/** Every field type, in the order the Studio offers them. */
export const formFieldTypes = [
  textField,
  emailField,
  textareaField,
  numberField,
  selectField,
  checkboxField,
  countryField,
  stateField,
  messageField,
]
