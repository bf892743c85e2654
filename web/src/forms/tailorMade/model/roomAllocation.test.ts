/** @jest-environment node */
import { allocateRooms, allocationMessage, type RoomCounts } from './roomAllocation'

function rooms(counts: Partial<RoomCounts>): RoomCounts {
  return { singleRoom: 0, doubleRoom: 0, tripleRoom: 0, quadRoom: 0, ...counts }
}

/** What the visitor sees on Next: the alert, or nothing when the rooms fit. */
const alertFor = (travellers: number, counts: Partial<RoomCounts>) =>
  allocationMessage(allocateRooms(travellers, rooms(counts)))

describe('allocateRooms (spec 02 §5: single 1, double 2, triple 3, quad 4 people)', () => {
  it.each([
    ['1 traveller in 1 single room', 1, { singleRoom: 1 }],
    ['2 travellers in 2 single rooms', 2, { singleRoom: 2 }],
    ['4 travellers in 1 quad room', 4, { quadRoom: 1 }],
    ['5 travellers in 1 quad and 1 single room', 5, { quadRoom: 1, singleRoom: 1 }],
    ['9 travellers in 1 quad, 1 triple and 1 double room', 9, { quadRoom: 1, tripleRoom: 1, doubleRoom: 1 }],
    ['3 travellers in 1 double and 1 single room', 3, { doubleRoom: 1, singleRoom: 1 }],
    // A room is used as long as someone sleeps in it: 3 people in a quad is not an unused room.
    ['3 travellers in 1 quad room', 3, { quadRoom: 1 }],
  ])('fits %s', (_, travellers, counts) => {
    expect(allocateRooms(travellers, rooms(counts))).toBe('fits')
    expect(alertFor(travellers, counts)).toBeNull()
  })

  it.each([
    ['2 travellers, 1 single room', 2, { singleRoom: 1 }],
    ['5 travellers, 1 quad room', 5, { quadRoom: 1 }],
    ['1 traveller, no room', 1, {}],
    ['10 travellers, 1 quad, 1 triple and 1 double room', 10, { quadRoom: 1, tripleRoom: 1, doubleRoom: 1 }],
  ])("leaves travellers without a room: %s -> 'Please select room type!'", (_, travellers, counts) => {
    expect(allocateRooms(travellers, rooms(counts))).toBe('travellersWithoutRoom')
    expect(alertFor(travellers, counts)).toBe('Please select room type!')
  })

  it.each([
    ['2 travellers, 1 single and 1 double room', 2, { singleRoom: 1, doubleRoom: 1 }],
    ['4 travellers, 1 quad and 1 single room', 4, { quadRoom: 1, singleRoom: 1 }],
    ['1 traveller, 2 single rooms', 1, { singleRoom: 2 }],
    ['0 travellers, 1 double room', 0, { doubleRoom: 1 }],
  ])("leaves a room unused: %s -> 'Please select passengers'", (_, travellers, counts) => {
    expect(allocateRooms(travellers, rooms(counts))).toBe('roomsUnused')
    expect(alertFor(travellers, counts)).toBe('Please select passengers')
  })
})
