import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { svServer } from '../../common/copy/sv';
import { campaignsFor } from '../../domain/installments';
import { leasingOffers } from '../../domain/leasing';
import { formatKronorAmount, kronorToOre } from '../../domain/money';
import { escapeHtml } from '../../common/web/html';
import { createProductRecommendationsRepository } from '../../db/repositories/product-recommendations-repository';
import { createProductRecommendations } from '../../services/recommendations/product-recommendations';
import type { ProductRecommendationsResponse } from '../../common/contract/recommendations';
import { displayFor } from '../../services/accounts/viewer-display';
import { errorBody } from '../errors';
import { idSchema, optionalId } from './request-fields';
import * as CALLS from '../../common/web/call-paths';

const productParams = z.object({ productId: idSchema });
const leasingQuery = z.object({ product_id: idSchema, variant_id: optionalId });

function notFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).send(errorBody('product_not_found'));
}

function badRequest(reply: FastifyReply): FastifyReply {
  return reply.status(400).send(errorBody('bad_request'));
}

/**
 * The product page's selling widgets of storefront.md section 7: the installment campaigns behind the
 * 'Delbetala räntefritt' teaser (for shoppers whose checkout offers part payment) and the leasing widget for
 * companies, both computed from the shop's own terms.
 */
export const productWidgetsApi: FastifyPluginAsync = async (app) => {
  const catalog = app.services.catalog;
  const recommendations = createProductRecommendations(createProductRecommendationsRepository(app.database.db), catalog);

  app.post(CALLS.sveaCampaigns, async (request, reply) => {
    const parsed = productParams.safeParse(request.params);
    if (!parsed.success) return badRequest(reply);
    // Installments are for consumers: the price they pay, incl. VAT.
    const page = await catalog.productPage(parsed.data.productId, { includesVat: true, memberPrices: false });
    if (!page) return notFound(reply);
    void reply.header('cache-control', 'private, no-store');
    if (page.card.product_hide_price) return [];
    // Only a shopper whose checkout offers part payment is told about it (a company's does not).
    if (!(await app.services.checkout.creditOnOffer(await request.findSession())).partPayment) return [];
    const { settings } = await catalog.snapshot();
    return campaignsFor(settings.sveaCampaigns, kronorToOre(page.card.product_display_price)).map((c) => ({
      id: c.id,
      label: c.label,
      monthlyCost: c.monthlyCost,
      interestFree: c.interestFree,
    }));
  });

  // The product page's 'recommended' and 'ordered with' grids, fetched after the page is shown so its render stays fast.
  app.get(CALLS.productRecommendations, async (request, reply): Promise<ProductRecommendationsResponse | FastifyReply> => {
    const parsed = productParams.safeParse(request.params);
    if (!parsed.success) return badRequest(reply);
    const session = await request.findSession();
    const result = await recommendations.forProduct(parsed.data.productId, await displayFor(session, app.services));
    if (!result) return notFound(reply);
    void reply.header('cache-control', 'private, no-store');
    const { settings } = await catalog.snapshot();
    return {
      recommended: { title: svServer.productWidgets.recommendedTitle, products: result.recommended },
      ordered_with: { title: settings.orderedWithTitle, products: result.orderedWith },
      minimum_two_column_grid: settings.minimumTwoColumnGrid,
    };
  });

  app.get(CALLS.wasaLeasingWidget, async (request, reply) => {
    const parsed = leasingQuery.safeParse(request.query);
    if (!parsed.success) return badRequest(reply);
    // Leasing is for companies: prices excl. VAT.
    const page = await catalog.productPage(parsed.data.product_id, { includesVat: false, memberPrices: false });
    if (!page) return notFound(reply);
    const { variant_id: variantId } = parsed.data;
    // A variant of another product would price the widget with a product the page does not show.
    const card = variantId === null ? page.card : page.variants.find((v) => v.product_id === variantId);
    if (!card) return badRequest(reply);
    const { settings } = await catalog.snapshot();
    const offers = settings.leasingTerms && !card.product_hide_price ? leasingOffers(settings.leasingTerms, kronorToOre(card.product_display_price)) : [];
    void reply.header('cache-control', 'no-store');
    if (offers.length === 0 || !settings.leasingTerms) return reply.status(204).send();
    const items = offers
      .map((o) => `<li class="leasing-widget__offer">${escapeHtml(svServer.productWidgets.leasingMonthly(o.months, formatKronorAmount(o.monthlyOre)))}</li>`)
      .join('');
    const residual = String(settings.leasingTerms.residualValuePercent).replace('.', ',');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<div class="leasing-widget"><p class="leasing-widget__title">${escapeHtml(svServer.productWidgets.leasingTitle)}: ${escapeHtml(card.product_name)}</p>` +
          `<ul class="leasing-widget__offers">${items}</ul><p class="leasing-widget__note">${escapeHtml(svServer.productWidgets.leasingNote(residual))}</p></div>`,
      );
  });
};
