import { sitesOfBrand, type Site } from '@travel/config'
import type { Page } from '../../../web/src/content/sanity.types'
import { marketOf, type LegalMarket } from './markets'
import { h2, li, p, portableText, seedKey, type Inline, type Paragraph } from './portableText'
import type { SeedDocument } from '../seedDocument'

/**
 * The privacy policy and the terms and conditions of a brand's sites (/privacy-policy,
 * /terms-conditions; site settings link them from every footer and form). Placeholder text in
 * plain words for a travel company, written from the brand's own details and for its market's
 * law (markets.ts: one text per market, each shown on its own sites only), until the company's
 * lawyers replace it in the Studio. The company, its business number, the governing law and the
 * privacy act are the site's facts, from its settings (`siteFact`), as its footer names them.
 * Not approved by legal: the sites show a notice that the text is a placeholder, and the launch
 * check lists the pages, until an editor ticks "Approved by legal".
 */
export interface LegalBrand {
  brand: 'tours' | 'cruises' | 'golf' | 'rail'
  /** The brand as visitors know it: 'Wayfarer Tours'. */
  name: string
  /** What it sells, singular and plural: 'tour', 'tours'. */
  trip: string
  trips: string
  /** Who it books on a visitor's behalf: 'hotels, local guides and transport operators'. */
  suppliers: string
  /** What its sites' forms ask for, one bullet each. */
  collected: Inline[][]
  /** Whether its sites take travel agents' applications (agent acceptance, famils). */
  agents: boolean
  deposit: string
  balanceDays: number
  /** Terms only this brand needs, each a paragraph of the bookings and insurance sections. */
  bookingNotes?: Inline[][]
  insuranceNotes?: Inline[][]
}

const LAST_UPDATED = '27 November 2026'

export function privacyPolicyPage(brand: LegalBrand): SeedDocument<Page> {
  const id = `page-${brand.brand}-privacy-policy`
  return legalPage(brand, id, 'Privacy policy', 'privacy-policy', {
    metaDescription: `How ${brand.name} collects, uses, shares and protects the personal information you give us.`,
    paragraphs: (market, sites) => [
      p(
        'This policy explains how ',
        { fact: 'legalName' },
        ' (',
        { fact: 'businessNumber' },
        `; “${brand.name}”, “we”, “us”) handles the personal information we collect through ${listOf(sites.flatMap((site) => site.domains.slice(0, 1)))}, by phone and by email. We are bound by the `,
        { fact: 'privacyLaw' },
        ` and ${market.principles}.`,
      ),
      h2('What we collect'),
      p('We only ask for what we need to answer you. Through the forms on our website that is:'),
      ...brand.collected.map((item) => li(...item)),
      p(
        'Every form also checks that it is being sent by a person: it may send Google reCAPTCHA a score of how the page was used, and it keeps the address your request came from for a short time to stop floods of messages. Our website does not use advertising cookies.',
      ),
      h2('Why we collect it'),
      li('to answer your enquiry, prepare a quote and, when you book, to arrange and manage your trip;'),
      ...(brand.agents
        ? [li('to assess travel agents’ applications and registrations for our famils;')]
        : []),
      li('to contact you about your enquiry or booking by email or phone;'),
      li(
        'to send you news and offers, only if you asked for them, and you can unsubscribe at any time with the link in every email;',
      ),
      li('to meet our legal obligations, such as keeping records of payments.'),
      h2('Who receives it'),
      p(
        `What you send through our forms goes straight to the back-office systems of ${brand.name}: our booking and reservations system, our customer portal and the system our team reads enquiries in. Only our staff and the contractors who maintain those systems can see it.`,
      ),
      p(
        `When you book, we pass the details each supplier needs to provide your ${brand.trip} to them: ${brand.suppliers}. Many of them are overseas, in the countries you travel to, and handle your information under their own laws; we give them only what they need.`,
      ),
      p(
        `We also use service providers to run our website and email (hosting, email delivery and spam protection), who may store information ${market.storedIn}. We never sell your personal information.`,
      ),
      h2('How long we keep it'),
      p(
        'A form’s answers are deleted from our website 30 days after they have reached our back office. Enquiry and booking records are kept in our back office for as long as we need them for your trip and as the law requires (generally seven years for financial records), then deleted or de-identified.',
      ),
      h2('How we protect it'),
      p(
        'Our website sends everything over encrypted connections, stores submissions in private databases and limits who can see them. No system is perfectly secure: if a data breach is likely to cause you serious harm, we will tell you and ',
        ...market.breach,
      ),
      h2('Seeing and correcting your information'),
      p(
        `You can ask to see the personal information we hold about you, and ask us to correct it if it is wrong, out of date or incomplete (${market.accessPrinciples}). Contact us as below; we will answer within ${market.answerWithin} and there is no charge. If we cannot give you access, we will tell you why in writing.`,
      ),
      h2('Complaints'),
      p(
        `If you think we have mishandled your personal information, please write to our Privacy Officer first. We will acknowledge your complaint within 7 days and answer it within ${market.answerWithin}. If you are not satisfied with our answer, you can complain to `,
        ...market.regulator,
      ),
      h2('Contact us'),
      ...contactParagraphs('Privacy Officer'),
      p(`Last updated ${LAST_UPDATED}.`),
    ],
  })
}

