import type { Page } from '@playwright/test'

export type Interaction = {
  name: string
  site: string
  path: string
  viewport: { width: number; height: number }
  act: (page: Page) => Promise<void>
}

export const INTERACTIONS: Interaction[]

export function interactionLatencies(
  port: number,
  chromePath: string,
  options?: { rate?: number; runs?: number },
): Promise<{ name: string; medianMs: number; runsMs: number[] }[]>
