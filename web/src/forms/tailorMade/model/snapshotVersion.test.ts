/** @jest-environment node */
import { createHash } from 'node:crypto'
import { createActor, type AnyStateNode } from 'xstate'
import { tailorMadeWizardMachine, WIZARD_SNAPSHOT_VERSION } from './tailorMadeWizard.machine'

/**
 * The shape of what a browser saves (screens/savedWizard.ts), by the version it is saved under.
 * When a state id or a context key changes, a visitor's saved snapshot no longer fits: raise
 * WIZARD_SNAPSHOT_VERSION, so older ones are dropped rather than restored, and record the new
 * shape's hash here.
 */
const SHAPE_OF_VERSION: Record<number, string> = {
  2: '6ae030821120e5c9',
}

function stateIds(node: AnyStateNode): string[] {
  return [node.id, ...Object.values(node.states).flatMap(stateIds)]
}

/** Every key path of a plain value (arrays: their items' keys, once). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.length ? keyPaths(value[0], `${prefix}[]`) : [`${prefix}[]`]
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, item]) => [
    `${prefix}.${key}`,
    ...keyPaths(item, `${prefix}.${key}`),
  ])
}

function shapeHash(): string {
  const machine = tailorMadeWizardMachine()
  const actor = createActor(machine, {
    input: { currency: 'AUD', countries: [{ id: 1, name: 'Peru' }] },
  })
  const shape = [...stateIds(machine.root), ...keyPaths(actor.getSnapshot().context)].sort()
  return createHash('sha256').update(shape.join('\n')).digest('hex').slice(0, 16)
}

it('has a version for every shape of saved snapshot: raise WIZARD_SNAPSHOT_VERSION when it changes', () => {
  expect({ version: WIZARD_SNAPSHOT_VERSION, shape: shapeHash() }).toEqual({
    version: WIZARD_SNAPSHOT_VERSION,
    shape: SHAPE_OF_VERSION[WIZARD_SNAPSHOT_VERSION],
  })
})
