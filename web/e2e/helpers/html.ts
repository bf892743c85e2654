/**
 * Executable inline scripts in a page: the Content-Security-Policy would block every one. Data
 * blocks (Next's JSON, structured data) are not run, so they are not counted.
 */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes]) =>
        !/\ssrc=/.test(attributes!) && !/type="application\/(?:ld\+)?json"/.test(attributes!),
    )
    .map(([, , body]) => body!.slice(0, 80))
}
