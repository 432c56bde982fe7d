import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { CallLog } from './callStats.ts';

/**
 * One simulated borrower's browser on the wire: its own keep-alive connections (at most six to the origin, as a
 * browser opens over HTTP/1.1), the bearer token once signed in, compressed replies accepted, and its own client
 * address in X-Forwarded-For, written as the one proxy in front of the product (TRUST_PROXY=1) writes it. Every reply
 * is timed from the request's start to its last byte and recorded under the call's name; a reply the journey did not
 * expect (any other status, or no reply) throws, which ends that borrower's journey. Like a browser, a request sent
 * on a kept-alive connection that the server closed as it was reused (its idle timeout, boot.ts) is sent once more
 * on a new connection; the run counts those apart.
 */

/** The reply envelope of every API call (common/apiReplies.ts). */
export interface Envelope<T> {
  status: number;
  statusText: string;
  data: T;
  token?: string;
}

/** A reply the journey did not expect: the run counts it and the borrower stops. */
export class UnexpectedReplyError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    reply: string,
  ) {
    super(`${call}: ${status === 0 ? 'no reply' : `HTTP ${status}`} ${reply}`);
    this.name = 'UnexpectedReplyError';
  }
}

/** The connection failed before any of the reply came; `reused` when it was a kept-alive one sent on again. */
class ConnectionLost extends Error {
  constructor(
    message: string,
    readonly reused: boolean,
  ) {
    super(message);
    this.name = 'ConnectionLost';
  }
}

/** What one request sends besides its method and path. */
interface Outgoing {
  headers?: Record<string, string>;
  body?: Buffer;
  /** Statuses the journey expects; 200 when omitted. */
  expect?: readonly number[];
}

/** Browsers open at most six connections to one origin over HTTP/1.1. */
const CONNECTIONS_PER_BROWSER = 6;
/** Sends again after a reused connection was closed (the next idle one may have been closed at the same moment). */
const MAX_RESENDS = 2;

/** The calls of one simulated borrower, timed and recorded in the run's log. */
export class BorrowerClient {
  token: string | undefined;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS_PER_BROWSER });
  private sent = 0;

  constructor(
    private readonly origin: URL,
    /** The borrower's client address, as the proxy in front would pass it on. */
    private readonly address: string,
    /** Names this borrower's requests in their X-Request-Id, so a refusal's log line can be found. */
    private readonly name: string,
    private readonly log: CallLog,
  ) {}

  /** A JSON call to /api/{path}; resolves with the envelope of an expected reply. */
  async json<T>(call: string, method: string, path: string, body?: unknown) {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const reply = await this.send(call, method, path, {
      headers: payload ? { 'content-type': 'application/json' } : {},
      ...(payload ? { body: payload } : {}),
    });
    return JSON.parse(reply.body.toString('utf8')) as Envelope<T>;
  }

  /** Any call to /api/{path} (a file up or down); resolves with the status and the body's bytes. */
  async send(call: string, method: string, path: string, outgoing: Outgoing = {}) {
    this.sent += 1;
    const requestId = `${this.name}-${this.sent}`;
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-encoding': 'gzip, br',
      'x-forwarded-for': this.address,
      'x-request-id': requestId,
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      ...(outgoing.body ? { 'content-length': String(outgoing.body.length) } : {}),
      ...outgoing.headers,
    };
    const request = `${method} /api/${path}`;
    this.log.recordSent(call);
    const started = performance.now();
    let status = 0;
    let body: Buffer = Buffer.alloc(0);
    let failure = '';
    for (let attempt = 1; ; attempt += 1) {
      try {
        ({ status, body } = await this.exchange(method, `/api/${path}`, headers, outgoing.body));
        break;
      } catch (error) {
        if (error instanceof ConnectionLost && error.reused && attempt <= MAX_RESENDS) {
          this.log.recordResend(call);
          continue;
        }
        failure = error instanceof Error ? error.message : String(error);
        break;
      }
    }
    const ms = performance.now() - started;
    const expected = status !== 0 && (outgoing.expect ?? [200]).includes(status);
    if (expected) {
      this.log.record({ call, status, ms, expected });
      return { status, body };
    }
    const replyText = failure || statusTextOf(body);
    this.log.record({ call, status, ms, expected }, { request, reply: replyText, requestId });
    throw new UnexpectedReplyError(call, status, replyText);
  }

  /** Closes the borrower's idle connections. */
  close(): void {
    this.agent.destroy();
  }

  private exchange(
    method: string,
    path: string,
    headers: Record<string, string>,
    body: Buffer | undefined,
  ): Promise<{ status: number; body: Buffer }> {
    return new Promise((resolve, reject) => {
      let answered = false;
      const request = http.request(
        { host: this.origin.hostname, port: this.origin.port, method, path, headers, agent: this.agent },
        (response) => {
          answered = true;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            try {
              resolve({ status: response.statusCode ?? 0, body: decoded(response.headers, Buffer.concat(chunks)) });
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        },
      );
      request.on('error', (error) =>
        reject(answered ? error : new ConnectionLost(error.message, request.reusedSocket)),
      );
      request.end(body);
    });
  }
}

/** The body as sent before compression. */
function decoded(headers: http.IncomingHttpHeaders, body: Buffer): Buffer {
  const encoding = headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  return body;
}

/** The statusText of a JSON envelope, else the start of the body, for a refusal's report. */
function statusTextOf(body: Buffer): string {
  const text = body.toString('utf8');
  try {
    const parsed = JSON.parse(text) as { statusText?: unknown };
    if (typeof parsed.statusText === 'string') return parsed.statusText;
  } catch {
    /* not JSON: the text itself says it */
  }
  return text.slice(0, 200);
}
