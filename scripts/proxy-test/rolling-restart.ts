import type { Answer, Client } from './https-client';
import { addToCart, openSession, placeInvoiceOrder, type Goods } from './shopper';

/** Every answer the shoppers got while the processes restarted. */
export interface LoadTally {
  requests: number;
  /** Requests that got no answer (refused, reset, broken off), with what went wrong. */
  connectionErrors: string[];
  /** Answers with a 5xx status, by path. */
  serverErrors: string[];
  ordersTried: number;
  /** The e-mail of every order answered as placed; each must be in the database exactly once. */
  ordersPlaced: string[];
  /** Orders answered with anything but 200 (status and path). */
  ordersFailed: string[];
}

export interface LoadOptions {
  call: Client;
  base: string;
  goods: Goods;
  shoppers: number;
  runId: string;
}

/**
 * Shoppers browsing and buying through the proxy in concurrent loops until stopped: the home page, a product into
 * the cart, the cart page, and an invoice order while the order budget lasts, each in a session of its own. Orders
 * are granted in portions (`grantOrders`), so they fall into every phase of the restart instead of all at the start:
 * the per-address order limit (60 in 10 min) counts every one of them, since they all come from this host.
 */
export function startLoad(options: LoadOptions): { grantOrders(count: number): void; stop(): Promise<LoadTally> } {
  const tally: LoadTally = { requests: 0, connectionErrors: [], serverErrors: [], ordersTried: 0, ordersPlaced: [], ordersFailed: [] };
  const { call, base, goods } = options;
  let stopped = false;
  let visit = 0;
  let ordersGranted = 0;

  const seen = (path: string) => (answer: Answer) => {
    tally.requests += 1;
    if (answer.status >= 500) tally.serverErrors.push(`${answer.status} ${path}`);
    return answer;
  };
  const get = (path: string, cookie?: string) =>
    call(base + path, { headers: { 'accept-encoding': 'br, gzip', ...(cookie ? { cookie } : {}) } }).then(seen(path));

  async function shopperVisit(shopper: number): Promise<void> {
    const n = visit++;
    await get('/');
    const session = await openSession(call, base).then((s) => (tally.requests += 1, s));
    seen('/checkoutv3/products/update')(await addToCart(call, base, session, goods.productIds[n % goods.productIds.length]!));
    await get('/varukorg', session.cookie);
    if (tally.ordersTried >= ordersGranted) return;
    tally.ordersTried += 1;
    const email = `rullande-${options.runId}-${shopper}-${n}@example.se`;
    const order = seen('/checkoutv3/checkout/manual_payment')(await placeInvoiceOrder(call, base, session, goods, email, (answer) => seen('checkout step')(answer)));
    if (order.status === 200) tally.ordersPlaced.push(email);
    else tally.ordersFailed.push(`${order.status} ${order.text().slice(0, 200)}`);
  }

  async function loop(shopper: number): Promise<void> {
    while (!stopped) {
      try {
        await shopperVisit(shopper);
      } catch (error) {
        tally.connectionErrors.push(error instanceof Error ? error.message : String(error));
      }
    }
  }

  const loops = Array.from({ length: options.shoppers }, (_, i) => loop(i));
  return {
    grantOrders(count) {
      ordersGranted += count;
    },
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return tally;
    },
  };
}
