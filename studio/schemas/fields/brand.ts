import { defineField } from 'sanity'
import { brandIds } from '@travel/config'

/**
 * Every brand-scoped document carries its brand. Editors never set it: the workspace's
 * initial-value template does, and the field stays hidden and read-only.
 */
export const brandField = defineField({
  name: 'brand',
  title: 'Brand',
  type: 'string',
  hidden: true,
  readOnly: true,
  options: { list: [...brandIds] },
  validation: (rule) => rule.required(),
})
