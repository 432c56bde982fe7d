import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from './testServer.ts';

/**
 * The one set-up of an API test file: a real server with its own database, started before the file's tests and
 * closed after them. Returns a handle usable at the file's top level; it reaches the server once it has started.
 */
export function useTestServer(options: TestServerOptions = {}): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return new Proxy({} as TestServer, {
    get(_target, property) {
      if (!server) throw new Error('The test server starts in beforeAll: use it inside hooks and tests.');
      const value: unknown = Reflect.get(server, property);
      return typeof value === 'function' ? value.bind(server) : value;
    },
  });
}
