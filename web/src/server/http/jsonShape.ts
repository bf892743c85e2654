/** Bounds on a parsed JSON body, checked before a schema walks it. */
export type ShapeLimits = {
  /** Nesting levels below the top object. */
  maxDepth: number
  /** Entries in any one array. */
  maxArrayLength: number
  /** Properties of any one object. */
  maxKeys: number
  /** Values in the whole body. */
  maxValues: number
}

export const DEFAULT_SHAPE_LIMITS: ShapeLimits = {
  maxDepth: 6,
  maxArrayLength: 100,
  maxKeys: 100,
  maxValues: 2000,
}

/**
 * Why a body is out of shape, or undefined when it is an object within the limits. It stops at
 * the first excess, so a huge body costs no more than a small one: a schema that validated every
 * entry of a 33,000-entry array blocked the server for seconds and answered megabytes of errors.
 */
export function shapeProblem(body: unknown, limits: ShapeLimits = DEFAULT_SHAPE_LIMITS): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'The submission must be an object.'
  let values = 0
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next
    if ((values += 1) > limits.maxValues) return 'The submission has too many values.'
    if (typeof value !== 'object' || value === null) continue
    if (depth > limits.maxDepth) return 'The submission is nested too deeply.'
    const children = Array.isArray(value) ? value : Object.values(value)
    if (Array.isArray(value) && value.length > limits.maxArrayLength)
      return `A list may have at most ${limits.maxArrayLength} entries.`
    if (!Array.isArray(value) && children.length > limits.maxKeys)
      return `An object may have at most ${limits.maxKeys} properties.`
    for (const child of children) pending.push({ value: child, depth: depth + 1 })
  }
  return undefined
}
