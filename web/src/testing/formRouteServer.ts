import formRoute from '../../pages/api/forms/[form]'
import { startApiServer } from './apiServer'

/** What a form route answered: its status and JSON body. */
export type RouteAnswer = { status: number; body: unknown }

/**
 * POST /api/forms/<name> behind a real HTTP server (startApiServer), posted to as a browser of a
 * site does: its Host, JSON. `close` stops it.
 */
export async function startFormRouteServer() {
  const api = await startApiServer(formRoute)
  return {
    post: async (host: string, form: string, body: unknown): Promise<RouteAnswer> => {
      const { status, body: answer } = await api.post(`/api/forms/${form}`, body, { host })
      return { status, body: answer }
    },
    close: api.close,
  }
}
