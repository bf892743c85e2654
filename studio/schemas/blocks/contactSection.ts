import { defineArrayMember, defineField, defineType } from 'sanity'

export const CONTACT_ICONS = ['phone', 'email', 'location', 'clock'] as const

/** The contact page: info sections on the left, the contact form on the right. */
export const contactSection = defineType({
  name: 'contactSection',
  title: 'Contact section',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3 }),
    defineField({
      name: 'infoSections',
      title: 'Information sections',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'contactInfoSection',
          title: 'Section',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'items',
              title: 'Lines',
              type: 'array',
              of: [
                defineArrayMember({
                  name: 'contactInfoItem',
                  title: 'Line',
                  type: 'object',
                  fields: [
                    defineField({
                      name: 'label',
                      title: 'Label',
                      type: 'string',
                      validation: (rule) => rule.required(),
                    }),
                    defineField({
                      name: 'icon',
                      title: 'Icon',
                      type: 'string',
                      options: { list: [...CONTACT_ICONS] },
                    }),
                  ],
                  preview: { select: { title: 'label', subtitle: 'icon' } },
                }),
              ],
            }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'formTitle',
      title: 'Form title',
      type: 'string',
      initialValue: 'Send us a message',
    }),
  ],
  preview: {
    select: { title: 'title' },
    prepare: ({ title }) => ({ title, subtitle: 'Contact section' }),
  },
})
