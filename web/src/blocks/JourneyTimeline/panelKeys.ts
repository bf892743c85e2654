/**
 * Where focus goes from a panel's button on a key press (the WAI-ARIA accordion's optional keys):
 * Down/Right to the next, Up/Left to the previous (both wrapping), Home and End to the first and
 * last. Undefined for any other key, which the button keeps (Enter and Space open its panel).
 */
export function focusTarget(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return (index + 1) % count
    case 'ArrowUp':
    case 'ArrowLeft':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}
