import { expect, request, test, type APIResponse } from '@playwright/test';
import type { ProductPage } from '@crankworks/contract';
import { demoUsers } from '../fixtures.ts';
import { clusterURL } from './cluster-url.ts';

/** Enough rounds that HAProxy's round robin sends each page to both nodes. */
const ROUNDS = 4;

test('through HAProxy, a page rendered for a customer is kept by no cache and reaches nobody else', async () => {
  const visitor = await request.newContext({ baseURL: clusterURL });
  const customer = await request.newContext({ baseURL: clusterURL });
  const { email, password } = demoUsers.customer;
  const signedIn = await customer.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: clusterURL },
  });
  expect(signedIn.status()).toBe(200);
  const parts = (await (await visitor.get('/api/products?limit=1')).json()) as ProductPage;
  const partId = parts.items[0]?._id ?? '';
  const pages = ['/', `/products/${partId}`, `/purchase/${partId}`, '/dashboard/profile'];

  const servedBy = new Set<string>();
  const answers: [string, APIResponse][] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const url of pages) {
      answers.push([`visitor ${url}`, await visitor.get(url, { maxRedirects: 0 })]);
      const own = await customer.get(url);
      servedBy.add(own.headers()['x-served-by'] ?? '');
      expect(own.status(), url).toBe(200);
      expect(own.headers()['cache-control'], url).toBe('private, no-store');
      expect(own.headers().vary, url).toMatch(/\bcookie\b/);
      if (url.startsWith('/purchase/')) expect(await own.text()).toContain(email);
      answers.push([`visitor after the customer ${url}`, await visitor.get(url, { maxRedirects: 0 })]);
    }
  }
  expect(servedBy).toEqual(new Set(['node1', 'node2']));

  for (const [what, answer] of answers) {
    expect(await answer.text(), what).not.toContain(email);
    if (answer.status() === 200) {
      expect(answer.headers()['cache-control'], what).toBe('no-cache');
      expect(answer.headers().vary, what).toMatch(/\bcookie\b/);
    } else {
      expect(answer.status(), what).toBe(302);
      expect(answer.headers().location, what).toMatch(/^\/login\?from=/);
    }
  }
  await Promise.all([visitor.dispose(), customer.dispose()]);
});
