import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { svServer } from '../../common/copy/sv';
import { svReviews } from '../../common/copy/sv-reviews';
import { checkReviewer, checkReviewText, MAX_REVIEW_TEXT, MAX_REVIEWER, parseRating, REVIEW_UUID } from '../../domain/reviews';
import { hasForbiddenCharacters } from '../../domain/text-input';
import type { ReviewRefusal } from '../../services/reviews/review-service';
import { reviewListResponse } from '../../services/reviews/review-list-response';
import { errorBody } from '../errors';
import { bodyOf, idSchema, invalid } from './request-fields';
import { ABUSE_LIMITS } from '../plugins/rate-limit';
import * as CALLS from '../../common/web/call-paths';

const m = svReviews.reviews;
const PAGE = /^\d{1,6}$/;

const storeParams = z.object({ requestUuid: z.string().regex(REVIEW_UUID), productId: idSchema });
const updateParams = z.object({ requestUuid: z.string().regex(REVIEW_UUID), reviewId: idSchema });
const listParams = z.object({ productId: idSchema });

function refused(reply: FastifyReply, reason: ReviewRefusal): FastifyReply {
  if (reason === 'unknown_request') return reply.status(404).send(errorBody('not_found', m.unknownRequest));
  if (reason === 'unknown_review') return reply.status(404).send(errorBody('not_found', m.reviewNotFound));
  return reply.status(422).send(errorBody('validation_failed', m.productNotInOrder, { product_id: [m.productNotInOrder] }));
}

/** A text field's problem as the reviewer reads it; null when the value is fine. */
function textProblem(field: 'text' | 'reviewer', value: unknown): string | null {
  if (typeof value !== 'string') return field === 'text' ? m.textRequired : m.reviewerRequired;
  const problem = field === 'text' ? checkReviewText(value) : checkReviewer(value);
  if (problem === 'forbidden_characters') return svServer.limits.forbiddenCharacters;
  if (problem === 'required') return field === 'text' ? m.textRequired : m.reviewerRequired;
  if (problem === 'too_long') return field === 'text' ? m.textTooLong(MAX_REVIEW_TEXT) : m.reviewerTooLong(MAX_REVIEWER);
  return null;
}

/**
 * The review calls of storefront.md section 7: rating and completing a review through a review request's uuid
 * (CSRF-checked like every state-changing call), and a product's reviews with a text, a page at a time.
 */
export const reviewsApi: FastifyPluginAsync = async (app) => {
  const reviews = app.services.reviews;

  app.post(CALLS.reviewStore, { config: { rateLimit: ABUSE_LIMITS.reviewCall } }, async (request, reply) => {
    const params = storeParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found', m.unknownRequest));
    const rating = parseRating(bodyOf(request).rating);
    if (rating === null) return invalid(reply, 'rating', m.invalidRating);
    const outcome = await reviews.rate(params.data.requestUuid, params.data.productId, rating);
    if (!outcome.ok) return refused(reply, outcome.reason);
    const { id, rating: stored, reviewer } = outcome.review;
    return { id, rating: stored, reviewer };
  });

  app.post(CALLS.reviewUpdate, { config: { rateLimit: ABUSE_LIMITS.reviewCall } }, async (request, reply) => {
    const params = updateParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('not_found', m.unknownRequest));
    const body = bodyOf(request);
    const completing = body.text !== undefined || body.reviewer !== undefined;
    const errors: Record<string, string[]> = {};
    let rating: number | undefined;
    if (body.rating !== undefined || !completing) {
      rating = parseRating(body.rating) ?? undefined;
      if (rating === undefined) errors.rating = [m.invalidRating];
    }
    let productId: number | undefined;
    if (body.product_id !== undefined) {
      const parsed = idSchema.safeParse(body.product_id);
      if (parsed.success) productId = parsed.data;
      else errors.product_id = [m.productNotInOrder];
    }
    if (completing) {
      for (const field of ['text', 'reviewer'] as const) {
        const problem = textProblem(field, body[field]);
        if (problem) errors[field] = [problem];
      }
    }
    const fields = Object.keys(errors);
    if (fields.length > 0) {
      const first = errors[fields[0]!]![0]!;
      return reply.status(422).send(errorBody('validation_failed', first, errors));
    }
    const outcome = await reviews.update(params.data.requestUuid, params.data.reviewId, {
      rating,
      productId,
      ...(completing ? { text: (body.text as string).trim(), reviewer: (body.reviewer as string).trim() } : {}),
    });
    if (!outcome.ok) return refused(reply, outcome.reason);
    const { id, rating: stored, reviewer, text } = outcome.review;
    return { id, rating: stored, reviewer, text, ...(outcome.redirectUrl ? { redirect_url: outcome.redirectUrl } : {}) };
  });

  app.get(CALLS.productReviews, async (request, reply) => {
    const params = listParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody('product_not_found'));
    const query = request.query as Record<string, unknown>;
    const pageText = query.page === undefined ? '1' : query.page;
    if (typeof pageText !== 'string' || !PAGE.test(pageText) || Number(pageText) < 1 || hasForbiddenCharacters(pageText)) {
      return invalid(reply, 'page', m.invalidPage);
    }
    const page = await reviews.list(params.data.productId, Number(pageText));
    if (!page) return reply.status(404).send(errorBody('product_not_found'));
    return reviewListResponse(params.data.productId, page);
  });
};
