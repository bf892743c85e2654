/** @jest-environment node */
import { getSite, type Site } from '@travel/config'
import { sandboxForThisFile } from '@/testing/sandbox'
import type { TailorMadeAnswers } from '@/forms/tailorMade/model/schema'
import { UpstreamError } from '@/server/upstream/postJson'
import { UndeliverablePayload } from '@/server/submissions/outbox'
import { aValidTailorMadeBody } from '@/testing/tailorMade'
import { deliver } from './deliveryTargets'
import { tailorMadeBody } from './tailorMadeBody'

const sandboxUrl = sandboxForThisFile()

type Recorded = { status: number; headers: Record<string, string>; body: unknown }
async function received(): Promise<Recorded[]> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/requests?target=reservation.tailor-made`)
  return ((await response.json()) as { requests: Recorded[] }).requests
}

const valid = aValidTailorMadeBody()
const attempt = (payload: TailorMadeAnswers, site = 'golf') => ({
  deliveryId: '0b9f6a52-3f7e-4d0a-9a43-5d1c2e7f8a90',
  submissionId: 's-1',
  site,
  formKind: 'tailorMade',
  target: 'reservation.tailor-made',
  // What the store gives back: JSON, as it was stored.
  payload: JSON.parse(JSON.stringify(payload)) as unknown,
  receivedAt: new Date().toISOString(),
})

describe('delivering a tailor-made request', () => {
  it.each<[string, TailorMadeAnswers]>([
    ['a solo traveller with dates set', valid],
    [
      'a family with flexible dates and no email',
      {
        ...valid,
        travelType: 'FAMILY',
        selectedBedType: '',
        numberAdults: 2,
        childrenDetails: [{ age: 3 }],
        numberRooms: { singleRoom: 0, doubleRoom: 0, tripleRoom: 1, quadRoom: 0 },
        isConnectingRoom: true,
        travelDate: { ...valid.travelDate, type: 'FLEXIBLE_DATES', arrivalMonth: '2099-09' },
        contactInformation: { ...valid.contactInformation, email: '' },
      },
    ],
    [
      'the golf focus',
      {
        ...valid,
        destinationFocus: 'golf_holidays',
        golf: {
          ...valid.golf,
          golfCourseType: ['links'],
          lookingForGoflCourse: 'yes',
          storageGolfCart: 'no',
        },
      },
    ],
    ['the other focus', { ...valid, destinationFocus: 'other', otherInterests: 'Opera' }],
  ])('sends %s to the reservation API, which takes it', async (_, answers) => {
    await deliver(attempt(answers))
    const [request, ...more] = await received()
    expect(more).toEqual([])
    expect(request!.status).toBe(200)
    expect(request!.body).toEqual(tailorMadeBody(answers, getSite('golf') as Site))
    expect(request!.headers).toMatchObject({
      'company-code': 'FGJ-AU',
      language: 'en',
      'idempotency-key': '0b9f6a52-3f7e-4d0a-9a43-5d1c2e7f8a90',
    })
  })

  it('fails, to be retried, when the reservation API refuses the request', async () => {
    await fetch(`${sandboxUrl()}/__sandbox/fail?target=reservation.tailor-made&times=1&status=400`, {
      method: 'POST',
    })
    await expect(deliver(attempt(valid))).rejects.toThrow(UpstreamError)
    expect((await received()).map((request) => request.status)).toEqual([400])
  })

  it('sends nothing, and fails for good, when the stored request no longer fits the form', async () => {
    const noPhone = { ...valid, contactInformation: { ...valid.contactInformation, phoneNumber: '' } }
    const failure = deliver(attempt(noPhone))
    await expect(failure).rejects.toThrow(UndeliverablePayload)
    await expect(failure).rejects.toThrow(
      'The stored submission no longer fits the form: contactInformation.phoneNumber: field required',
    )
    expect(await received()).toEqual([])
  })
})
