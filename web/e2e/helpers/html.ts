/** Executable inline scripts in a page: the Content-Security-Policy would block every one. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes!) && !/type="application\/json"/.test(attributes!))
    .map(([, , body]) => body!.slice(0, 80))
}
