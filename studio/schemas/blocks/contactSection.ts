import { defineArrayMember, defineField, defineType } from 'sanity'
import { CONTACT_FACTS } from '../fields/siteContact'

export const CONTACT_ICONS = ['phone', 'email', 'location', 'clock'] as const

/** The contact page: info sections on the left, the contact form on the right. */
export const contactSection = defineType({
  name: 'contactSection',
  title: 'Contact section',
  description: 'The contact page: your contact details beside the contact form.',
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
                      description: 'Or leave it empty and choose a detail from the site settings below.',
                      type: 'string',
                      validation: (rule) =>
                        rule.custom((value, { parent }) =>
                          value || (parent as { fact?: string } | undefined)?.fact
                            ? true
                            : 'Enter a label, or choose a detail from the site settings',
                        ),
                    }),
                    defineField({
                      name: 'fact',
                      title: 'From the site settings',
                      description:
                        'Shows the site’s own phone, email, address or opening hours (each site of the brand its own), kept in one place.',
                      type: 'string',
                      options: { list: [...CONTACT_FACTS] },
                    }),
                    defineField({
                      name: 'icon',
                      title: 'Icon',
                      type: 'string',
                      options: { list: [...CONTACT_ICONS] },
                    }),
                  ],
                  preview: {
                    select: { label: 'label', fact: 'fact', icon: 'icon' },
                    prepare: ({ label, fact, icon }: { label?: string; fact?: string; icon?: string }) => ({
                      title:
                        label ||
                        `${CONTACT_FACTS.find((each) => each.value === fact)?.title ?? ''} (from site settings)`,
                      subtitle: icon,
                    }),
                  },
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
