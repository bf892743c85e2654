import { cmsRoutes } from './cms'
import { FailureInjector } from './failures'
import { IdempotencyStore } from './idempotency'
import { Mailbox } from './mailbox'
import { passengerPortalRoutes } from './passengerPortal'
import { Recorder } from './recorder'
import { createReservationRoutes } from './reservation'
import type { ApiRoute } from './router'
import { warehouseRoutes } from './warehouse'

/** Everything one sandbox instance remembers; a fresh one per startSandbox() keeps tests apart. */
export interface SandboxState {
  routes: readonly ApiRoute[]
  recorder: Recorder
  idempotency: IdempotencyStore
  failures: FailureInjector
  /** What the SMTP sink received (smtpSink.ts). */
  mailbox: Mailbox
}

export function createState(): SandboxState {
  return {
    routes: [...warehouseRoutes, ...createReservationRoutes(), ...passengerPortalRoutes, ...cmsRoutes],
    recorder: new Recorder(),
    idempotency: new IdempotencyStore(),
    failures: new FailureInjector(),
    mailbox: new Mailbox(),
  }
}
