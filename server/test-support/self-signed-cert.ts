import { generateKeyPairSync, randomBytes, sign, X509Certificate } from 'node:crypto';

/**
 * A self-signed TLS certificate for 127.0.0.1 / localhost, made with node:crypto alone: a P-256 key
 * and a minimal X.509 v3 certificate encoded by hand in DER (RFC 5280), valid for a day. Tests
 * serve loopback HTTPS with it and trust it explicitly (an https.Agent with `ca`).
 */
function der(tag: number, content: Buffer): Buffer {
  const length = content.length;
  const header =
    length < 0x80
      ? Buffer.from([tag, length])
      : length < 0x100
        ? Buffer.from([tag, 0x81, length])
        : Buffer.from([tag, 0x82, length >> 8, length & 0xff]);
  return Buffer.concat([header, content]);
}

const sequence = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));
const hex = (value: string) => Buffer.from(value.replaceAll(' ', ''), 'hex');
const ECDSA_WITH_SHA256 = sequence(hex('06 08 2A 86 48 CE 3D 04 03 02'));
const COMMON_NAME = hex('06 03 55 04 03');
const SUBJECT_ALT_NAME = hex('06 03 55 1D 11');
const BASIC_CONSTRAINTS = hex('06 03 55 1D 13');

function utcTime(date: Date): Buffer {
  const text = date.toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z';
  return der(0x17, Buffer.from(text, 'ascii'));
}

export function selfSignedCert(): { cert: string; key: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const name = sequence(der(0x31, sequence(COMMON_NAME, der(0x0c, Buffer.from('localhost')))));
  const now = Date.now();
  const serial = randomBytes(8);
  // A positive INTEGER in minimal DER form: the first byte neither has its high bit set nor is zero.
  serial[0] = ((serial[0] ?? 0) & 0x3f) | 0x01;
  const altNames = sequence(der(0x87, hex('7F 00 00 01')), der(0x82, Buffer.from('localhost')));
  const extensions = der(
    0xa3,
    sequence(
      sequence(BASIC_CONSTRAINTS, der(0x04, sequence(hex('01 01 FF')))),
      sequence(SUBJECT_ALT_NAME, der(0x04, altNames)),
    ),
  );
  const tbs = sequence(
    hex('A0 03 02 01 02'),
    der(0x02, serial),
    ECDSA_WITH_SHA256,
    name,
    sequence(utcTime(new Date(now - 60_000)), utcTime(new Date(now + 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    extensions,
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = sequence(
    tbs,
    ECDSA_WITH_SHA256,
    der(0x03, Buffer.concat([Buffer.from([0]), signature])),
  );
  // 64-character lines with no empty line before the footer, whatever the length.
  const body = (certificate.toString('base64').match(/.{1,64}/g) ?? []).join('\n');
  const cert = `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`;
  new X509Certificate(cert); // throws now, rather than inside a TLS handshake, if the encoding is off
  return { cert, key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
}
