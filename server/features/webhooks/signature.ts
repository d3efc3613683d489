import { createHmac } from 'node:crypto';

/**
 * The Abundance-Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, keyed
 * with the webhook's secret. The time inside the signed text lets a receiver refuse old replays.
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}
