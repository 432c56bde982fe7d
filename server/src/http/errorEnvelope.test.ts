import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStoreUnavailableError } from '../files/fileStore.ts';
import type { AppState } from './context.ts';
import { errorEnvelope } from './middleware.ts';

let url = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  const app = new Koa<AppState>();
  app.use(errorEnvelope());
  // A download that describes its file, then finds the file store unreachable as it opens it.
  app.use((ctx) => {
    ctx.set('Content-Type', 'application/pdf');
    ctx.set('Content-Length', '48213');
    ctx.set('Content-Disposition', 'inline; filename="paystub.pdf"');
    throw new FileStoreUnavailableError('The file store did not answer.', new Error('connect ECONNREFUSED'));
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

describe('a download that fails after describing its file', () => {
  it('answers the 503 envelope with Retry-After, and nothing of the file it meant to send', async () => {
    const response = await fetch(`${url}/api/doc/view/3`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { status: number; statusText: string };
    expect(body.status).toBe(503);
    expect(body.statusText).not.toBe('');
    expect(Number(response.headers.get('content-length'))).toBe(JSON.stringify(body).length);
  });
});
