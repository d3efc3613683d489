import { describe, expect, it } from 'vitest';
import { pushEndpointProblem } from './push-endpoints';

describe('pushEndpointProblem', () => {
  const extra = ['push.example.org', 'localhost:8443', '127.0.0.1:4443', '*.push.example.net'];
  it.each([
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', [], null],
    ['https://fcm.googleapis.com/fcm/send/abc', [], null],
    ['https://web.push.apple.com/QGx', [], null],
    ['https://wns2-par02p.notify.windows.com/w/?token=abc', [], null],
    ['https://FCM.googleapis.com/fcm/send/abc', [], null],
    ['https://fcm.googleapis.com:443/fcm/send/abc', [], null],
    ['http://fcm.googleapis.com/fcm/send/abc', [], 'must be an https URL'],
    ['not a url', [], 'must be an https URL'],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', [], 'must use port 443'],
    ['https://user:pass@fcm.googleapis.com/fcm/send/abc', [], 'must not contain a user name or password'],
    ['https://user@fcm.googleapis.com/x', [], 'must not contain a user name or password'],
    ['https://127.0.0.1:4443/push', [], 'must use a push service host name, not an IP address'],
    ['https://[::1]/push', [], 'must use a push service host name, not an IP address'],
    ['https://0x7f000001/push', [], 'must use a push service host name, not an IP address'],
    ['https://2130706433/push', [], 'must use a push service host name, not an IP address'],
    ['https://169.254.169.254/latest/meta-data', [], 'must use a push service host name, not an IP address'],
    ['https://metadata.google.internal/computeMetadata/v1', [], 'is not a push service this server sends to'],
    ['https://fcm.googleapis.com.evil.example/x', [], 'is not a push service this server sends to'],
    ['https://evilfcm.googleapis.com/x', [], 'is not a push service this server sends to'],
    ['https://notify.windows.com.evil.example/x', [], 'is not a push service this server sends to'],
    ['https://push.example.org/x', extra, null],
    ['https://push.example.org:8443/x', extra, 'must use port 443'],
    ['https://localhost:8443/x', extra, null],
    ['https://localhost/x', extra, 'must use port 8443'],
    ['https://127.0.0.1:4443/push', extra, null],
    ['https://127.0.0.1:4444/push', extra, 'must use a push service host name, not an IP address'],
    ['https://a.b.push.example.net/x', extra, null],
    ['https://push.example.net/x', extra, 'is not a push service this server sends to'],
  ] as const)('%s with %j', (endpoint, hosts, expected) => {
    expect(pushEndpointProblem(endpoint, hosts)).toBe(expected);
  });
});
