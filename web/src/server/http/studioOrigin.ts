type Env = Record<string, string | undefined>

/** The Studio's origin (SANITY_STUDIO_URL): the only one whose browser calls are answered. */
export function studioOrigin(env: Env = process.env): string | undefined {
  const configured = env.SANITY_STUDIO_URL?.trim()
  if (!configured) return undefined
  try {
    return new URL(configured).origin
  } catch {
    return undefined
  }
}
