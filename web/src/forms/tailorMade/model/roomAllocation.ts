import { MESSAGES } from './schema'
import { ROOM_CAPACITY, ROOM_TYPES, type RoomType } from './options'

export type RoomCounts = Record<RoomType, number>

export type Allocation = 'fits' | 'travellersWithoutRoom' | 'roomsUnused'

/**
 * Allocates the travellers to the rooms chosen, biggest rooms first (spec 02 §5: single 1,
 * double 2, triple 3, quad 4 people). Travellers left over need more rooms; a room left empty
 * is one too many. `fits` otherwise.
 */
export function allocateRooms(travellers: number, rooms: RoomCounts): Allocation {
  let left = travellers
  let emptyRooms = 0
  for (const type of [...ROOM_TYPES].reverse()) {
    for (let room = 0; room < rooms[type]; room += 1) {
      if (left <= 0) emptyRooms += 1
      left -= ROOM_CAPACITY[type]
    }
  }
  if (left > 0) return 'travellersWithoutRoom'
  return emptyRooms > 0 ? 'roomsUnused' : 'fits'
}

/** The alert an allocation gives (spec 02 §5), or null when the rooms fit. */
export function allocationMessage(allocation: Allocation): string | null {
  if (allocation === 'travellersWithoutRoom') return MESSAGES.roomType
  if (allocation === 'roomsUnused') return MESSAGES.passengers
  return null
}
