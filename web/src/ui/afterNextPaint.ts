/**
 * Runs `task` in a task of its own once the browser has painted the next frame: work a visitor's
 * press or change starts, but need not answer, stays out of the time that answer takes to show
 * (what INP measures; docs/performance.md).
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task))
}
