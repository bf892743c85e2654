/** @jest-environment node */
import { labelOf, readableId } from './readableId'

describe('readableId', () => {
  it.each([
    ['fast_pace', 'Fast pace'],
    ['coastal-courses', 'Coastal courses'],
    ['zip-lining_and_aerial_adventures', 'Zip lining and aerial adventures'],
    ['architecture', 'Architecture'],
    ['  new   zealand ', 'New zealand'],
    ['', ''],
  ])('%j -> %j', (id, expected) => {
    expect(readableId(id)).toBe(expected)
  })
})

describe('labelOf', () => {
  const labels: Record<'vip' | 'toString', string> = { vip: 'VIP tours', toString: 'To string' }

  it('gives the label written for an id', () => {
    expect(labelOf(labels, 'vip')).toBe('VIP tours')
    expect(labelOf(labels, 'toString')).toBe('To string')
  })

  it('makes an id without a label readable, not mistaking inherited properties for labels', () => {
    expect(labelOf(labels, 'sea_kayaking')).toBe('Sea kayaking')
    expect(labelOf(labels, 'constructor')).toBe('Constructor')
  })
})
