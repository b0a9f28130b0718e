/**
 * What both couriers' stand-ins share: a local HTTP server holding merchant accounts and their parcels in memory,
 * and a control surface under /__stand-in/ that the tests use as a courier's merchant portal and its bad days:
 * - POST /__stand-in/accounts          a new merchant account; answers its credentials
 * - POST /__stand-in/next { account, behaviour, ms?, call? }  the account's next call (or next call to an address
 *   holding `call`: 'bookPacket') is 'slow' (answered after ms), 'timeout' (done, then answered only after ms:
 *   longer than the shop waits), 'down' (503, nothing done), 'busy' (the courier's own readable "no", nothing done:
 *   it takes no more calls now), or done and then answered HTTP 200 with what the shop cannot read, as a proxy in
 *   the way may: 'cut-off' (the courier's JSON cut short) or 'maintenance' (an HTML page); or 'untracked': done, and
 *   answered yes with the tracking number left empty, as a courier's API sometimes does
 * - POST /__stand-in/next-number { account, trackingNumber }  the account's next booking is given this number (a
 *   courier's mistake: one it gave another parcel)
 * - GET  /__stand-in/parcels?account=  the account's parcels, as the courier holds them
 * - POST /__stand-in/move { account, trackingNumber, status, reason? }  the courier moves a parcel
 * - GET  /__stand-in/calls?account=    how many calls the account's API has answered (a benchmark counts them)
 * - POST /__stand-in/pay { account, trackingNumber, reference, amount, date }  the courier pays the shop for it
 * The servers never keep the test process alive: they and every held answer are unref'd, and close() ends them.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Behaviour = 'slow' | 'timeout' | 'down' | 'busy' | 'cut-off' | 'maintenance' | 'untracked';

/** The next call's bad day: which, how long it holds its answer, and for which call (any, when null). */
export interface Next {
  behaviour: Behaviour;
  ms: number;
  call: string | null;
}

export interface StandInParcel {
  trackingNumber: string;
  reference: string;
  city: string;
  codAmount: number;
  status: string;
  reason: string;
  history: { status: string; at: string; reason: string }[];
  fields: Record<string, unknown>;
  /** Set once the courier has paid the shop for the parcel. */
  payment?: { reference: string; amount: number; date: string };
}

export interface Account {
  id: string;
  credentials: Record<string, string>;
  parcels: Map<string, StandInParcel>;
  next: Next | null;
  /** The tracking number the account's next booking is given, once, in place of a new one. */
  nextNumber: string | null;
  calls: number;
}

/** The tracking number of a parcel booked now: the one the test chose for it, else a new one the courier makes. */
export function bookedNumber(account: Account, made: () => string): string {
  const chosen = account.nextNumber;
  account.nextNumber = null;
  return chosen ?? made();
}

export interface Answer {
  status: number;
  body: unknown;
  type?: string;
}

/** One courier's protocol: which account a request is for, and its answer. */
export interface Protocol {
  /** Credentials for a new account. */
  newCredentials(): Record<string, string>;
  /** The account the request's credentials name, or null (the protocol then answers its own refusal). */
  accountOf(accounts: Account[], request: Parsed): Account | null;
  answer(account: Account | null, request: Parsed): Answer;
  /** Its answer when the account's next call is 'down'. */
  down: Answer;
  /** Its refusal, in its own shape, of a call it takes no more of now (the account's next call is 'busy'). */
  busy: Answer;
  /** Its yes with the tracking number left empty (the account's next call is 'untracked'). */
  untracked(answer: Answer): Answer;
}

