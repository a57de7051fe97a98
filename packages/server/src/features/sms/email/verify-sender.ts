import { Resolver } from 'node:dns/promises';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';

/** How the DKIM check looks up signing keys. */
export interface SenderCheckOptions {
  /** The DNS servers asked (`host` or `host:port`); the system's when absent. */
  dnsServers?: readonly string[] | undefined;
  /** The longest all of one mail's lookups may take together; past it the sender stays unverified. */
  deadlineMs?: number;
  /** Signing keys looked up per mail at most: a mail may carry any number of signatures. */
  maxLookups?: number;
}

/** A DNS answer mailauth's resolver gives (TXT records as their strings). */
type Answer = string[][];

/** Why a lookup was not made; mailauth counts it as a temporary DNS failure, so the signature does not pass. */
const refusedLookup = (message: string) => Object.assign(new Error(message), { code: 'EREFUSED' });

/**
 * A resolver for one mail's check: at most `maxLookups` lookups, all within `deadlineMs` (a lookup still running then
 * is cancelled). DNS that cannot be reached fails fast: one try of one second per server.
 */
function boundedResolver(options: SenderCheckOptions) {
  const dns = new Resolver({ timeout: 1000, tries: 1 });
  if (options.dnsServers?.length) dns.setServers([...options.dnsServers]);
  const deadline = Date.now() + (options.deadlineMs ?? 3000);
  let lookups = 0;
  return async (name: string, type: string): Promise<Answer> => {
    if (type !== 'TXT') throw refusedLookup(`Only TXT records are looked up, not ${type}`);
    if (++lookups > (options.maxLookups ?? 4)) throw refusedLookup('Too many signatures to check');
    const left = deadline - Date.now();
    if (left <= 0) throw refusedLookup('Out of time for DNS lookups');
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        dns.resolveTxt(name),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            dns.cancel();
            reject(refusedLookup('Out of time for DNS lookups'));
          }, left);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * Whether the receiving step can vouch for a mail's sender: a DKIM signature of the mail (its raw bytes) passed, made
 * by the domain of its one From address (relaxed alignment, as DMARC counts it: `mail.acme.example` vouches for
 * `acme.example`). `fromAddress` is the address the log keeps; a mail whose From header names another, or several,
 * is not vouched for. Any failure (no signature, a key not found, DNS out of reach or too slow, an altered body)
 * leaves the sender unverified; it never refuses the mail.
 */
export async function dkimVouchesForSender(
  raw: Uint8Array,
  fromAddress: string,
  options: SenderCheckOptions = {},
): Promise<boolean> {
  if (!fromAddress) return false;
  try {
    const result = await dkimVerify(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), {
      resolver: boundedResolver(options),
    });
    const from = result.headerFrom ?? [];
    if (from.length !== 1 || from[0]?.toLowerCase() !== fromAddress.toLowerCase()) return false;
    return result.results.some(
      (signature) => signature.status.result === 'pass' && !!signature.status.aligned,
    );
  } catch {
    return false;
  }
}
