// npm run lint (lint:folders): dependency-cruiser's rules (web/.dependency-cruiser.cjs,
// studio/.dependency-cruiser.mjs) on the paths given, with the options given (`--config ...`), as
// `depcruise` would check them, but an import loop is named once, with the import to break
// (importLoops.ts), where depcruise's own report lists each import in it (114 for one loop).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import type { ICruiseResult } from 'dependency-cruiser'
import { describeLoop, importLoops, wrapped } from './importLoops'

const depcruise = path.join(__dirname, '..', 'node_modules', '.bin', 'depcruise')
const run = spawnSync(depcruise, [...process.argv.slice(2), '--output-type', 'json'], {
  encoding: 'utf8',
  maxBuffer: 1 << 30,
  stdio: ['ignore', 'pipe', 'inherit'],
})
if (run.status !== 0) process.exit(run.status ?? 1)
const result = JSON.parse(run.stdout) as ICruiseResult
const { summary } = result

const standings = new Map<string, { importers: number; imports: number }>()
for (const { source, dependents = [], dependencies } of result.modules)
  standings.set(source, { importers: dependents.length, imports: dependencies.length })
for (const { name, dependents = [], dependencies = [] } of result.folders ?? [])
  standings.set(name, { importers: dependents.length, imports: dependencies.length })
const standing = (module: string) => standings.get(module) ?? { importers: 0, imports: 0 }
const rules = [...(summary.ruleSetUsed?.forbidden ?? []), ...(summary.ruleSetUsed?.allowed ?? [])]
const commentOf = (rule: string) => rules.find((each) => 'name' in each && each.name === rule)?.comment

const { loops, others } = importLoops(
  summary.violations.filter((violation) => violation.rule.severity !== 'ignore'),
  standing,
)
const cruised = `${summary.totalCruised} modules, ${summary.totalDependenciesCruised} dependencies cruised`
if (!loops.length && !others.length) {
  console.log(`\n✔ no dependency violations found (${cruised})\n`)
} else {
  const reports = [
    ...loops.map((loop) => describeLoop(loop, commentOf(loop.rule), standing)),
    ...others.map(({ rule, from, to }) =>
      [`  ${rule.severity} ${rule.name}: ${from} → ${to}`, wrapped(commentOf(rule.name) ?? '', 4), ''].join(
        '\n',
      ),
    ),
  ]
  const counted = [loops.length ? `${loops.length} import loop${loops.length === 1 ? '' : 's'}` : '']
  if (others.length) counted.push(`${others.length} other violation${others.length === 1 ? '' : 's'}`)
  console.error(`\n${reports.join('\n')}\nx ${counted.filter(Boolean).join(' and ')} (${cruised}).\n`)
}
process.exit(summary.error > 0 ? 1 : 0)
