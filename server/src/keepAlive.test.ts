import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from './boot.ts';
import { useTestServer } from './testing/useTestServer.ts';

const server = useTestServer();

/** GET `path` on the agent's connection; resolves with the status and the local port the request went out on. */
function get(agent: Agent, path: string): Promise<{ status: number; port: number }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, port: req.socket?.localPort ?? 0 }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('kept-alive connections', () => {
  it('stay open longer than the load balancers in front keep theirs, idle requests included', () => {
    // A balancer that reuses a connection this server has just closed answers its caller 502.
    expect(SERVER_TIMEOUTS.keepAliveTimeout).toBeGreaterThan(60_000);
    // The socket's own inactivity timeout must not close an idle kept-alive connection first.
    expect(SERVER_TIMEOUTS.timeout).toBeGreaterThan(SERVER_TIMEOUTS.keepAliveTimeout);
  });

  it('serve a second request on the same connection after 6 s of quiet', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(agent, '/api/health');
      expect(first.status).toBe(200);
      await sleep(6_000);
      const second = await get(agent, '/api/health');
      expect(second.status).toBe(200);
      // The same socket: the server had not closed it while it was idle.
      expect(second.port).toBe(first.port);
    } finally {
      agent.destroy();
    }
  }, 20_000);
});
