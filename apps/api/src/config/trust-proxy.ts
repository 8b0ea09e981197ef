import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for whole private ranges, which Fastify accepts in place of addresses. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

/** `10.0.0.2`, `10.0.0.0/8`, `fd00::/8`: an address, or a block of them with a prefix that is not /0. */
function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  return bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

const EVERY_HOP =
  'trusting every hop lets any client pick its own address (X-Forwarded-For); give the number of proxies in front of the server (1) or their addresses (10.0.0.2,10.0.0.3)';

/**
 * Which proxies may say who the client is (Fastify's trustProxy). Unset or false: none, the TCP peer is the
 * client. A number: that many proxies in front of the server, so the address the nearest of them saw is taken
 * from the right of X-Forwarded-For and whatever the client wrote to its left is ignored. A list: the proxies'
 * own addresses or blocks, so only a request that comes from one of them is read through. "true" (every hop) is
 * refused: with it, the left-most entry, which the client writes, became its address.
 */
export const trustProxy = z
  .string()
  .optional()
  .transform((raw, context): false | number | string[] => {
    const value = (raw ?? '').trim().toLowerCase();
    if (['', 'false', '0', 'no', 'off'].includes(value)) return false;
    if (['true', 'yes', 'on', '*'].includes(value)) {
      context.addIssue({ code: 'custom', message: EVERY_HOP });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= MAX_HOPS) return hops;
      context.addIssue({ code: 'custom', message: `at most ${String(MAX_HOPS)} proxies in front of the server` });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length === 0) return entries;
    const everything = bad.some((entry) => /\/0+$/.test(entry));
    context.addIssue({
      code: 'custom',
      message: everything
        ? EVERY_HOP
        : `not a number of proxies or a list of their addresses: ${bad.map((entry) => JSON.stringify(entry)).join(', ')}`,
    });
    return z.NEVER;
  });

/**
 * Fastify's form of the setting. A count becomes "the first N hops", counted from the TCP peer (Fastify
 * reads a bare number as trusting nobody). A count cannot check that the peer is a proxy: with one, the server
 * must be reachable only through its proxies; the addresses' form holds even when it is not.
 */
export function proxyTrust(
  setting: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
