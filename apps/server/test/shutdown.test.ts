import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exitOf, freePort, startServer, waitForHealth, type ServerProcess } from './server-process.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one GET on a kept-alive socket and resolves with the whole answer's head, or the socket's fate. */
function getOn(socket: Socket, path: string) {
  return new Promise<string>((resolve) => {
    if (socket.closed || socket.readyState !== 'open') return resolve('closed before the request');
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString();
      if (head.includes('\r\n\r\n')) finish(head.split('\r\n\r\n')[0]!);
    };
    const finish = (answer: string) => {
      socket.off('data', onData).off('close', onClose).off('error', onError);
      resolve(answer);
    };
    const onClose = () => finish('closed without an answer');
    const onError = (error: Error) => finish(`socket error: ${error.message}`);
    socket.on('data', onData).once('close', onClose).once('error', onError);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  });
}

let server: ServerProcess | undefined;
let dataDir: string | undefined;
afterEach(() => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it('stops with exit code 0 soon after SIGTERM', { timeout: 60_000 }, async () => {
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'crankworks-shutdown-'));
    server = startServer({ PORT: String(port), DATA_DIR: dataDir });

    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, server);
    // The first start seeded the catalogue.
    const products = (await (await fetch(`${base}/api/products`)).json()) as { items: unknown[] };
    expect(products.items.length).toBeGreaterThanOrEqual(10);

    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    const code = await exitOf(server.child);
    expect(code, server.output()).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });

  // A load balancer keeps idle connections to a node and may pick one in the moment before its
  // health check sees the node leave; a node that closed it then loses that request.
  it('answers a request on a socket that was idle when SIGTERM came', { timeout: 60_000 }, async () => {
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'crankworks-shutdown-'));
    server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(`http://127.0.0.1:${port}`, server);

    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    expect(await getOn(socket, '/api/health')).toMatch(/^HTTP\/1\.1 200/);
    await pause(800);
    server.child.kill('SIGTERM');
    await pause(300);
    const answer = await getOn(socket, '/api/products');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(await exitOf(server.child), server.output()).toBe(0);
  });
});
