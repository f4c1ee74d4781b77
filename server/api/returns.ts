import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { svServer } from '../../common/copy/sv';
import { svReturns } from '../../common/copy/sv-returns';
import { checkImageName, MAX_IMAGE_BYTES, MAX_IMAGES_CEILING, sniffImageType } from '../../domain/image-upload';
import { DEFAULT_RETURN_ORDER_TYPE, isReturnOrderType, MAX_RETURN_REASON, TRANSIT_DAYS, type ReturnOrderType } from '../../domain/returns';
import { reencodeImage } from '../../services/images/reencode-image';
import type { FilingOutcome, FoundOrder, LookupRefusal, OrderLookup, ReturnFiling } from '../../services/returns/return-service';
import { errorBody } from '../errors';
import { ABUSE_LIMITS } from '../plugins/rate-limit';
import { bodyOf, idSchema, invalid, refusedCharacters, textField } from './request-fields';
import { closeIfBodyUnread, declaresTooMuch } from './upload-gate';

const m = svReturns;
const LINE_FIELD = /^lines\[(\d{1,10})\]$/;
const QUANTITY = /^\d{1,5}$/;
const MAX_FIELDS = 200;

const orderNameSchema = textField(40).transform((s) => s.trim()).pipe(z.string().min(1));
const orderEmailSchema = textField(254).transform((s) => s.trim()).pipe(z.string().min(1));
const reasonSchema = textField(MAX_RETURN_REASON, { multiline: true });

/** The lookup fields of both calls; a 422 answer when one is missing or bad. */
function parseLookup(body: Record<string, unknown>): { ok: true; lookup: OrderLookup } | { ok: false; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  // A character no shopper types gets its own message: 'Ange ordernumret.' would tell them to fill in a filled field.
  const name = orderNameSchema.safeParse(body.order_name);
  if (!name.success) errors.order_name = [refusedCharacters(name.error) ? svServer.limits.forbiddenCharacters : m.orderNameRequired];
  const email = orderEmailSchema.safeParse(body.order_email);
  if (!email.success) errors.order_email = [refusedCharacters(email.error) ? svServer.limits.forbiddenCharacters : m.orderEmailRequired];
  const typeValue = body.return_order_type ?? DEFAULT_RETURN_ORDER_TYPE;
  if (!isReturnOrderType(typeValue)) errors.return_order_type = [m.typeRequired];
  let orderId: number | null = null;
  if (body.order_id !== undefined && body.order_id !== '') {
    const id = idSchema.safeParse(body.order_id);
    // A malformed id cannot be any order's: the same answer as any other mismatch.
    orderId = id.success ? id.data : 0;
  }
  if (!name.success || !email.success || !isReturnOrderType(typeValue)) return { ok: false, errors };
  return { ok: true, lookup: { orderName: name.data, orderEmail: email.data, orderId, type: typeValue } };
}

function refusal(reply: FastifyReply, outcome: LookupRefusal, type: ReturnOrderType): FastifyReply {
  if (outcome.reason === 'not_found') {
    return reply.status(422).send(errorBody('validation_failed', m.orderNotFound, { order_name: [m.orderNotFound] }));
  }
  if (outcome.reason === 'not_returnable') return reply.status(422).send(errorBody('validation_failed', m.notReturnable, { order_name: [m.notReturnable] }));
  const message = m.periodEnded(type, outcome.lastDay);
  return reply.status(422).send(errorBody('validation_failed', message, { return_order_type: [message] }));
}

function foundBody(found: FoundOrder) {
  return {
    order: {
      order_name: found.order.orderNumber,
      order_date: found.order.createdAt.slice(0, 10),
      return_order_type: found.type,
      last_day: found.window.lastDay,
      period_text: svServer.returns.period({ type: found.type, ...found.window, openPurchaseDays: found.openPurchaseDays, transitDays: TRANSIT_DAYS }),
      lines: found.lines.map((l) => ({ order_line_id: l.id, name: l.name, quantity: l.quantity, returnable_quantity: l.returnable })),
    },
    max_images: found.maxImages,
  };
}

function filingRefusal(reply: FastifyReply, outcome: Exclude<FilingOutcome, { ok: true }>, type: ReturnOrderType): FastifyReply {
  switch (outcome.reason) {
    case 'not_found':
    case 'not_returnable':
    case 'period_ended':
      return refusal(reply, outcome, type);
    case 'too_many_images':
      return invalid(reply, 'images', m.tooManyImages(outcome.max));
    case 'reason_required':
      return invalid(reply, 'reason', m.reasonRequired);
    case 'reason_too_long':
      return invalid(reply, 'reason', m.reasonTooLong(MAX_RETURN_REASON));
    case 'lines': {
      const check = outcome.check;
      if (check.problem === 'none_chosen') return invalid(reply, 'lines', m.linesRequired);
      if (check.problem === 'unknown_line') return invalid(reply, `lines[${check.orderLineId}]`, m.lineUnknown);
      return invalid(reply, `lines[${check.orderLineId}]`, m.lineQuantity(check.max));
    }
  }
}

