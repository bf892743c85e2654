/** One message the sandbox's SMTP sink accepted, as the tests read it back (GET /__sandbox/mail). */
export interface ReceivedMail {
  id: number
  messageId: string | undefined
  /** The envelope's sender (MAIL FROM). */
  from: string
  /** The From header as a mail program shows it: name and address. */
  fromHeader: string
  /** The Reply-To header, when the mail has one. */
  replyTo: string | undefined
  to: string[]
  subject: string
  /** The text/plain part, decoded. */
  text: string
  /** A Message-ID accepted before: the sender repeated a mail it had already handed over. */
  duplicate: boolean
  receivedAt: string
}

interface Refusal {
  code: number
  remaining: number
  /** Only messages whose raw text contains this fail (a test's own address); any when unset. */
  match: string | undefined
}

/** What the SMTP sink received and the refusals tests queued for it (the SMTP outage switch). */
export class Mailbox {
  private mails: ReceivedMail[] = []
  private refusals: Refusal[] = []
  /** The refusals used, so a test can tell its outage really happened. */
  private refusedLog: { code: number; match: string | undefined; refusedAt: string }[] = []
  private nextId = 1

  receive(entry: Omit<ReceivedMail, 'id' | 'duplicate'>): ReceivedMail {
    const duplicate =
      entry.messageId !== undefined && this.mails.some((mail) => mail.messageId === entry.messageId)
    const mail = { id: this.nextId++, ...entry, duplicate }
    this.mails.push(mail)
    return mail
  }

  list(to?: string): ReceivedMail[] {
    const wanted = to?.toLowerCase()
    return this.mails.filter((mail) => !wanted || mail.to.some((address) => address.toLowerCase() === wanted))
  }

  clear(): void {
    this.mails = []
  }

  refuse(times: number, code: number, match?: string): void {
    this.refusals.push({ code, remaining: times, match })
  }

  /** The SMTP code this message must be refused with, consuming one queued refusal that applies. */
  takeRefusal(raw: string): number | undefined {
    const index = this.refusals.findIndex(
      (refusal) => refusal.match === undefined || raw.includes(refusal.match),
    )
    const refusal = this.refusals[index]
    if (!refusal) return undefined
    refusal.remaining -= 1
    this.refusedLog.push({ code: refusal.code, match: refusal.match, refusedAt: new Date().toISOString() })
    if (refusal.remaining === 0) this.refusals.splice(index, 1)
    return refusal.code
  }

  refused(match?: string) {
    return this.refusedLog.filter((entry) => match === undefined || entry.match === match)
  }

  clearRefusals(): void {
    this.refusals = []
    this.refusedLog = []
  }
}