export function termsPage(brand: LegalBrand): SeedDocument<Page> {
  const id = `page-${brand.brand}-terms-conditions`
  const privacyPage = `page-${brand.brand}-privacy-policy`
  return legalPage(brand, id, 'Terms & conditions', 'terms-conditions', {
    metaDescription: `Booking a ${brand.trip} with ${brand.name}: deposits and payments, cancellations, travel insurance, changes, our responsibility and complaints.`,
    paragraphs: (market) => [
      p(
        'These terms apply to every booking made with ',
        { fact: 'legalName' },
        ' (',
        { fact: 'businessNumber' },
        `; “${brand.name}”, “we”, “us”), directly or through a travel agent. Please read them with your quote and itinerary: by paying a deposit you accept them for everyone in your booking.`,
      ),
      h2('Bookings'),
      p(
        `A booking is confirmed when we have received your deposit and sent you a written confirmation. Prices are per person, in the currency of your quote, and are only guaranteed once the booking is confirmed. The person who makes the booking must be at least 18 and is responsible for passing these terms and any updates on to everyone travelling with them.`,
      ),
      ...(brand.bookingNotes ?? []).map((note) => p(...note)),
      h2('Payments and deposits'),
      li(`A deposit of ${brand.deposit} per person is due when you book.`),
      li(
        `The balance is due ${brand.balanceDays} days before departure. If you book later than that, the full price is due when you book.`,
      ),
      li(
        'Some suppliers, such as airlines, ask for full payment when they are booked; we will tell you before you pay.',
      ),
      li(
        'Card payments may carry a surcharge of no more than what the card costs us; bank transfers carry none.',
      ),
      p(
        'If the balance is not paid on time we may cancel the booking, and the cancellation fees below then apply.',
      ),
      h2('Cancelling your booking'),
      p(
        'You can cancel at any time by telling us in writing. The fees depend on how many days before departure we receive your notice:',
      ),
      li(`${brand.balanceDays} days or more: the deposit;`),
      li(`${brand.balanceDays - 1} to 30 days: 50% of the price;`),
      li('29 days or fewer, or not turning up: 100% of the price.'),
      p(
        `Where a supplier charges more than this for its part of the booking (for example a non-refundable airfare), that charge applies instead. A change of name or date counts as a cancellation and a new booking unless the suppliers agree otherwise.`,
      ),
      h2('Changes and cancellations by us'),
      p(
        `We plan every ${brand.trip} carefully, but sometimes we must change it: a supplier lets us down, the weather turns, or a government changes its rules. We will tell you as soon as we can. If a change before departure is significant, you may choose the changed ${brand.trip}, another of equal value, or a full refund of what you have paid us. If we cancel your ${brand.trip} for any reason other than your own conduct, we refund everything you have paid us.`,
      ),
      h2('Travel insurance'),
      p(
        'Comprehensive travel insurance is a condition of booking. It must cover cancellation, medical and hospital expenses, emergency evacuation and repatriation, and personal liability, from the day you pay your deposit. We may ask for your policy details before you travel.',
      ),
      ...(brand.insuranceNotes ?? []).map((note) => p(...note)),
      h2('Passports, visas and health'),
      p(
        'You are responsible for a passport valid for at least six months after your return, the visas and vaccinations each country asks for, and being fit to take part. Check the latest advice for your destinations on ',
        { fact: 'travelAdvice' },
        ' before you book and before you leave.',
      ),
      ...(brand.agents
        ? [
            h2('Travel agents and famils'),
            p(
              'An agent who applies to our agency programme confirms that the details given are true and that they work for an accredited travel agency. A place on a famil is offered at our discretion, for the agent named only, and is subject to these terms; an agent who cancels a confirmed famil place within 30 days of departure may be charged the costs we cannot recover.',
            ),
          ]
        : []),
      h2('Our responsibility to you'),
      p(
        `We arrange your ${brand.trip} with independent suppliers (${brand.suppliers}) and take care in choosing them. Nothing in these terms excludes, restricts or changes the guarantees and rights you have under ${market.consumerLaw}. Beyond those, we are not liable for loss caused by events outside our control, or by the acts of suppliers we could not reasonably have prevented, and our liability is limited to the price of your booking.`,
      ),
      h2('Complaints'),
      p(
        'If something goes wrong during your trip, tell your guide, the supplier or us straight away so we can try to fix it there and then. If it is still not resolved, write to us within 30 days of your return; we will acknowledge your complaint within 7 days and aim to answer it within 30 days.',
      ),
      h2('Governing law'),
      p(
        'These terms are governed by the law of ',
        { fact: 'governingLaw' },
        ', and you and we submit to the courts of ',
        { fact: 'governingLaw' },
        '.',
      ),
      h2('Your personal information'),
      p(
        'How we collect, use and protect your personal information is explained in our ',
        { text: 'privacy policy', page: privacyPage },
        '.',
      ),
      h2('Contact us'),
      ...contactParagraphs('Customer Relations'),
      p(`Last updated ${LAST_UPDATED}.`),
    ],
  })
}

