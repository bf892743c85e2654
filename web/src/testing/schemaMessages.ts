import { ValidationError, type Schema } from 'yup'

/** Every message a schema gives for the values, by field path: `{}` when they pass. */
export async function schemaMessages(schema: Schema, values: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return Object.fromEntries(error.inner.map((each) => [each.path ?? '', each.message]))
  }
}
