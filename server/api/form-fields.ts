import { z } from 'zod';
import { textField } from './request-fields';

/** A back-office form's text field: a field left out of the post is empty. */
export const formText = (max: number, multiline = false) => textField(max, { multiline }).optional().transform((v) => v ?? '');

/** A checkbox: checked when it posts '1', 'on' or (from JSON) true; unchecked when left out. */
export const checkbox = z.union([z.string().max(10), z.boolean()]).optional().transform((v) => v === true || v === '1' || v === 'on');

/** A row's id in a back-office address, up to PostgreSQL's int4. */
export const rowId = z.coerce.number().int().positive().max(2_147_483_647);

/** A button's form: nothing but the CSRF token, which the gate has checked. */
export const noFields = z.object({});
