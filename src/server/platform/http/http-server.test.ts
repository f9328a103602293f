import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { httpServerWithFront, type FrontHandler } from './http-server';

let server: Server | undefined;
afterEach(() => server?.close());

async function serve(front: () => FrontHandler | undefined, errors: unknown[]) {
  const app = Fastify({ serverFactory: httpServerWithFront(front, (error) => errors.push(error)) });
  app.get('/*', async () => ({ from: 'fastify' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  server = app.server;
  return (app.server.address() as AddressInfo).port;
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('httpServerWithFront', () => {
  it('lets the front handler answer, and Fastify what it leaves', async () => {
    const front: FrontHandler = (request, response) => {
      if (request.url !== '/front') return false;
      response.writeHead(302, { location: '/there' }).end();
      return true;
    };
    const port = await serve(() => front, []);
    expect((await get(port, '/front')).status).toBe(302);
    expect(await get(port, '/other')).toEqual({ status: 200, body: '{"from":"fastify"}' });
  });

  it('leaves everything to Fastify until the getter has a front handler', async () => {
    let front: FrontHandler | undefined = undefined;
    const port = await serve(() => front, []);
    expect(await get(port, '/front')).toEqual({ status: 200, body: '{"from":"fastify"}' });
    front = (_request, response) => {
      response.writeHead(302, { location: '/there' }).end();
      return true;
    };
    expect((await get(port, '/front')).status).toBe(302);
  });

  it('survives a front handler that throws: the error is reported and Fastify answers', async () => {
    const errors: unknown[] = [];
    const port = await serve(
      () => () => {
        throw new Error('broken front');
      },
      errors,
    );
    expect(await get(port, '/anything')).toEqual({ status: 200, body: '{"from":"fastify"}' });
    expect(errors).toEqual([new Error('broken front')]);
  });
});
