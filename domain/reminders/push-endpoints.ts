/**
 * Where the server may send push messages (docs/reminders.md, "Devices"): the browsers' own push
 * services, plus what the operator lists in PUSH_ALLOWED_HOSTS. A subscription's endpoint is a URL the
 * member's browser hands over, so it is checked like any address a member gives: https on port 443
 * (or the port a listed `host:port` names), no user name or password, no IP address unless the
 * operator listed it, and a host on the list. The address it resolves to is checked again when the
 * server connects (server/http/outbound-guard.ts).
 */
const PUSH_SERVICE_HOSTS = [
  'updates.push.services.mozilla.com', // Firefox
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet
  'android.googleapis.com', // older Chrome subscriptions
  'web.push.apple.com', // Safari
  '*.push.apple.com',
  '*.notify.windows.com', // Edge on Windows (wns2-....notify.windows.com)
] as const;

const DEFAULT_PORT = '443';

/** Whether `host` (lower case, no port) matches one entry's host part: exact, or under `*.domain`. */
function hostMatches(pattern: string, host: string): boolean {
  return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
}

function splitEntry(entry: string): { host: string; port: string } {
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(entry);
  return { host: match?.[1] ?? entry, port: match?.[2] ?? DEFAULT_PORT };
}

const isIpLiteral = (host: string) => host.startsWith('[') || /^[\d.]+$/.test(host);

/**
 * Why the server will not send to this endpoint, as the rest of a message starting "endpoint: ", or
 * null when it may. `extraHosts` is PUSH_ALLOWED_HOSTS.
 */
export function pushEndpointProblem(endpoint: string, extraHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'must be an https URL';
  }
  if (url.protocol !== 'https:') return 'must be an https URL';
  if (url.username || url.password) return 'must not contain a user name or password';
  // URL parsing already turned other spellings of an address (0x7f000001, 2130706433) into this one.
  const host = url.hostname.toLowerCase();
  const port = url.port || DEFAULT_PORT;
  const entries = [...PUSH_SERVICE_HOSTS, ...extraHosts].map(splitEntry);
  if (isIpLiteral(host)) {
    // Only an address the operator wrote down exactly, port and all.
    return entries.some((entry) => entry.host === host && entry.port === port)
      ? null
      : 'must use a push service host name, not an IP address';
  }
  const known = entries.filter((entry) => !isIpLiteral(entry.host) && hostMatches(entry.host, host));
  if (known.length === 0) return 'is not a push service this server sends to';
  if (!known.some((entry) => entry.port === port)) return `must use port ${known[0]?.port ?? DEFAULT_PORT}`;
  return null;
}
