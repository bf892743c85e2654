// Shared checks on parsed JSON bodies. A "missing" string is also an empty one: the real forms
// reject blank required fields, and accepting them here would hide a client bug until production.

export type JsonObject = Record<string, unknown>

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function isFilledString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

/** The first of `fields` that is not a non-empty string, or undefined when all are. */
export function firstMissingString(body: JsonObject, fields: readonly string[]): string | undefined {
  return fields.find((field) => !isFilledString(body[field]))
}

/** JSON clients often send null for "not set"; treat it like an absent field. */
export function isAbsent(value: unknown): value is null | undefined {
  return value === undefined || value === null
}

export function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0
}
