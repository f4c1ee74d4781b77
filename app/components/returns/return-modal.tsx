import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { DEFAULT_RETURN_ORDER_TYPE, RETURN_ORDER_TYPES, type ReturnOrderType } from '../../../domain/returns';
import { svReturns } from '../../../common/copy/sv-returns';
import { formBody, HttpError, requestJson } from '../../lib/http';
import type { ReturnPrefill } from '../../lib/site-modals';
import { ImageUpload } from '../image-upload';
import { ModalDialog } from '../modal-dialog';
import { SubmitButton } from '../submit-button';
import { SuccessView } from '../success-modal';

const m = svReturns;

interface FoundLine {
  order_line_id: number;
  name: string;
  quantity: number;
  returnable_quantity: number;
}

interface FoundOrder {
  order: { order_name: string; order_date: string; return_order_type: ReturnOrderType; last_day: string | null; period_text: string; lines: FoundLine[] };
  max_images: number;
}

type Step =
  | { step: 'find' }
  | { step: 'form'; found: FoundOrder }
  | { step: 'done'; message: string };

/** The server's message of a refused call, or the general one. */
function messageOf(error: unknown): string {
  if (error instanceof HttpError && error.body && typeof error.body === 'object' && 'message' in error.body) {
    const message = (error.body as { message: unknown }).message;
    if (typeof message === 'string' && error.status !== null && error.status < 500) return message;
  }
  return m.failed;
}

/** One call of the modal at a time: busy while it runs, and the server's message when it is refused. */
function useReturnCall() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

type Quantities = Record<number, number>;

