type Env = Record<string, string | undefined>

export function e2eServerEnvironment(env: Env, dummySecrets: Record<string, string>): Env
