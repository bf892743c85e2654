import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js'
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js'

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

/**
 * What Lighthouse's TBT is made of, as its simulation (Lantern) counts it: half its optimistic
 * estimate and half its pessimistic. For each, the simulated first contentful paint and the end
 * of the window (time to interactive), and every simulated task that blocks in it: its start,
 * its simulated length, the blocking part (what lies in the window, less 50 ms) and what it is
 * (the commit of the navigation, a parse, a layout, a script by file). Reads Lighthouse's own
 * computed metrics (internal modules of lighthouse 12), from a run's artifacts.
 */
export async function simulatedBlocking(lhr, artifacts) {
  const settings = lhr.configSettings
  const context = { computedCache: new Map(), settings }
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  }
  const [fcp, interactive, tbt] = await Promise.all([
    LanternFirstContentfulPaint.request(data, context),
    LanternInteractive.request(data, context),
    LanternTotalBlockingTime.request(data, context),
  ])
  // As Lantern does: the optimistic TBT between the pessimistic FCP and the optimistic TTI, and
  // the other way round (its TotalBlockingTime.getEstimateFromSimulation).
  const estimates = [
    ['optimistic', tbt.optimisticEstimate, fcp.pessimisticEstimate, interactive.optimisticEstimate],
    ['pessimistic', tbt.pessimisticEstimate, fcp.optimisticEstimate, interactive.pessimisticEstimate],
  ]
  return estimates.map(([name, estimate, fcpEstimate, interactiveEstimate]) => {
    const from = fcpEstimate.timeInMs
    const to = interactiveEstimate.timeInMs
    const tasks = [...estimate.nodeTimings]
      .filter(([node, timing]) => node.type === 'cpu' && timing.duration >= BLOCKING_MS)
      .map(([node, timing]) => ({
        startMs: Math.round(timing.startTime),
        simulatedMs: Math.round(timing.duration),
        blockingMs: Math.round(
          Math.max(0, Math.min(timing.endTime, to) - Math.max(timing.startTime, from) - BLOCKING_MS),
        ),
        what: whatTaskIs(node.childEvents),
      }))
      .sort((a, b) => a.startMs - b.startMs)
    return {
      name,
      totalMs: Math.round(estimate.timeInMs),
      fcpMs: Math.round(from),
      interactiveMs: Math.round(to),
      tasks,
    }
  })
}

const BLOCKING_MS = 50

/** A task by the first of these it did: parsed HTML, laid out, committed the navigation, ran a script. */
function whatTaskIs(events) {
  const named = (name) => events.find((event) => event.name === name)
  if (named('ParseHTML')) return 'parse'
  if (named('Layout')) return 'layout'
  if (named('DocumentLoader::CommitNavigation')) return 'commit'
  const script = events.find(
    (event) => ['EvaluateScript', 'FunctionCall'].includes(event.name) && event.args?.data?.url,
  )
  return script ? `script ${script.args.data.url.split('/').at(-1)}` : 'other'
}
