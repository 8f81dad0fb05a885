import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A small Stripe on loopback for tests (DESIGN.md §10): the calls the adapter makes — connected
 * accounts, account links, Checkout Sessions, refunds — with Stripe's form encoding, its
 * `Authorization`, `Stripe-Account` and `Idempotency-Key` headers, and idempotent answers; and
 * webhook events signed with the SDK's own test header, as Stripe signs them.
 */
export interface FakeStripe {
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** Every request, in order, as the server read it. */
  requests: { method: string; path: string; account?: string; form: URLSearchParams }[];
  /** Answer 500 to the next `n` requests (a provider outage). */
  failNext(n: number): void;
  /** The card refuses the next `n` off-session charges (402 `card_declined`, as Stripe says it). */
  declineNextCharges(n: number): void;
  /** A signed webhook delivery of an event of this type about `object`. */
  signedEvent(
    type: string,
    object: Record<string, unknown>,
    account?: string,
  ): {
    body: string;
    signature: string;
    id: string;
  };
  close(): Promise<void>;
}

const SECRET_KEY = 'sk_test_fake0000000000000000000000';
const WEBHOOK_SECRET = 'whsec_fake000000000000000000000000';
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const byIdempotencyKey = new Map<string, unknown>();
  let failures = 0;
  let declines = 0;
  const stripe = new Stripe(SECRET_KEY);

  const server = createServer(async (req, res) => {
    const form = await readForm(req);
    const path = (req.url ?? '').split('?')[0]!;
    const account = req.headers['stripe-account'] as string | undefined;
    requests.push({ method: req.method ?? '', path, account, form });
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${SECRET_KEY}`) {
      return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    }
    if (failures > 0) {
      failures--;
      return reply(500, { error: { type: 'api_error', message: 'Fake outage' } });
    }
    const key = req.headers['idempotency-key'] as string | undefined;
    const remembered = key && byIdempotencyKey.get(`${account}:${key}`);
    // Stripe answers a repeated key as it answered first, a refusal included.
    if (remembered) return reply(Object.hasOwn(remembered, 'error') ? 402 : 200, remembered);
    let body: unknown;
    if (req.method === 'POST' && path === '/v1/accounts') {
      body = { id: newId('acct'), object: 'account', charges_enabled: false };
    } else if (req.method === 'POST' && path === '/v1/account_links') {
      body = { object: 'account_link', url: `https://connect.fake/setup/${form.get('account')}` };
    } else if (req.method === 'POST' && path === '/v1/customers') {
      if (!account) return reply(400, { error: { message: 'Customers live on the account' } });
      body = { id: newId('cus'), object: 'customer', email: form.get('email') };
    } else if (req.method === 'GET' && path.startsWith('/v1/setup_intents/')) {
      // The card the guest saved on the setup page.
      body = {
        id: path.split('/').at(-1),
        object: 'setup_intent',
        status: 'succeeded',
        payment_method: 'pm_card_visa',
      };
    } else if (req.method === 'POST' && path === '/v1/payment_intents') {
      if (!account) return reply(400, { error: { message: 'Direct charges need Stripe-Account' } });
      const intent = {
        id: newId('pi'),
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        customer: form.get('customer'),
        payment_method: form.get('payment_method'),
      };
      if (declines > 0) {
        declines--;
        const declined = {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
            payment_intent: { ...intent, status: 'requires_payment_method' },
          },
        };
        if (key) byIdempotencyKey.set(`${account}:${key}`, declined);
        return reply(402, declined);
      }
      body = { ...intent, status: 'succeeded' };
    } else if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      if (!account) return reply(400, { error: { message: 'Direct charges need Stripe-Account' } });
      const id = newId('cs_test');
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const match = /^metadata\[(\w+)\]$/.exec(name);
        if (match) metadata[match[1]!] = value;
      }
      body = {
        id,
        object: 'checkout.session',
        mode: form.get('mode') ?? 'payment',
        customer: form.get('customer'),
        url: `https://checkout.fake/pay/${id}`,
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]') ?? 0),
        currency: 'eur',
        metadata,
        payment_status: 'unpaid',
        status: 'open',
      };
    } else if (req.method === 'POST' && path === '/v1/refunds') {
      body = {
        id: newId('re'),
        object: 'refund',
        amount: Number(form.get('amount')),
        payment_intent: form.get('payment_intent'),
        status: 'succeeded',
      };
    } else {
      return reply(404, { error: { type: 'invalid_request_error', message: `No ${path}` } });
    }
    if (key) byIdempotencyKey.set(`${account}:${key}`, body);
    return reply(200, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiUrl: `http://127.0.0.1:${port}`,
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    requests,
    failNext(n) {
      failures = n;
    },
    declineNextCharges(n) {
      declines = n;
    },
    signedEvent(type, object, account) {
      const id = newId('evt');
      const body = JSON.stringify({
        id,
        object: 'event',
        type,
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        ...(account && { account }),
        data: { object },
      });
      const signature = stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: WEBHOOK_SECRET,
      });
      return { body, signature, id };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