/** A page's text for the sites of one market. */
type LegalText = (market: LegalMarket, sites: Site[]) => Paragraph[]

/**
 * A legal page of the brand: one rich text section per market its sites are in, each shown on
 * that market's sites only when there are several (Show only on).
 */
function legalPage(
  brand: LegalBrand,
  id: string,
  title: string,
  slug: string,
  content: { metaDescription: string; paragraphs: LegalText },
): SeedDocument<Page> {
  const markets = marketsOf(sitesOfBrand(brand.brand))
  return {
    _id: id,
    _type: 'page',
    brand: brand.brand,
    title,
    slug: { _type: 'slug', current: slug },
    approvedByLegal: false,
    seo: { metaTitle: `${title} | ${brand.name}`, metaDescription: content.metaDescription },
    blocks: markets.map(({ market, sites }) => {
      // The one market's text keeps the key it had before markets were told apart.
      const scope = markets.length > 1 ? `${id}:${market.id}` : id
      return {
        _key: seedKey(scope, 'body'),
        _type: 'richTextSection',
        title,
        ...(markets.length > 1 ? { onlyOnSites: sites.map((site) => site.id) } : {}),
        body: portableText(scope, content.paragraphs(market, sites)),
      }
    }),
  }
}

function marketsOf(sites: Site[]): { market: LegalMarket; sites: Site[] }[] {
  const markets = new Map<LegalMarket, Site[]>()
  for (const site of sites) markets.set(marketOf(site), [...(markets.get(marketOf(site)) ?? []), site])
  return [...markets].map(([market, sites]) => ({ market, sites }))
}

/** Who to write to: the site's company, email and phone (its settings', inline). */
function contactParagraphs(team: string): Paragraph[] {
  return [
    p(`${team}, `, { fact: 'legalName' }),
    p('Email ', { fact: 'email' }, '; phone ', { fact: 'phone' }, '.'),
  ]
}

function listOf(items: string[]): string {
  return items.length > 1
    ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
    : (items[0] ?? '')
}
