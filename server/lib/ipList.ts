// Lists of addresses and CIDR ranges (blocked callers, trusted proxies), and who the caller is behind trusted proxies.
import { BlockList, isIP } from "node:net";

/** Node reports IPv4 callers on a dual-stack socket as ::ffff:a.b.c.d. */
export function normaliseIp(ip: string): string {
  return ip.startsWith("::ffff:") && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/** The entries that are not an address or a CIDR range (none: the list is good). */
export function badEntries(entries: readonly string[]): string[] {
  return entries.filter((entry) => {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    return family === 0 || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= (family === 6 ? 128 : 32)));
  });
}

/** A matcher for addresses and CIDR ranges; check the entries with badEntries first (a bad one matches nothing). */
export function ipList(entries: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    if (badEntries([entry]).length > 0) continue;
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (ip) => {
    const family = isIP(ip);
    return family !== 0 && list.check(ip, family === 6 ? "ipv6" : "ipv4");
  };
}

/**
 * The caller's address. Behind proxies we trust (TALA_TRUSTED_PROXIES), the socket is the proxy's: the caller is the
 * right-most X-Forwarded-For entry that is not one of them (entries left of it could be written by the caller).
 * From anyone else the header is ignored, since a caller could write any address into it.
 */
export function callerAddress(socketAddress: string, forwardedFor: string | undefined, isTrustedProxy: (ip: string) => boolean): string {
  const socket = normaliseIp(socketAddress);
  if (!isTrustedProxy(socket) || !forwardedFor) return socket;
  const hops = forwardedFor.split(",").map((hop) => normaliseIp(hop.trim()));
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] ?? "";
    if (isIP(hop) === 0) return socket; // a malformed hop: nothing left of it can be trusted
    if (!isTrustedProxy(hop)) return hop;
  }
  return hops[0] ?? socket;
}
