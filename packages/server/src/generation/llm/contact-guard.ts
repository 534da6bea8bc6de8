// Links, e-mail addresses and phone numbers a model writes are kept only when the source has them:
// an injected answer's "visit evil.example" or a made-up phone number never reaches the client.
import { trimEndWhere } from '../../lib/text-scan.ts';

/** A link with its scheme or www.: from there to the next space or bracket. */
const SCHEME_URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>()[\]"'，。；]+/gi;
/**
 * A bare domain ("evil.example/get"): a dotted run taken whole from its first character (the
 * lookbehind), so no run is scanned again from inside it; its last label is checked in code.
 */
const DOTTED_PATTERN = /(?<![a-z0-9.-])[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})+(?:\/[^\s<>()[\]"'，。；]*)?/gi;
const LINK_DOMAINS = new Set(
  'com net org io ai dev app co me cn xyz info top site ly gg link click example test invalid'.split(' '),
);
const EMAIL_PATTERN = /(?<![a-z0-9._%+-])[a-z0-9._%+-]{1,64}@[a-z0-9][a-z0-9.-]{0,253}/gi;
/** International (+44 20 …), North American (555-123-4567) and Chinese mobile (13812345678) shapes. */
const PHONE_PATTERN =
  /\+\d{1,3}[\s.-]?(?:\(\d{1,4}\)[\s.-]?)?\d[\d\s.-]{5,16}\d|\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b|(?<!\d)1[3-9]\d{9}(?!\d)/g;

/** A messaging or profile handle after its label: "微信：jane_w", "WeChat ID: jane_w", "QQ: 12345678". */
const HANDLE_PATTERN =
  /(?:微信号?|wechat(?:\s?id)?|qq号?|telegram|skype|领英|linkedin|github)\s{0,3}[:：]\s{0,3}([a-z0-9][a-z0-9_.-]{2,63})/gi;

/** Names of technologies written like domains: skills, not links. */
const TECHNOLOGY_NAMES = new Set(['asp.net', 'ado.net', 'vb.net', 'socket.io', 'dot.net']);

/** The contacts `text` carries, normalised so a source and an answer compare whatever their spelling. */
export function contactsOf(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(EMAIL_PATTERN)) {
    const address = trimEndWhere(
      match[0].toLowerCase(),
      (character) => character === '.' || character === '-',
    );
    if (address.slice(address.indexOf('@')).includes('.')) found.push(`mail:${address}`);
  }
  // An e-mail's domain is not a link of its own.
  const withoutEmails = text.replace(EMAIL_PATTERN, ' ');
  const links = [
    ...[...withoutEmails.matchAll(SCHEME_URL_PATTERN)].map((match) => match[0]),
    ...[...withoutEmails.replace(SCHEME_URL_PATTERN, ' ').matchAll(DOTTED_PATTERN)]
      .map((match) => match[0])
      .filter((link) => LINK_DOMAINS.has(topLabel(link))),
  ];
  for (const link of links) {
    const url = trimEndWhere(
      link
        .toLowerCase()
        .replace(/^https?:\/\//, '')
        .replace(/^www\./, ''),
      (character) => '/.,;:!?'.includes(character),
    );
    if (!TECHNOLOGY_NAMES.has(url)) found.push(`url:${url}`);
  }
  for (const match of text.matchAll(PHONE_PATTERN)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length >= 7) found.push(`phone:${digits.slice(-9)}`);
  }
  for (const match of text.matchAll(HANDLE_PATTERN)) found.push(`handle:${(match[1] ?? '').toLowerCase()}`);
  return found;
}

/** The last label of a link's host: "evil.example/get" → "example". */
function topLabel(link: string): string {
  const host = link.split('/')[0] ?? '';
  return host.slice(host.lastIndexOf('.') + 1).toLowerCase();
}

/** Domains reserved for examples (RFC 2606) and phone numbers: what an example value may hold. */
function isExampleContact(contact: string): boolean {
  return (
    contact.startsWith('phone:') ||
    /(?:^url:|@)(?:[a-z0-9-]+\.)*example\.(?:com|org|net)(?:\/|$)/.test(contact)
  );
}

export class ContactGuard {
  private readonly known: Set<string>;
  private readonly knownLinks: string[];
  /** Lines dropped for a contact the source does not have. */
  dropped = 0;

  constructor(sourceText: string) {
    this.known = new Set(contactsOf(sourceText));
    this.knownLinks = [...this.known].filter((contact) => contact.startsWith('url:'));
  }

  /**
   * True when every link, address and number in `line` is the source's own. With `example` (a value a
   * template's content marks as an example), reserved example domains and any phone number pass too:
   * "name@example.com (example)" fills a template's e-mail field and links nowhere.
   */
  isKnown(line: string, options: { example?: boolean } = {}): boolean {
    const unknown = contactsOf(line).some(
      (contact) => !this.isSourceContact(contact) && !(options.example && isExampleContact(contact)),
    );
    if (unknown) this.dropped += 1;
    return !unknown;
  }

  private isSourceContact(contact: string): boolean {
    if (this.known.has(contact)) return true;
    // "github.com/jane" in the source supports "github.com/jane/repo" no more than the bare domain:
    // a link is known when it is the source's link or a prefix of it (a shortened form).
    return (
      contact.startsWith('url:') &&
      this.knownLinks.some(
        (link) => link.startsWith(contact) && /[/.]/.test(link.charAt(contact.length) || '/'),
      )
    );
  }
}
