import type { OrderStatus } from '../db/schema';
import { runCommand, withShopDatabase } from './cli';
import { createMailer } from '../services/mail/mailer';
import { createOutboxWorker } from '../services/mail/outbox-worker';
import { createOrderFulfilment, type FulfilmentAction, type FulfilmentOutcome } from '../services/orders/order-fulfilment';

/**
 * Moves an order on from the command line (the back office's order page does the same, issue 18), on the database the shop is configured with (the same
 * environment as `npm start`: DATA_DIR, DATABASE_URL, SMTP_URL, PUBLIC_URL):
 *
 *   npm run orders -- ship 100001      the order is shipped
 *   npm run orders -- deliver 100001   the order is delivered (shipped first if it was not) and the review mail is sent
 *   npm run orders -- pay 100001       an invoice order's payment is recorded (its state stays once shipped)
 *
 * Exits 1 for an unknown order or a change its state does not allow, 2 for a wrong command.
 */
const USAGE = 'Användning: npm run orders -- ship|deliver|pay ORDERNUMMER';

const STATE_NAMES: Record<OrderStatus, string> = {
  awaiting_invoice: 'lagd (faktura)',
  awaiting_payment: 'lagd (väntar på betalning)',
  paid: 'betald',
  shipped: 'skickad',
  delivered: 'levererad',
  cancelled: 'makulerad',
};

function describe(outcome: FulfilmentOutcome, orderNumber: string, action: FulfilmentAction): string {
  if (!outcome.ok) {
    const state = outcome.status ? ` (status: ${STATE_NAMES[outcome.status]})` : '';
    switch (outcome.reason) {
      case 'unknown_order': return `Order ${orderNumber} finns inte.`;
      case 'not_paid': return `Order ${orderNumber} är inte betald och kan inte skickas${state}.`;
      case 'cancelled': return `Order ${orderNumber} är makulerad och kan inte ${action === 'ship' ? 'skickas' : action === 'pay' ? 'betalas' : 'levereras'}.`;
      case 'already_delivered': return `Order ${orderNumber} är redan levererad${state}.`;
      case 'already_shipped': return `Order ${orderNumber} är redan skickad${state}.`;
      case 'card_payment': return `Order ${orderNumber} betalas med kort och kan inte markeras som betald för hand${state}.`;
      // Only a cancellation asks, and the command line does not cancel: the back office confirms the refund first.
      case 'unconfirmed':
      case 'stale': return `Order ${orderNumber} makuleras i administrationen, där återbetalningen bekräftas.`;
    }
  }
  const lines = [
    action === 'pay'
      ? outcome.changed
        ? `Order ${orderNumber}: betalningen är registrerad (status: ${STATE_NAMES[outcome.to]}).`
        : `Order ${orderNumber} är redan betald; inget ändrades.`
      : outcome.changed
        ? `Order ${orderNumber}: ${STATE_NAMES[outcome.from]} -> ${STATE_NAMES[outcome.to]}.`
        : `Order ${orderNumber} är redan ${STATE_NAMES[outcome.to]}; inget ändrades.`,
  ];
  if (outcome.reviewRequest) {
    lines.push(
      outcome.reviewRequest.created
        ? `Omdömesmejl köat med länken ${outcome.reviewRequest.link}`
        : `Omdömesmejlet är redan skickat (länk: ${outcome.reviewRequest.link}).`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<number> {
  const [action, orderNumber, ...rest] = process.argv.slice(2);
  if ((action !== 'ship' && action !== 'deliver' && action !== 'pay') || !orderNumber || rest.length > 0 || !/^\d{1,12}$/.test(orderNumber)) {
    console.error(USAGE);
    return 2;
  }
  return withShopDatabase(async (db, config) => {
    const origin = config.publicUrl ?? `http://localhost:${config.port}`;
    const outcome = await createOrderFulfilment(db, { origin }).apply(orderNumber, action);
    const text = describe(outcome, orderNumber, action);
    if (!outcome.ok) {
      console.error(text);
      return 1;
    }
    console.log(text);
    if (outcome.mailQueued) {
      // Sent now, so the command works without a running shop; a running shop's worker would send it otherwise.
      const outbox = createOutboxWorker(db, {
        mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: 'Hembutiken <order@hembutiken.se>' }),
        log: (message) => console.log(message),
      });
      await outbox.drain();
    }
    return 0;
  });
}

runCommand(main);
