import type { z } from 'zod';

/**
 * The one way the client talks to the server: cookies always sent, JSON bodies, and one error rule
 * (docs/architecture.md): a non-OK response throws an ApiError whose text is the body's `message`, else
 * the HTTP status text, else 'Request failed'. Responses are parsed with the shared Zod contract
 * when one is given, so the client's types come from the same schema the server validates with.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The body's machine-readable `code`, e.g. reauth_required. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function messageOf(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
    return body.message;
  return '';
}

function codeOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') return body.code;
  return undefined;
}

async function errorFromResponse(response: Response, fallback?: string): Promise<ApiError> {
  let message = '';
  let code: string | undefined;
  try {
    const body: unknown = await response.json();
    message = messageOf(body);
    code = codeOf(body);
  } catch {
    // Not JSON: fall back to the status text.
  }
  return new ApiError(response.status, message || fallback || response.statusText || 'Request failed', code);
}

/** What a request that never reached the server says (status 0), offline or not. */
export const NETWORK_MESSAGES = {
  offline: 'You are offline. This needs a connection: try again when you are back online.',
  unreachable: 'The server could not be reached. Check your connection and try again.',
} as const;

/** fetch, with a network failure turned into an ApiError of status 0 that says what happened. */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    throw new ApiError(0, navigator.onLine ? NETWORK_MESSAGES.unreachable : NETWORK_MESSAGES.offline);
  }
}

/**
 * The message of a request that never reached the server (offline, or the server unreachable), for
 * toasts that otherwise show a fixed line: the member learns the action needs a connection.
 */
export function networkFailure(error: unknown): string | null {
  return error instanceof ApiError && error.status === 0 ? error.message : null;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type RequestOptions<S extends z.ZodType | undefined> = {
  body?: unknown;
  schema?: S;
  signal?: AbortSignal;
  /** The error's text when the answer carries no `message`, instead of the status text. */
  fallback?: string;
};
type ResponseOptions = Omit<RequestOptions<undefined>, 'schema'> & {
  /** What the caller reads from the answer, e.g. 'text/event-stream' or 'audio/mpeg'. */
  accept?: string;
};

/**
 * The answer itself, once it is OK, for callers that read it as a stream or a file (the coach's
 * reply as it is written, the data export, spoken audio). Same cookies, body and error rule as
 * apiRequest; a non-OK answer throws the ApiError.
 */
export async function apiResponse(
  method: Method,
  url: string,
  options: ResponseOptions = {},
): Promise<Response> {
  const { body, signal, accept = 'application/json', fallback } = options;
  const response = await send(url, {
    method,
    credentials: 'include',
    signal,
    // A FormData body (a file upload) goes as multipart: the browser writes its content type and boundary.
    headers:
      body === undefined || body instanceof FormData
        ? { accept }
        : { accept, 'content-type': 'application/json' },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  if (!response.ok) throw await errorFromResponse(response, fallback);
  return response;
}

export async function apiRequest<S extends z.ZodType>(
  method: Method,
  url: string,
  options: RequestOptions<S> & { schema: S },
): Promise<z.infer<S>>;
export async function apiRequest(
  method: Method,
  url: string,
  options?: RequestOptions<undefined>,
): Promise<unknown>;
export async function apiRequest(
  method: Method,
  url: string,
  options: RequestOptions<z.ZodType | undefined> = {},
): Promise<unknown> {
  const { schema, ...rest } = options;
  const response = await apiResponse(method, url, rest);
  const text = response.status === 204 ? '' : await response.text();
  const data: unknown = text ? JSON.parse(text) : null;
  return schema ? schema.parse(data) : data;
}

type ParamValue = string | number | boolean | null | undefined;

/** Builds `/path?key=value`, skipping empty values. */
export function urlWithParams(path: string, params?: Record<string, ParamValue>): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** GET helper for query functions: `queryFn: () => apiGet('/api/x', XSchema, { date })`. */
export function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  params?: Record<string, ParamValue>,
  signal?: AbortSignal,
) {
  return apiRequest('GET', urlWithParams(path, params), { schema, signal });
}
