// Just enough MIME to read back what nodemailer sends: headers, encoded words, the text part.

export function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/)
  const head = at === -1 ? raw : raw.slice(0, at)
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  // Folded lines continue the header above them.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words decoded. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding?.toLowerCase() === 'quoted-printable') return decodeQuotedPrintable(body)
  return body
}

/** The text/plain part of a message (the whole body of a single-part text message). */
export function textPart(raw: string): string {
  const { headers, body } = splitMessage(raw)
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (!type.toLowerCase().startsWith('multipart/') || !boundary)
    return type.toLowerCase().startsWith('text/plain')
      ? decodeBody(body, headers.get('content-transfer-encoding')).trim()
      : ''
  for (const part of body.split(`--${boundary}`).slice(1)) {
    const text = textPart(part.replace(/^\r?\n/, ''))
    if (text) return text
  }
  return ''
}

/** The addresses of a header such as To: `a@x, "B" <b@y>` -> ['a@x', 'b@y']. */
export function addresses(value: string | undefined): string[] {
  return [...(value ?? '').matchAll(/<([^>]+)>|([^\s,<>"]+@[^\s,<>"]+)/g)].map(
    (match) => match[1] ?? match[2]!,
  )
}
