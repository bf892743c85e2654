import type { IViolation } from 'dependency-cruiser'

/**
 * One import loop as dependency-cruiser's cycle rules see it: every import inside a loop is a
 * violation of its own, each with a cycle through the import that closed the loop (one import
 * added to a module that half the blocks import made 98 of them). This is the loop once.
 */
export type ImportLoop = {
  /** The rule it breaks (no-module-cycles, no-folder-cycles). */
  rule: string
  severity: string
  /** The import every reported cycle of the loop goes through, the one to break: importer, imported. */
  through: [string, string]
  /** The shortest of those cycles, from the importer of `through` round to it again. */
  cycle: string[]
  /** How many violations the loop stands for. */
  violations: number
}

/** How many modules (or folders) import a module, and how many it imports. */
export type Standing = (module: string) => { importers: number; imports: number }

/**
 * Robert Martin's instability: 0 for a module that only others import (the bottom), 1 for one
 * that only imports (the top). An import should go down, to a module no less stable.
 */
function instability(standing: ReturnType<Standing>): number {
  const all = standing.importers + standing.imports
  return all ? standing.imports / all : 0
}

/** A reported cycle: its rule, and its modules (or folders) round from the first to the first again. */
type Cycle = { rule: string; severity: string; path: string[] }

const edgesOf = (path: string[]) => path.slice(1).map((to, index) => `${path[index]}\n${to}`)

/** `path` (a closed cycle) from `start` round to it again. */
function rotated(path: string[], start: string): string[] {
  const open = path.slice(0, -1)
  const at = open.indexOf(start)
  const turned = [...open.slice(at), ...open.slice(0, at)]
  return [...turned, start]
}

/**
 * The violations of cycle rules as loops, and the other violations as they were. A loop is the
 * cycles that go through one import: the import most of the cycles left go through, and of
 * those the one that climbs most (from the most stable module to the least, by `standing`), as
 * that is the lower module importing back up. Each loop names the shortest of its cycles, which
 * a newcomer reads once, and how many violations it stands for.
 */
export function importLoops(
  violations: readonly IViolation[],
  standing: Standing,
): { loops: ImportLoop[]; others: IViolation[] } {
  const climb = (edge: string) => {
    const [importer, imported] = edge.split('\n') as [string, string]
    return instability(standing(imported)) - instability(standing(importer))
  }
  const others = violations.filter((violation) => !violation.cycle?.length)
  let left: Cycle[] = violations
    .filter((violation) => violation.cycle?.length)
    .map(({ rule, from, cycle = [] }) => ({
      rule: rule.name,
      severity: rule.severity,
      path: [from, ...cycle.map((step) => step.name)],
    }))
  const loops: ImportLoop[] = []
  while (left.length) {
    const rule = left[0]!.rule
    const counts = new Map<string, number>()
    for (const { path } of left.filter((cycle) => cycle.rule === rule))
      for (const edge of new Set(edgesOf(path))) counts.set(edge, (counts.get(edge) ?? 0) + 1)
    const [edge] = [...counts].sort(
      ([edgeA, countA], [edgeB, countB]) =>
        countB - countA || climb(edgeB) - climb(edgeA) || edgeA.localeCompare(edgeB),
    )[0]!
    const inLoop = left.filter((cycle) => cycle.rule === rule && edgesOf(cycle.path).includes(edge))
    const [importer, imported] = edge.split('\n') as [string, string]
    const shortest = inLoop.reduce((best, cycle) => (cycle.path.length < best.path.length ? cycle : best))
    loops.push({
      rule,
      severity: shortest.severity,
      through: [importer, imported],
      cycle: rotated(shortest.path, importer),
      violations: inLoop.length,
    })
    left = left.filter((cycle) => !inLoop.includes(cycle))
  }
  return { loops, others }
}

/** `text` wrapped at 100 characters, each line indented by `indent` spaces. */
export function wrapped(text: string, indent: number): string {
  const lines: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1)
    if (last !== undefined && indent + last.length + 1 + word.length <= 100)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines.map((line) => `${' '.repeat(indent)}${line}`).join('\n')
}

/**
 * A loop as the check prints it: the rule, the cycle, the import to break and why that one, then
 * the rule's comment (what to do).
 */
export function describeLoop(loop: ImportLoop, comment: string | undefined, standing: Standing): string {
  const [importer, imported] = loop.through
  const reported = loop.violations === 1 ? '' : ` (${loop.violations} violations, one for each import in it)`
  const [lower, upper] = [standing(importer), standing(imported)]
  const why =
    instability(lower) < instability(upper)
      ? ` ${importer} is the lower of the two: ${lower.importers} import it and it imports ${lower.imports},` +
        ` against ${upper.importers} and ${upper.imports} for ${imported}.`
      : ''
  return [
    `  ${loop.severity} ${loop.rule}: an import loop${reported}:`,
    loop.cycle.map((step) => `      ${step}`).join(' →\n'),
    wrapped(`Break it at ${importer} → ${imported}: every cycle reported goes through that import.${why}`, 4),
    ...(comment ? [wrapped(comment, 4)] : []),
    '',
  ].join('\n')
}
