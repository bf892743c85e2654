/**
 * The page's main-thread tasks that Lighthouse's simulation can count as blocking, from a run's
 * trace (`artifacts.Trace`): each task of 10 ms or more as observed (Lantern drops the shorter),
 * its start after navigation, its time as Lantern scales it (the CPU slowdown, halved for a task
 * that lays out) and what it spent its time on (the task's outermost events by name, a script's
 * with its file).
 */
export function longTasks(trace, cpuSlowdown, minimumMs = 10) {
  const events = trace.traceEvents
  const fcp = events.find((event) => event.name === 'firstContentfulPaint')
  if (!fcp) return []
  const onMainThread = events.filter((event) => event.pid === fcp.pid && event.tid === fcp.tid)
  const navigationStart = onMainThread
    .filter((event) => event.name === 'navigationStart' && event.ts <= fcp.ts)
    .at(-1)
  const complete = onMainThread.filter((event) => event.ph === 'X').sort((a, b) => a.ts - b.ts)
  return complete
    .filter((event) => event.name === 'RunTask' && event.dur >= minimumMs * 1000)
    .map((task) => {
      const inside = complete.filter(
        (event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur,
      )
      const parts = new Map()
      let end = -Infinity
      for (const event of inside) {
        if (event.ts < end) continue
        end = event.ts + event.dur
        const file = event.args?.data?.url?.split('/').at(-1)
        const label = file ? `${event.name}:${file}` : event.name
        parts.set(label, (parts.get(label) ?? 0) + event.dur / 1000)
      }
      const laysOut = inside.some((event) => event.name === 'Layout')
      const ms = task.dur / 1000
      return {
        atMs: Math.round((task.ts - (navigationStart?.ts ?? task.ts)) / 1000),
        ms: Math.round(ms),
        scaledMs: Math.round(ms * (laysOut ? cpuSlowdown / 2 : cpuSlowdown)),
        parts: [...parts]
          .filter(([, partMs]) => partMs >= 1)
          .sort((a, b) => b[1] - a[1])
          .map(([label, partMs]) => `${label} ${Math.round(partMs)}`),
      }
    })
}
