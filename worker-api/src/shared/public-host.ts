/**
 * Whether a host, as a WHATWG URL's `hostname` holds it (lower case, IPv4 in dotted decimal,
 * IPv6 in brackets and hex), names a public web site: not this machine, not a private network,
 * not an address range reserved for something else. Names are judged by their form only (a
 * Worker cannot resolve DNS); Cloudflare's network does not route subrequests to private
 * addresses either.
 */
export function isPublicHost(hostname: string): boolean {
  if (hostname.startsWith("[")) {
    const address = parseIPv6(hostname.slice(1, -1));
    return address !== null && isPublicIPv6(address);
  }
  const name = withoutTrailingDots(hostname);
  if (name === null) return false;
  const ipv4 = parseIPv4(name);
  if (ipv4 !== null) return isPublicIPv4(ipv4);
  return isPublicName(name);
}

/**
 * A resolver ignores trailing dots ("localhost..", "127.0.0.1..", "0x7f.1.."), but the URL parser
 * reads a host with more than one as a name: drop them all and parse the rest again, so an
 * address in any of its spellings comes out in dotted decimal. Null when nothing host-like is left.
 */
function withoutTrailingDots(hostname: string) {
  if (!hostname.endsWith(".")) return hostname;
  try {
    return new URL(`http://${hostname.replace(/\.+$/, "")}/`).hostname;
  } catch {
    return null;
  }
}

/** Top-level names that only mean something on a local network, or are reserved never to resolve. */
const LOCAL_SUFFIXES = ["localhost", "local", "internal", "lan", "intranet", "localdomain", "home.arpa", "arpa"];
const RESERVED_SUFFIXES = ["test", "invalid", "example"];

function isPublicName(name: string) {
  // A single label ("router", "nas") is resolved by the local network's search domains.
  if (!name.includes(".")) return false;
  return ![...LOCAL_SUFFIXES, ...RESERVED_SUFFIXES].some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

/** [first address, prefix length] of each IPv4 range that is not the public internet (IANA special-purpose registry). */
const NON_PUBLIC_IPV4: [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata services
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
];

const nonPublicIPv4Ranges = NON_PUBLIC_IPV4.map(([first, prefix]) => ({
  network: parseIPv4(first)!,
  mask: prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0,
}));

function parseIPv4(host: string): number | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  if (octets.some((octet) => octet > 255)) return null;
  return octets.reduce((address, octet) => address * 256 + octet, 0);
}

function isPublicIPv4(address: number) {
  return !nonPublicIPv4Ranges.some(({ network, mask }) => (address & mask) >>> 0 === network);
}

/** The eight 16-bit groups of an IPv6 address in hex notation ("::" allowed), or null. */
function parseIPv6(text: string): number[] | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (half: string) => (half === "" ? [] : half.split(":"));
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(missing).fill("0"), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

const startsWith = (address: number[], ...prefix: number[]) => prefix.every((group, i) => address[i] === group);
const embeddedIPv4 = (high: number, low: number) => high * 65536 + low;

function isPublicIPv6(address: number[]) {
  const [first, second] = address as [number, number];
  // IPv4-mapped (::ffff:a.b.c.d) and well-known NAT64 (64:ff9b::a.b.c.d) reach the IPv4 address they carry.
  if (startsWith(address, 0, 0, 0, 0, 0, 0xffff) || startsWith(address, 0x64, 0xff9b, 0, 0, 0, 0)) {
    return isPublicIPv4(embeddedIPv4(address[6]!, address[7]!));
  }
  // 6to4 (2002:aabb:ccdd::) carries the IPv4 address of its relay.
  if (first === 0x2002) return isPublicIPv4(embeddedIPv4(second, address[2]!));
  // Only global unicast (2000::/3) is the public internet: this leaves out ::, ::1, the deprecated
  // IPv4-compatible ::a.b.c.d, unique local fc00::/7, link-local fe80::/10 and multicast ff00::/8.
  if ((first & 0xe000) !== 0x2000) return false;
  // IETF protocol assignments (Teredo, benchmarking, ORCHID) and the documentation ranges.
  if (first === 0x2001 && second < 0x0200) return false;
  if (first === 0x2001 && second === 0x0db8) return false;
  if (first === 0x3fff && second < 0x1000) return false;
  return true;
}