class UploadRefused extends Error {
  constructor(
    readonly status: number,
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The multipart form of a filing: fields, lines and images (checked by name, size and content), or a refusal. */
async function readFiling(request: FastifyRequest, maxFiles: number) {
  const fields: Record<string, string> = {};
  const images: ReturnFiling['images'] = [];
  let refused: UploadRefused | null = null;
  let files = 0;
  try {
    // preservePath: the name as sent, so a path in it is refused rather than silently cut to its last part.
    for await (const part of request.parts({ preservePath: true, limits: { files: MAX_IMAGES_CEILING, fileSize: MAX_IMAGE_BYTES, fields: MAX_FIELDS, parts: MAX_FIELDS + MAX_IMAGES_CEILING, fieldSize: 16 * 1024 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      // An empty file input still sends a part without a name: nothing chosen.
      if (part.filename === '') {
        if ((await part.toBuffer()).length === 0) continue;
        refused ??= new UploadRefused(422, 'images', m.badFileName);
        continue;
      }
      if (refused) {
        part.file.resume();
        continue;
      }
      files += 1;
      if (files > maxFiles) {
        refused = new UploadRefused(422, 'images', m.tooManyImages(maxFiles));
        part.file.resume();
        continue;
      }
      if (checkImageName(part.filename) !== 'ok') {
        refused = new UploadRefused(422, 'images', m.badFileName);
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer();
      const type = sniffImageType(data);
      // Stored without what the photo carried besides its pixels (a customer's position, their name): decision 037.
      const image = type ? await reencodeImage(data, type) : null;
      if (!type || !image?.ok) {
        refused = new UploadRefused(422, 'images', image?.ok === false && image.reason === 'too_many_pixels' ? m.tooManyPixels(part.filename) : m.notAnImage(part.filename));
        continue;
      }
      images.push({ contentType: type, originalName: part.filename, data: image.data });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadRefused(413, 'images', m.imageTooLarge(fileNameOf(error), MAX_IMAGE_BYTES / 1024 / 1024));
    if (code === 'FST_FILES_LIMIT') throw new UploadRefused(422, 'images', m.tooManyImages(maxFiles));
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new UploadRefused(413, 'images', m.badUpload);
    if (error instanceof UploadRefused) throw error;
    if (code?.startsWith('FST_')) throw new UploadRefused(400, 'images', m.badUpload);
    throw error;
  }
  if (refused) throw refused;
  return { fields, images };
}

function fileNameOf(error: unknown): string {
  const part = (error as { part?: { filename?: string } }).part;
  return typeof part?.filename === 'string' && checkImageName(part.filename) === 'ok' ? part.filename : svServer.returns.unnamedImage;
}

/**
 * Returns and complaints (storefront.md 'Anmäl retur eller reklamation'): POST /retur-och-reklamation/find-order
 * (form: order_email, order_name, return_order_type; optional order_id) finds the order and its lines, and
 * POST /retur-och-reklamation/store (multipart: the same fields, reason, lines[ORDER_LINE_ID]=units and the image
 * files) files the case. Both are CSRF-checked and rate-limited; a mismatch of any kind gets the same answer.
 */
export const returnsApi: FastifyPluginAsync = async (app) => {
  const returns = app.services.returns;
  // Only here: no other call takes multipart bodies.
  await app.register(multipart, { throwFileSizeLimit: true, preservePath: true, limits: { files: MAX_IMAGES_CEILING, fileSize: MAX_IMAGE_BYTES } });

  app.post('/retur-och-reklamation/find-order', { config: { rateLimit: ABUSE_LIMITS.returnLookup } }, async (request, reply) => {
    const parsed = parseLookup(bodyOf(request));
    if (!parsed.ok) {
      const first = Object.values(parsed.errors)[0]![0]!;
      return reply.status(422).send(errorBody('validation_failed', first, parsed.errors));
    }
    const found = await returns.findOrder(parsed.lookup);
    if (!found.ok) return refusal(reply, found, parsed.lookup.type);
    return foundBody(found);
  });

  app.post('/retur-och-reklamation/store', { config: { rateLimit: ABUSE_LIMITS.returnLookup }, onSend: closeIfBodyUnread }, async (request, reply) => {
    if (!request.isMultipart()) return reply.status(415).send(errorBody('unsupported_media_type', m.badUpload));
    const maxFiles = await returns.imageLimit();
    // A body longer than the allowed images can be is refused before it is read (decision 037).
    if (declaresTooMuch(request, MAX_IMAGE_BYTES, maxFiles)) {
      const message = m.imageTooLarge(svServer.returns.unnamedImage, MAX_IMAGE_BYTES / 1024 / 1024);
      return reply.status(413).send(errorBody('payload_too_large', message, { images: [message] }));
    }
    let form: Awaited<ReturnType<typeof readFiling>>;
    try {
      form = await readFiling(request, maxFiles);
    } catch (error) {
      if (error instanceof UploadRefused) {
        const code = error.status === 413 ? 'payload_too_large' : error.status === 400 ? 'bad_request' : 'validation_failed';
        return reply.status(error.status).send(errorBody(code, error.message, { [error.field]: [error.message] }));
      }
      throw error;
    }
    const parsed = parseLookup(form.fields);
    if (!parsed.ok) {
      const first = Object.values(parsed.errors)[0]![0]!;
      return reply.status(422).send(errorBody('validation_failed', first, parsed.errors));
    }
    const reason = reasonSchema.safeParse(form.fields.reason ?? '');
    if (!reason.success) return invalid(reply, 'reason', reason.error.issues[0]?.message ?? m.reasonTooLong(MAX_RETURN_REASON));
    const lines = new Map<number, number>();
    for (const [name, value] of Object.entries(form.fields)) {
      const match = LINE_FIELD.exec(name);
      if (!match) continue;
      const text = value.trim();
      if (text === '') continue;
      if (!QUANTITY.test(text)) return invalid(reply, name, m.linesRequired);
      lines.set(Number(match[1]), Number(text));
    }
    const outcome = await returns.file({ ...parsed.lookup, reason: reason.data, lines, images: form.images });
    if (!outcome.ok) return filingRefusal(reply, outcome, parsed.lookup.type);
    return { success: true, case_number: outcome.caseNumber, message: m.done(outcome.caseNumber, outcome.email) };
  });
};
