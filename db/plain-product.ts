import type { ExpressionBuilder } from 'kysely';
import type { Database } from './schema';

/**
 * Products (as `p`) a shopper can put in the cart as they are: active, not a variant and without variants, not a
 * package, not digital, price shown. The seeds, benches and tests pick their demo and test purchases from these.
 */
export function isPlainProduct(e: ExpressionBuilder<Database & { p: Database['products'] }, 'p'>) {
  return e.and([
    e('p.status', '=', 'active'),
    e('p.parent_id', 'is', null),
    e('p.is_package', '=', 0),
    e('p.is_digital', '=', 0),
    e('p.hide_price', '=', 0),
    e.not(e.exists(e.selectFrom('products as v').select('v.id').whereRef('v.parent_id', '=', 'p.id'))),
  ]);
}