/** The order's lines, each with how many units to return (up to what is still returnable). */
function ReturnLines({ lines, quantities, onChange }: { lines: FoundLine[]; quantities: Quantities; onChange(next: Quantities): void }) {
  return (
    <fieldset className="return-form__lines">
      <legend>{m.linesLegend}</legend>
      <ul>
        {lines.map((line) => (
          <li key={line.order_line_id} className="return-line">
            <span className="return-line__name">
              {line.name}
              <span className="return-line__ordered">{m.ordered(line.quantity)}</span>
            </span>
            <select
              aria-label={m.quantityOf(line.name)}
              name={`lines[${line.order_line_id}]`}
              value={quantities[line.order_line_id] ?? 0}
              disabled={line.returnable_quantity === 0}
              onChange={(e) => onChange({ ...quantities, [line.order_line_id]: Number(e.target.value) })}
            >
              {Array.from({ length: line.returnable_quantity + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n} st
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function ErrorAlert({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className="alert alert--error return-form__error" role="alert">
      {error}
    </p>
  );
}

/** Why the order is returned or what is wrong with it: required for a complaint, with a hint for each type. */
function ReasonField({ id, orderType, value, onChange }: { id: string; orderType: ReturnOrderType; value: string; onChange(value: string): void }) {
  return (
    <div className="modal-field">
      <label htmlFor={`${id}-reason`}>{m.reason}</label>
      <p id={`${id}-reason-hint`} className="modal-field__hint">
        {orderType === 'return' ? m.reasonHintReturn : m.reasonHintComplaint}
      </p>
      <textarea
        id={`${id}-reason`} name="reason" rows={4} maxLength={2000} value={value} aria-describedby={`${id}-reason-hint`}
        required={orderType === 'complaint'} onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

interface FindOrderFormProps {
  /** The modal's useId, which the fields' ids start from. */
  id: string;
  lookup: { orderName: string; orderEmail: string; type: ReturnOrderType };
  onOrderName(value: string): void;
  onOrderEmail(value: string): void;
  onType(value: ReturnOrderType): void;
  busy: boolean;
  errorAlert: ReactNode;
  onSubmit(event: FormEvent): void;
}

/** The first step: the order's number and e-mail address, and whether it is a return or a complaint. */
function FindOrderForm({ id, lookup, onOrderName, onOrderEmail, onType, busy, errorAlert, onSubmit }: FindOrderFormProps) {
  return (
    <form className="return-form" onSubmit={onSubmit} noValidate>
      <p className="return-form__intro">{m.intro}</p>
      <div className="modal-field">
        <label htmlFor={`${id}-name`}>{m.orderName}</label>
        <input
          id={`${id}-name`} name="order_name" type="text" inputMode="numeric" autoComplete="off" required maxLength={40} value={lookup.orderName}
          data-autofocus="" onChange={(e) => onOrderName(e.target.value)}
        />
      </div>
      <div className="modal-field">
        <label htmlFor={`${id}-email`}>{m.orderEmail}</label>
        <input id={`${id}-email`} name="order_email" type="email" autoComplete="email" required maxLength={254} value={lookup.orderEmail} onChange={(e) => onOrderEmail(e.target.value)} />
      </div>
      <fieldset className="return-form__types">
        <legend>{m.returnOrderType}</legend>
        {RETURN_ORDER_TYPES.map((value) => (
          <label key={value} className="return-form__type">
            <input type="radio" name="return_order_type" value={value} checked={lookup.type === value} onChange={() => onType(value)} />
            {m.types[value]}
          </label>
        ))}
      </fieldset>
      {errorAlert}
      <SubmitButton className="button button--primary" busy={busy} busyLabel={m.searching}>
        {m.findOrder}
      </SubmitButton>
    </form>
  );
}

/**
 * 'Anmäl retur eller reklamation' (storefront.md, docs/decisions/019): the order is found by its number and e-mail
 * (POST /retur-och-reklamation/find-order, the first return type chosen by default), then the request form (the
 * order's lines and units, a description, the images) is filed (POST /retur-och-reklamation/store).
 */
export function ReturnModal({ prefill, onClose }: { prefill: ReturnPrefill; onClose(): void }) {
  const id = useId();
  const [state, setState] = useState<Step>({ step: 'find' });
  const [orderName, setOrderName] = useState(prefill.orderName ?? '');
  const [orderEmail, setOrderEmail] = useState(prefill.orderEmail ?? '');
  const [type, setType] = useState<ReturnOrderType>(DEFAULT_RETURN_ORDER_TYPE);
  const [quantities, setQuantities] = useState<Quantities>({});
  const [reason, setReason] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const { busy, error, setError, run } = useReturnCall();

  const lookupFields = {
    order_email: orderEmail,
    order_name: orderName,
    return_order_type: type,
    ...(prefill.orderId ? { order_id: prefill.orderId } : {}),
  };

  const find = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      const found = await requestJson<FoundOrder>('/retur-och-reklamation/find-order', { method: 'POST', body: formBody(lookupFields) });
      setQuantities({});
      setState({ step: 'form', found });
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = new FormData();
    for (const [name, value] of Object.entries(lookupFields)) body.set(name, String(value));
    body.set('reason', reason);
    for (const [lineId, quantity] of Object.entries(quantities)) if (quantity > 0) body.set(`lines[${lineId}]`, String(quantity));
    for (const image of images) body.append('images[]', image, image.name);
    await run(async () => {
      const done = await requestJson<{ message: string }>('/retur-och-reklamation/store', { method: 'POST', body });
      setState({ step: 'done', message: done.message });
    });
  };

  const errorAlert = <ErrorAlert error={error} />;

  return (
    <ModalDialog title={m.title} closeLabel={m.close} onClose={onClose} className="return-modal">
      {state.step === 'find' ? (
        <FindOrderForm
          id={id}
          lookup={{ orderName, orderEmail, type }}
          onOrderName={setOrderName}
          onOrderEmail={setOrderEmail}
          onType={setType}
          busy={busy}
          errorAlert={errorAlert}
          onSubmit={(e) => void find(e)}
        />
      ) : state.step === 'form' ? (
        <form className="return-form" onSubmit={(e) => void submit(e)} noValidate>
          <h3 className="return-form__order">{m.orderHeading(state.found.order.order_name)}</h3>
          <p className="return-form__deadline">
            {m.types[state.found.order.return_order_type]}. {state.found.order.period_text}
          </p>
          <ReturnLines lines={state.found.order.lines} quantities={quantities} onChange={setQuantities} />
          <ReasonField id={id} orderType={state.found.order.return_order_type} value={reason} onChange={setReason} />
          <ImageUpload max={state.found.max_images} files={images} onChange={setImages} />
          {errorAlert}
          <div className="return-form__actions">
            <button type="button" className="button" onClick={() => { setError(null); setState({ step: 'find' }); }} disabled={busy}>
              {m.back}
            </button>
            <SubmitButton className="button button--primary" busy={busy} busyLabel={m.sending}>
              {m.submit}
            </SubmitButton>
          </div>
        </form>
      ) : (
        <SuccessView title={m.doneTitle} message={state.message} closeLabel={m.close} onClose={onClose} />
      )}
    </ModalDialog>
  );
}
