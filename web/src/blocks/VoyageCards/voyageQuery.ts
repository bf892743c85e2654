/** The parameter a voyage card's button adds (the Studio's voyageCards schema says so too). */
export const VOYAGE_PARAMETER = 'voyage'

/**
 * What a voyage card's button adds to its link: `?voyage=<name>` when it asks about the voyage
 * (a form's field filled from the link then starts with the name), nothing otherwise.
 */
export function voyageQuery(voyage: {
  name: string | null
  askAboutVoyage: boolean | null
}): Record<string, string> | undefined {
  return voyage.askAboutVoyage && voyage.name ? { [VOYAGE_PARAMETER]: voyage.name } : undefined
}
