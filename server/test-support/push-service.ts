import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, Agent, type Server } from 'node:https';
import { selfSignedCert } from './self-signed-cert';

/**
 * A stand-in Web Push service on loopback HTTPS, as a browser vendor's would behave: it accepts a
 * message only with a valid VAPID JWT (ES256, signed by the key in `k=`, audience = its origin, not
 * expired; RFC 8292), and decrypts the aes128gcm body (RFC 8188) with the subscription's private key
 * and auth secret (RFC 8291), recording what the device would have shown. An endpoint path can be
 * told to answer 404 or 410 (a subscription the browser dropped).
 */
type PushedMessage = { endpoint: string; payload: unknown; ttl: string | undefined; vapidKey: string };
export type TestDevice = {
  endpoint: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
};

const b64url = (buffer: Buffer) => buffer.toString('base64url');

export async function startPushService() {
  const { cert, key } = selfSignedCert();
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const statusFor = new Map<string, number>();
  const received: PushedMessage[] = [];
  const refused: string[] = [];
  let origin = '';

  function checkVapid(header: string | undefined): string {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
    if (!match) throw new Error('no vapid authorization');
    const [, token = '', publicKey = ''] = match;
    const [head = '', claims = '', signature = ''] = token.split('.');
    const raw = Buffer.from(publicKey, 'base64url');
    const jwk = { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) };
    const valid = verify(
      'sha256',
      Buffer.from(`${head}.${claims}`),
      { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!valid) throw new Error('bad vapid signature');
    const jose = JSON.parse(Buffer.from(head, 'base64url').toString());
    const body = JSON.parse(Buffer.from(claims, 'base64url').toString());
    if (jose.alg !== 'ES256') throw new Error('vapid alg is not ES256');
    if (body.aud !== origin) throw new Error(`vapid aud ${body.aud} is not ${origin}`);
    if (!(body.exp * 1000 > Date.now())) throw new Error('vapid token expired');
    if (!/^(mailto:|https:)/.test(body.sub)) throw new Error('vapid sub missing');
    return publicKey;
  }

  function decrypt(endpoint: string, body: Buffer): unknown {
    const device = devices.get(endpoint);
    if (!device) throw new Error('unknown endpoint');
    const salt = body.subarray(0, 16);
    const recordSize = body.readUInt32BE(16);
    const idLength = body.readUInt8(20);
    const serverKey = body.subarray(21, 21 + idLength);
    const record = body.subarray(21 + idLength);
    if (record.length > recordSize) throw new Error('more than one record');
    const shared = device.ecdh.computeSecret(serverKey);
    const info = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverKey]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, info, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error('last record delimiter missing');
    return JSON.parse(padded.subarray(0, end).toString('utf8'));
  }

  const server: Server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const status = statusFor.get(endpoint);
      if (status) {
        response.writeHead(status).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const vapidKey = checkVapid(request.headers.authorization);
        const payload = decrypt(endpoint, Buffer.concat(chunks));
        received.push({ endpoint, payload, ttl: request.headers.ttl?.toString(), vapidKey });
        response.writeHead(201).end();
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    origin,
    /** Its entry for PUSH_ALLOWED_HOSTS: the app accepts only the push services it lists. */
    allowedHost: origin.replace('https://', ''),
    received,
    refused,
    /** An agent that trusts this service's certificate (give it to the app as pushAgent). */
    agent: new Agent({ ca: cert }),
    /** A new browser subscription: its own P-256 key pair and auth secret, like PushManager.subscribe. */
    device(name = randomBytes(6).toString('hex')): TestDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${name}`;
      devices.set(endpoint, { ecdh, auth });
      return {
        endpoint,
        subscription: { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } },
      };
    },
    /** From now on this endpoint answers `status` (404 or 410: the browser unsubscribed). */
    answer(endpoint: string, status: number) {
      statusFor.set(endpoint, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