export interface Parsed {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface StandIn {
  url: string;
  close(): Promise<void>;
}

const CONTROL = '/__stand-in';

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if (!raw) return {};
  if ((request.headers['content-type'] ?? '').includes('json')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

function send(response: ServerResponse, answer: Answer) {
  if (response.destroyed) return;
  const isBytes = answer.body instanceof Uint8Array;
  const isText = typeof answer.body === 'string' && answer.type !== undefined;
  response.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' });
  response.end(isBytes || isText ? answer.body : JSON.stringify(answer.body));
}

/**
 * The courier's answer as a proxy in its way may hand it on, once the courier has done the work: its JSON cut short
 * mid-word, or the proxy's own maintenance page, both as HTTP 200.
 */
function unreadable(answer: Answer, behaviour: 'cut-off' | 'maintenance'): Answer {
  if (behaviour === 'maintenance')
    return {
      status: 200,
      type: 'text/html',
      body: '<!doctype html><html><head><title>Maintenance</title></head><body><h1>Maintenance</h1><p>We will be back shortly.</p></body></html>',
    };
  const whole = JSON.stringify(answer.body);
  return { status: 200, type: 'application/json', body: whole.slice(0, Math.ceil(whole.length / 2)) };
}

/** Pakistan Standard Time: UTC+5, with no daylight saving. */
const PAKISTAN_OFFSET_MS = 5 * 60 * 60 * 1000;

/** Now as Pakistan's couriers write it: their local time, without a zone ('2026-11-29 14:05:00'). */
export const nowText = () => new Date(Date.now() + PAKISTAN_OFFSET_MS).toISOString().replace('T', ' ').slice(0, 19);

export async function startStandIn(protocol: Protocol, port = 0): Promise<StandIn> {
  const accounts: Account[] = [];
  const held = new Set<NodeJS.Timeout>();

  async function control(parsed: Parsed): Promise<Answer> {
    const account = accounts.find((a) => a.id === (parsed.body.account ?? parsed.query.get('account')));
    if (parsed.method === 'POST' && parsed.path === `${CONTROL}/accounts`) {
      const made: Account = {
        id: crypto.randomUUID(),
        credentials: protocol.newCredentials(),
        parcels: new Map(),
        next: null,
        nextNumber: null,
        calls: 0,
      };
      accounts.push(made);
      return { status: 201, body: { account: made.id, credentials: made.credentials } };
    }
    if (!account) return { status: 404, body: { error: 'no such account' } };
    if (parsed.method === 'POST' && parsed.path === `${CONTROL}/next`) {
      account.next = {
        behaviour: parsed.body.behaviour as Behaviour,
        ms: Number(parsed.body.ms ?? 3000),
        call: typeof parsed.body.call === 'string' ? parsed.body.call : null,
      };
      return { status: 200, body: { ok: true } };
    }
    if (parsed.method === 'POST' && parsed.path === `${CONTROL}/next-number`) {
      account.nextNumber = String(parsed.body.trackingNumber);
      return { status: 200, body: { ok: true } };
    }
    if (parsed.method === 'GET' && parsed.path === `${CONTROL}/calls`)
      return { status: 200, body: { calls: account.calls } };
    if (parsed.method === 'GET' && parsed.path === `${CONTROL}/parcels`)
      return { status: 200, body: { parcels: [...account.parcels.values()] } };
    if (parsed.method === 'POST' && parsed.path === `${CONTROL}/move`) {
      const parcel = account.parcels.get(String(parsed.body.trackingNumber));
      if (!parcel) return { status: 404, body: { error: 'no such parcel' } };
      parcel.status = String(parsed.body.status);
      parcel.reason = String(parsed.body.reason ?? '');
      parcel.history.push({ status: parcel.status, at: nowText(), reason: parcel.reason });
      return { status: 200, body: { parcel } };
    }
    if (parsed.method === 'POST' && parsed.path === `${CONTROL}/pay`) {
      const parcel = account.parcels.get(String(parsed.body.trackingNumber));
      if (!parcel) return { status: 404, body: { error: 'no such parcel' } };
      const { reference, amount, date } = parsed.body as { reference: string; amount: number; date: string };
      parcel.payment = { reference, amount, date };
      return { status: 200, body: { parcel } };
    }
    return { status: 404, body: { error: 'no such control' } };
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const parsed: Parsed = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: await bodyOf(request),
      };
      if (parsed.path.startsWith(CONTROL)) return send(response, await control(parsed));
      const account = protocol.accountOf(accounts, parsed);
      // A bad day named for one call waits for that call; the calls before it go as usual.
      const next =
        account?.next && (!account.next.call || parsed.path.includes(account.next.call)) ? account.next : null;
      if (account) {
        if (next) account.next = null;
        account.calls += 1;
      }
      if (next?.behaviour === 'down') return send(response, protocol.down);
      if (next?.behaviour === 'busy') return send(response, protocol.busy);
      const wait = (ms: number, then: () => void) => {
        const timer = setTimeout(() => {
          held.delete(timer);
          then();
        }, ms);
        timer.unref();
        held.add(timer);
      };
      if (next?.behaviour === 'slow') return wait(next.ms, () => send(response, protocol.answer(account, parsed)));
      const answer = protocol.answer(account, parsed);
      // The courier did the work; its answer is what never arrives in time.
      if (next?.behaviour === 'timeout') return wait(next.ms, () => send(response, answer));
      if (next?.behaviour === 'cut-off' || next?.behaviour === 'maintenance')
        return send(response, unreadable(answer, next.behaviour));
      if (next?.behaviour === 'untracked') return send(response, protocol.untracked(answer));
      send(response, answer);
    })().catch((err: unknown) => send(response, { status: 500, body: { error: String(err) } }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  server.unref();
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of held) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The cities both stand-ins deliver to, as the couriers spell them; any other city is unknown to them. */
export const STAND_IN_CITIES = [
  'Karachi',
  'Lahore',
  'Islamabad',
  'Rawalpindi',
  'Faisalabad',
  'Multan',
  'Peshawar',
  'Quetta',
  'Hyderabad',
  'Sialkot',
  'Gujranwala',
];

export const digits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
