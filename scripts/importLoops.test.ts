import type { IViolation } from 'dependency-cruiser'
import { describeLoop, importLoops } from './importLoops'

/** A violation of `rule` as depcruise reports it: the import from → (its cycle's first step), and the cycle back. */
function cycle(rule: string, ...path: string[]): IViolation {
  const [from, ...rest] = path
  return {
    type: 'cycle',
    rule: { name: rule, severity: 'error' },
    from: from!,
    to: rest[0]!,
    cycle: [...rest, from!].map((name) => ({ name, dependencyTypes: [] })),
  }
}

/**
 * One import added to a module that many import (types.ts → registry.ts) closes a loop through
 * each of them: depcruise reports each import in it, with a cycle through the new one.
 */
const HUB_LOOP = [
  cycle('no-module-cycles', 'types.ts', 'registry.ts', 'generated.ts', 'a/block.ts', 'a/A.tsx'),
  cycle('no-module-cycles', 'registry.ts', 'generated.ts', 'b/block.ts', 'types.ts'),
  cycle('no-module-cycles', 'generated.ts', 'a/block.ts', 'types.ts', 'registry.ts'),
  cycle('no-module-cycles', 'a/block.ts', 'a/A.tsx', 'types.ts', 'registry.ts', 'generated.ts'),
  cycle('no-module-cycles', 'b/block.ts', 'types.ts', 'registry.ts', 'generated.ts'),
  cycle('no-module-cycles', 'a/A.tsx', 'types.ts', 'registry.ts', 'generated.ts', 'a/block.ts'),
]
const STANDINGS: Record<string, { importers: number; imports: number }> = {
  'types.ts': { importers: 40, imports: 2 },
  'registry.ts': { importers: 2, imports: 3 },
  'generated.ts': { importers: 1, imports: 30 },
  // Forms use the submission machine; the machine importing a form closes the loop.
  'src/forms': { importers: 31, imports: 12 },
  'src/machines': { importers: 8, imports: 1 },
}
const standing = (module: string) => STANDINGS[module] ?? { importers: 1, imports: 1 }

describe('importLoops', () => {
  it('names a loop once, through the import every cycle takes that climbs most (from the lower module)', () => {
    const { loops, others } = importLoops(HUB_LOOP, standing)
    expect(others).toEqual([])
    expect(loops).toEqual([
      {
        rule: 'no-module-cycles',
        severity: 'error',
        through: ['types.ts', 'registry.ts'],
        cycle: ['types.ts', 'registry.ts', 'generated.ts', 'b/block.ts', 'types.ts'],
        violations: 6,
      },
    ])
  })

  it('keeps two loops apart, and loops of another rule, and passes the other violations on', () => {
    const machines: IViolation = {
      rule: { name: 'machines-know-no-form', severity: 'error' },
      from: 'src/machines/m.ts',
      to: 'src/forms/f.ts',
    }
    const { loops, others } = importLoops(
      [
        ...HUB_LOOP,
        cycle('no-module-cycles', 'dataset.ts', 'overlay.ts'),
        cycle('no-module-cycles', 'overlay.ts', 'dataset.ts'),
        cycle('no-folder-cycles', 'src/forms', 'src/machines'),
        cycle('no-folder-cycles', 'src/machines', 'src/forms'),
        machines,
      ],
      standing,
    )
    expect(loops.map(({ rule, cycle, violations }) => [rule, cycle.join(' → '), violations])).toEqual([
      ['no-module-cycles', 'types.ts → registry.ts → generated.ts → b/block.ts → types.ts', 6],
      ['no-module-cycles', 'dataset.ts → overlay.ts → dataset.ts', 2],
      ['no-folder-cycles', 'src/machines → src/forms → src/machines', 2],
    ])
    expect(others).toEqual([machines])
  })

  it('says which import to break, why that one, and what the rule says to do', () => {
    const [loop] = importLoops(HUB_LOOP, standing).loops
    const text = describeLoop(loop!, 'Move what the lower module takes from the upper one down.', standing)
    expect(text.replace(/\s+/g, ' ')).toBe(
      ' error no-module-cycles: an import loop (6 violations, one for each import in it):' +
        ' types.ts → registry.ts → generated.ts → b/block.ts → types.ts' +
        ' Break it at types.ts → registry.ts: every cycle reported goes through that import.' +
        ' types.ts is the lower of the two: 40 import it and it imports 2, against 2 and 3 for registry.ts.' +
        ' Move what the lower module takes from the upper one down. ',
    )
  })
})
