import { startStripeStandIn } from '../../apps/server/test/stripe-stand-in.ts';
import type { BenchDatabase } from './databases.ts';
import { demoAdmin, prepareOrderLoad, signIn } from './orders.ts';
import { startServer } from './server.ts';

/** How many times another customer orders and the health check is asked while the slow call waits. */
const SAMPLES = 5;

const timed = async (request: () => Promise<Response>) => {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`slow-provider bench: ${response.status} from ${response.url}`);
  return performance.now() - started;
};

/**
 * Issue 34's figure: with the card provider answering in 15 s, or never (a local stand-in of Stripe's
 * API), one customer starts paying; meanwhile another customer orders and the health check is asked,
 * SAMPLES times each. Prints the worst of each, and what the slow customer got and when.
 */
export async function slowProvider(database: BenchDatabase) {
  const standIn = await startStripeStandIn();
  const store = await database.fresh('slow_provider');
  const server = await startServer({
    dataDir: store.dataDir,
    databaseUrl: store.url,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_bench',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
      STRIPE_WEBHOOK_SECRET: 'whsec_bench',
      STRIPE_API_BASE: standIn.url,
    },
  });
  try {
    const order = await prepareOrderLoad(server.baseURL);
    const other = await signIn(server.baseURL, demoAdmin);
    const post = (cookie: string, path: string, body: unknown) =>
      fetch(`${server.baseURL}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: server.baseURL },
        body: JSON.stringify(body),
      });
    const orderBody = JSON.parse(order.body as string) as Record<string, unknown>;
    for (const [name, delayMs] of [
      ['answering in 15 s', 15_000],
      ['never answering', Infinity],
    ] as const) {
      const placed = await post(order.customerCookie, '/api/order', orderBody);
      const { insertedId } = (await placed.json()) as { insertedId: string };
      standIn.delayMs = delayMs;
      const asked = standIn.requests.length;
      const started = performance.now();
      const slow = post(order.customerCookie, '/api/create-payment-intent', { orderId: insertedId }).then(
        async (response) => ({
          status: response.status,
          ms: performance.now() - started,
          body: await response.text(),
        }),
      );
      while (standIn.requests.length === asked) await new Promise((resolve) => setTimeout(resolve, 10));
      const orderMs: number[] = [];
      const healthMs: number[] = [];
      for (let sample = 0; sample < SAMPLES; sample += 1) {
        orderMs.push(await timed(() => post(other.cookie, '/api/order', orderBody)));
        healthMs.push(await timed(() => fetch(`${server.baseURL}/api/health`)));
      }
      const answer = await slow;
      standIn.delayMs = 0;
      console.log(
        `  provider ${name}: another customer's order worst ${Math.max(...orderMs).toFixed(0)} ms, ` +
          `/api/health worst ${Math.max(...healthMs).toFixed(0)} ms (goal ≤ 1000); ` +
          `the slow customer: ${answer.status} after ${answer.ms.toFixed(0)} ms (${answer.body.slice(0, 80)})`,
      );
    }
  } finally {
    await server.stop();
    await standIn.close();
  }
}
