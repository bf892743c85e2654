/** What a build needs in its environment to read the sandbox's back office. */
export interface SandboxEnv {
  SANDBOX_URL: string
  WAREHOUSE_API_URL: ''
}

export function withSandbox<Result>(
  root: string,
  work: (env: SandboxEnv) => Promise<Result>,
  options?: { port?: number },
): Promise<Result>
