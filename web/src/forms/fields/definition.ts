import type { FormDefinitionQueryResult } from '@/content/sanity.types'

/** A CMS-defined form, as the Studio's `form` document defines it. */
export type FormDefinition = NonNullable<FormDefinitionQueryResult>
export type FormFieldDefinition = NonNullable<FormDefinition['fields']>[number]
export type FieldType = FormFieldDefinition['_type']
export type FieldOfType<Type extends FieldType> = Extract<FormFieldDefinition, { _type: Type }>

/** A field a visitor fills in: every type but the message, which is text shown in the form. */
export type InputFieldDefinition = Exclude<FormFieldDefinition, { _type: 'messageField' }> & { name: string }

export type FormValue = string | number | boolean

/** The CMS form route's body (docs/upstream.md): the form's id and one entry per filled-in field. */
export type FormSubmission = { form: string; submissionData: { field: string; value: FormValue }[] }

export function isInputField(field: FormFieldDefinition): field is InputFieldDefinition {
  return field._type !== 'messageField' && typeof field.name === 'string' && field.name !== ''
}

export function inputFields(definition: Pick<FormDefinition, 'fields'>): InputFieldDefinition[] {
  return (definition.fields ?? []).filter(isInputField)
}

/** A CMS-defined form's values, keyed by field name. */
export type CmsFormValues = Record<string, string | number | boolean | undefined>

/**
 * Whether a text field of the form starts with what the page's address gives it ("Fill from the
 * link": web/src/forms/cms/linkValues.ts). Here, apart from the form's code: blocks ask it.
 */
export function fillsFromLink(definition: Pick<FormDefinition, 'fields'>): boolean {
  return inputFields(definition).some((field) => field._type === 'textField' && Boolean(field.fillFromLink))
}
