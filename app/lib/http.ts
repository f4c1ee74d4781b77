/**
 * The browser's call helper: the spec's headers (XHR marker, CSRF token from the page, JSON) and its
 * error texts ('Request failed with status code {n}', 'Network Error', 'timeout of {ms}ms exceeded').
 */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: URLSearchParams | FormData | Record<string, unknown>;
  /** None by default, as in the spec. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

function csrfToken(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

export async function requestJson<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'X-CSRF-TOKEN': csrfToken(),
  };
  let body: BodyInit | undefined;
  if (options.body instanceof URLSearchParams || options.body instanceof FormData) body = options.body;
  else if (options.body) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const controller = new AbortController();
  const abort = () => controller.abort();
  options.signal?.addEventListener('abort', abort);
  let timedOut = false;
  const timer =
    options.timeoutMs === undefined
      ? undefined
      : window.setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, options.timeoutMs);
  try {
    const response = await fetch(url, { method: options.method ?? 'GET', headers, body, signal: controller.signal, credentials: 'same-origin' });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    if (response.status < 200 || response.status > 299) {
      throw new HttpError(`Request failed with status code ${response.status}`, response.status, parsed);
    }
    return parsed as T;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (timedOut) throw new HttpError(`timeout of ${options.timeoutMs}ms exceeded`, null, null);
    if (controller.signal.aborted) throw error;
    throw new HttpError('Network Error', null, null);
  } finally {
    window.clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
}

/** Form fields as a urlencoded body; null fields are left out. */
export function formBody(fields: Record<string, string | number | null>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== null) body.set(name, String(value));
  return body;
}

/** The JSON body of an error answer, if the call failed with one. */
export function errorBodyOf(error: unknown): Record<string, unknown> | null {
  return error instanceof HttpError && typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : null;
}

/** The Swedish reason of an error answer (`{ error: true, message }`), or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const message = errorBodyOf(error)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
