/**
 * An id as words for a person, when no label was written for it: `fast_pace` -> `Fast pace`,
 * `coastal-courses` -> `Coastal courses`. Only the first letter is capitalised; the rest stays as
 * given. Unlike `titleCase`, this never goes to the back office.
 */
export function readableId(id: string): string {
  const words = id
    .split(/[_\s-]+/)
    .filter(Boolean)
    .join(' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The label written for an id, or the id made readable when there is none (a value of an
 * older version, kept in a visitor's browser). */
export function labelOf<Id extends string>(labels: Record<Id, string>, id: string): string {
  const written = (key: string): key is Id => Object.hasOwn(labels, key)
  return written(id) ? labels[id] : readableId(id)
}
