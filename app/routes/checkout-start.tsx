import { redirect } from 'react-router';
import type { Route } from './+types/checkout-start';

/** '/kassa/leverans', where every 'Gå till kassan' leads: on to the checkout with products, else back to the cart. */
export async function loader({ context }: Route.LoaderArgs) {
  if ((await context.services.catalog.snapshot()).settings.ecommerceDisabled) return redirect('/');
  const cart = await context.services.cart.view(context.session);
  return redirect(cart.products.length > 0 ? '/checkoutv3' : '/varukorg');
}
