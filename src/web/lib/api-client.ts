/** A refused or failed API call, carrying the server's `{message}` (docs/rules/api.md#errors). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: { path: string; message: string }[];
  /** The whole answer, for a refusal that says more than its message. */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    errors: { path: string; message: string }[] = [],
    body: unknown = undefined,
  ) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.body = body;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The one API client: same-origin, cookies included, JSON in and out. */
export async function api<T>(method: Method, url: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', headers: { accept: 'application/json' } };
  if (body !== undefined) {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const payload = (data ?? {}) as { message?: unknown; errors?: { path: string; message: string }[] };
    const message = typeof payload.message === 'string' ? payload.message : '';
    throw new ApiError(response.status, message, payload.errors ?? [], data);
  }
  return data as T;
}

/**
 * The server's message, or the screen's own fallback when the response had none
 * (docs/rules/messages.md#form-level-fallbacks).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
