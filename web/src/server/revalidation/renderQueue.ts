import { waitUntil } from '@vercel/functions'

/**
 * Pages rendered again at once. Each render holds its page's data until it is written: a brand's
 * every page at once (its settings changed), some 3,400 at 20 times today's content, ran the
 * server out of memory (docs/performance.md, "Scale: content").
 */
export const RENDERS_AT_ONCE = 8

/** Renders one page again (the webhook route's `res.revalidate`). */
export type RenderAgain = (path: string) => Promise<unknown>

type Waiting = { render: RenderAgain; rendered: (() => void)[] }

// The paths waiting, in the order they came: how to render each, and who waits for it.
const waiting = new Map<string, Waiting>()
let lanesRunning = 0
let whenSettled: (() => void)[] = []

/**
 * Puts `paths` behind those already waiting to be rendered again, 8 at a time, and resolves once
 * each of them has been (or failed to be): the caller need not wait for it. The webhook answers
 * before the pages are rendered unless asked to wait (pages/api/revalidate.ts): a brand's
 * settings name every page of the brand, 80 s of rendering at 20 times today's content, longer
 * than Sanity waits for an answer. A path already waiting is not queued twice: it is rendered
 * once, from the content as it is then; one being rendered is queued again, for what changed
 * since it started. A page that fails to render is logged and keeps what it showed until its own
 * regeneration (`PAGE_REVALIDATE_SECONDS`). On a serverless host the function lives until the
 * queue it started is done (`waitUntil`); a long-running server simply goes on.
 */
export function renderAgain(paths: readonly string[], render: RenderAgain): Promise<void> {
  const each = paths.map(
    (path) =>
      new Promise<void>((resolve) => {
        const queued = waiting.get(path)
        if (queued) queued.rendered.push(resolve)
        else waiting.set(path, { render, rendered: [resolve] })
      }),
  )
  while (lanesRunning < RENDERS_AT_ONCE && waiting.size > 0) {
    lanesRunning += 1
    waitUntil(lane().finally(laneDone))
  }
  return Promise.all(each).then(() => undefined)
}

async function lane(): Promise<void> {
  for (let next = takeNext(); next; next = takeNext()) {
    const [path, { render, rendered }] = next
    try {
      await render(path)
    } catch (error) {
      console.error(`Could not render ${path} again after a publish`, error)
    }
    for (const resolve of rendered) resolve()
  }
}

function takeNext(): [string, Waiting] | undefined {
  const first = waiting.entries().next()
  if (first.done) return undefined
  waiting.delete(first.value[0])
  return first.value
}

function laneDone(): void {
  lanesRunning -= 1
  if (lanesRunning > 0) return
  const settled = whenSettled
  whenSettled = []
  for (const resolve of settled) resolve()
}

/** Resolves once nothing waits to be rendered again and no render runs (for tests). */
export function rendersSettled(): Promise<void> {
  if (lanesRunning === 0) return Promise.resolve()
  return new Promise((resolve) => whenSettled.push(resolve))
}

/** The longest a client may have the webhook wait for its renders. */
export const MAX_WAIT_SECONDS = 600

/**
 * The seconds a client asks the webhook to wait for its renders before answering (`Prefer:
 * wait=60`, RFC 7240), at most `MAX_WAIT_SECONDS`; 0 when it does not ask (Sanity does not).
 */
export function preferredWaitSeconds(prefer: string | string[] | undefined): number {
  const header = Array.isArray(prefer) ? prefer.join(',') : (prefer ?? '')
  const asked = /(?:^|[\s,;])wait\s*=\s*"?(\d+)"?/i.exec(header)?.[1]
  return asked ? Math.min(Number(asked), MAX_WAIT_SECONDS) : 0
}

/** Whether `promise` settles within `ms`. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)))
  try {
    return await Promise.race([promise.then(() => true as const), timeout])
  } finally {
    clearTimeout(timer)
  }
}
