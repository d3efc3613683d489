import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { field, isRecord, parseStripeForm, type Json } from './stripe-form';

/**
 * A stand-in for the few Stripe API endpoints the app calls (customers, subscriptions), for tests.
 * The real SDK talks to it through STRIPE_API_URL; it keeps objects in memory in the shapes of the
 * API version the SDK pins, and records every request for assertions.
 */
type RecordedRequest = { method: string; path: string; params: Json };

export type FakeSubscription = {
  id: string;
  customer: string;
  status: string;
  created: number;
  itemId: string;
  priceId: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: number;
  metadata: Json;
  invoice: { id: string; status: 'open' | 'paid'; clientSecret: string | null };
  pendingPriceId: string | null;
};

type FakeStripeBehaviour = {
  /** 'incomplete' = first invoice waits for the browser (the normal case); 'active' = no payment due. */
  newSubscriptionStatus: 'incomplete' | 'active';
  /** The first invoice comes back without a confirmation secret. */
  omitPaymentSecret: boolean;
  /** A price change must be paid in the browser before it takes effect. */
  changeNeedsPayment: boolean;
  /** Every request answers this Stripe error. */
  failWith: { status: number; message: string } | null;
  /** Every answer waits this long (a slow provider keeps a setup in flight). */
  delayMs: number;
};

const DAY = 86_400;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => resolve(data));
  });

export async function startFakeStripe() {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Json>();
  const subscriptions = new Map<string, FakeSubscription>();
  const behaviour: FakeStripeBehaviour = {
    newSubscriptionStatus: 'incomplete',
    omitPaymentSecret: false,
    changeNeedsPayment: false,
    failWith: null,
    delayMs: 0,
  };
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_${(++counter).toString().padStart(6, '0')}`;
  const now = () => Math.floor(Date.now() / 1000);

  const newInvoice = (status: 'open' | 'paid', withSecret = true) => {
    const id = nextId('in');
    return { id, status, clientSecret: withSecret ? `pi_${id}_secret_${counter}` : null };
  };

  function subscriptionJson(sub: FakeSubscription, expandInvoice: boolean): Json {
    const invoice = {
      id: sub.invoice.id,
      object: 'invoice',
      status: sub.invoice.status,
      confirmation_secret: sub.invoice.clientSecret
        ? { client_secret: sub.invoice.clientSecret, type: 'payment_intent' }
        : null,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
    };
    return {
      id: sub.id,
      object: 'subscription',
      customer: sub.customer,
      status: sub.status,
      created: sub.created,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      cancel_at: null,
      metadata: sub.metadata,
      items: {
        object: 'list',
        data: [
          {
            id: sub.itemId,
            object: 'subscription_item',
            price: { id: sub.priceId, object: 'price' },
            current_period_end: sub.currentPeriodEnd,
          },
        ],
      },
      latest_invoice: expandInvoice ? invoice : invoice.id,
      pending_update: sub.pendingPriceId ? { expires_at: now() + DAY, subscription_items: [] } : null,
    };
  }

  const wantsInvoice = (params: Json) =>
    Object.values(isRecord(params.expand) ? params.expand : {}).some((path) =>
      String(path).startsWith('latest_invoice'),
    );

  function route(method: string, path: string, params: Json): [number, Json] {
    if (behaviour.failWith) {
      const { status, message } = behaviour.failWith;
      return [status, { error: { type: 'api_error', message } }];
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: nextId('cus'), object: 'customer', ...params };
      customers.set(String(customer.id), customer);
      return [200, customer];
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const active = behaviour.newSubscriptionStatus === 'active';
      const sub: FakeSubscription = {
        id: nextId('sub'),
        customer: String(params.customer),
        status: behaviour.newSubscriptionStatus,
        created: now(),
        itemId: nextId('si'),
        priceId: String(field(params, 'items', '0', 'price')),
        cancelAtPeriodEnd: false,
        currentPeriodEnd: now() + 30 * DAY,
        metadata: isRecord(params.metadata) ? params.metadata : {},
        invoice: newInvoice(active ? 'paid' : 'open', !behaviour.omitPaymentSecret),
        pendingPriceId: null,
      };
      subscriptions.set(sub.id, sub);
      return [200, subscriptionJson(sub, wantsInvoice(params))];
    }
    const customerMatch = /^\/v1\/customers\/([\w-]+)$/.exec(path);
    if (method === 'DELETE' && customerMatch) {
      const id = customerMatch[1] ?? '';
      if (!customers.delete(id))
        return [
          404,
          { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such customer' } },
        ];
      // As Stripe does: deleting a customer cancels its subscriptions at once.
      for (const sub of subscriptions.values()) if (sub.customer === id) sub.status = 'canceled';
      return [200, { id, object: 'customer', deleted: true }];
    }
    const match = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    const sub = match ? subscriptions.get(match[1] ?? '') : undefined;
    if (!sub)
      return [
        404,
        {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' },
        },
      ];
    if (method === 'POST') {
      if (params.cancel_at_period_end !== undefined)
        sub.cancelAtPeriodEnd = params.cancel_at_period_end === 'true';
      const price = field(params, 'items', '0', 'price');
      if (price !== undefined) {
        if (behaviour.changeNeedsPayment && params.payment_behavior === 'pending_if_incomplete') {
          sub.pendingPriceId = String(price);
          sub.invoice = newInvoice('open');
        } else {
          sub.priceId = String(price);
          sub.invoice = newInvoice('paid');
        }
      }
    }
    if (method === 'DELETE') sub.status = 'canceled';
    return [200, subscriptionJson(sub, wantsInvoice(params))];
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void readBody(request).then(async (body) => {
      if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
      const url = new URL(request.url ?? '/', 'http://fake');
      const params = parseStripeForm(request.method === 'GET' ? url.search.slice(1) : body);
      const method = request.method ?? 'GET';
      requests.push({ method, path: url.pathname, params });
      const [status, json] = route(method, url.pathname, params);
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    subscriptions,
    behaviour,
    /** The subscription as the API (and webhook payloads) would show it. */
    subscriptionJson: (id: string, expandInvoice = false) => {
      const sub = subscriptions.get(id);
      if (!sub) throw new Error(`no fake subscription ${id}`);
      return subscriptionJson(sub, expandInvoice);
    },
    /** Simulates the browser paying the open invoice (and any pending price change). */
    pay(id: string) {
      const sub = subscriptions.get(id);
      if (!sub) throw new Error(`no fake subscription ${id}`);
      sub.status = 'active';
      sub.invoice.status = 'paid';
      if (sub.pendingPriceId) sub.priceId = sub.pendingPriceId;
      sub.pendingPriceId = null;
    },
    calls: (method: string, pathPrefix: string) =>
      requests.filter((entry) => entry.method === method && entry.path.startsWith(pathPrefix)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
