import { createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import type { Mailbox } from './mailbox'
import { addresses, decodeWords, splitMessage, textPart } from './mimeText'

/** Larger messages are refused: the sink holds mail in memory. */
const MAX_MESSAGE_BYTES = 1024 * 1024

/**
 * A small SMTP receiver (RFC 5321 without TLS or auth) that keeps every accepted message in the
 * mailbox. A refusal queued through /__sandbox/mail/fail answers the end of DATA with its code,
 * the way a server that is down (4xx) or rejects the message (5xx) would.
 */
function serve(socket: Socket, mailbox: Mailbox) {
  let buffer = ''
  let envelope: { from: string; to: string[] } | undefined
  let data: string[] | undefined
  let size = 0
  const reply = (line: string) => socket.write(`${line}\r\n`)
  socket.setEncoding('utf8')
  socket.on('error', () => {})
  reply('220 sandbox SMTP sink')

  const endData = () => {
    const raw = (data ?? []).join('\r\n')
    const current = envelope
    data = undefined
    envelope = undefined
    if (size > MAX_MESSAGE_BYTES) return reply('552 Message too large')
    const refused = mailbox.takeRefusal(raw)
    if (refused !== undefined) return reply(`${refused} Refused by the sandbox's outage switch`)
    const { headers } = splitMessage(raw)
    mailbox.receive({
      messageId: headers.get('message-id'),
      from: current?.from ?? '',
      fromHeader: decodeWords(headers.get('from') ?? ''),
      replyTo: headers.has('reply-to') ? decodeWords(headers.get('reply-to') ?? '') : undefined,
      to: current?.to.length ? current.to : addresses(headers.get('to')),
      subject: decodeWords(headers.get('subject') ?? ''),
      text: textPart(raw),
      receivedAt: new Date().toISOString(),
    })
    reply('250 Accepted')
  }

  const command = (line: string) => {
    const verb = line.slice(0, 4).toUpperCase()
    if (verb === 'EHLO') return reply(`250-sandbox\r\n250-SIZE ${MAX_MESSAGE_BYTES}\r\n250 8BITMIME`)
    if (verb === 'HELO') return reply('250 sandbox')
    if (verb === 'MAIL') {
      envelope = { from: addresses(line)[0] ?? '', to: [] }
      return reply('250 OK')
    }
    if (verb === 'RCPT') {
      if (!envelope) return reply('503 MAIL first')
      envelope.to.push(...addresses(line))
      return reply('250 OK')
    }
    if (verb === 'DATA') {
      if (!envelope?.to.length) return reply('503 RCPT first')
      data = []
      size = 0
      return reply('354 End with <CRLF>.<CRLF>')
    }
    if (verb === 'RSET') {
      envelope = undefined
      return reply('250 OK')
    }
    if (verb === 'NOOP') return reply('250 OK')
    if (verb === 'QUIT') {
      reply('221 Bye')
      return socket.end()
    }
    // SMTP's own answer to a command the server does not take (RFC 5321 §4.2.3), not a gap here.
    return reply('502 Command not implemented')
  }

  socket.on('data', (chunk: string) => {
    buffer += chunk
    for (let at = buffer.indexOf('\r\n'); at !== -1; at = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, at)
      buffer = buffer.slice(at + 2)
      if (data === undefined) command(line)
      else if (line === '.') endData()
      else {
        size += line.length + 2
        if (size <= MAX_MESSAGE_BYTES) data.push(line.startsWith('..') ? line.slice(1) : line)
      }
    }
  })
}

export interface SmtpSink {
  port: number
  close(): Promise<void>
}

export function startSmtpSink(mailbox: Mailbox, port: number, host: string): Promise<SmtpSink> {
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    serve(socket, mailbox)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy()
            server.close(() => done())
          }),
      })
    })
  })
}
