import type * as z from 'zod/mini';
import { ApiError, fallbackErrorId } from './ApiError';
import { debounceCall, DEFAULT_DEBOUNCE_MS, type SupersededPolicy } from './debounceCall';
import { identityHeaders, type ApiIdentity, type LocaleHeaderMode } from './identityHeaders';
import { ResponseShapeError, type ResponseShapeIssue } from './ResponseShapeError';
import { errorResponseSchema } from './schemas/errorResponseSchema';

/**
 * HTTP methods the commerce API uses.
 *
 * @example
 * const method: HttpMethod = 'PATCH';
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Query values; `undefined` and `null` entries are left out of the URL.
 *
 * @example
 * const query: QueryParams = { inventorySupplyCheck: true, favStoreId: undefined }; // ?inventorySupplyCheck=true
 */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * Per-call options every call accepts as its last argument.
 *
 * @example
 * await client.cart.getCart(id, undefined, { signal: request.signal });
 */
export interface RequestOptions {
  /** Aborts the request, e.g. a loader's `request.signal` when the shopper navigates away. */
  signal?: AbortSignal | undefined;
  /**
   * Coalesce rapid calls of the same call (and the same target: path, and the item for cart quantity updates)
   * into the last one (spec §9 "request debounce"): `true` waits the client's `debounce.wait` (25 ms by default),
   * a number waits that many milliseconds. Meant for auto-suggest and quantity steppers.
   */
  debounce?: boolean | number | undefined;
}

/**
 * What the client does when a 2xx body does not match its schema. `throw` (the default, in every environment)
 * throws a {@link ResponseShapeError}; `report` hands that error to `onResponseShapeError` (default
 * `console.error`) and returns the body as the server sent it.
 *
 * @example
 * const mode: ResponseValidation = process.env.NODE_ENV === 'production' ? 'report' : 'throw';
 */
export type ResponseValidation = 'throw' | 'report';

/**
 * Everything `createApiClient` needs to talk to the API.
 *
 * @example
 * const options: ApiClientOptions = { baseUrl: 'http://127.0.0.1:4000', identity: { siteId: 'sb-us', locale: 'en-us' } };
 */
export interface ApiClientOptions {
  /** API root without a trailing slash; may be relative (`/api`) in a browser. */
  baseUrl: string;
  /** Fetch implementation; defaults to the global `fetch` at call time (so test interceptors apply). */
  fetch?: typeof globalThis.fetch;
  /** Access token for `Authorization: Bearer`; called once per authenticated request. */
  getAccessToken?: () => string | null | undefined | Promise<string | null | undefined>;
  identity: ApiIdentity;
  /** See {@link LocaleHeaderMode}; `api` by default. */
  localeHeaderMode?: LocaleHeaderMode;
  /** Called when the API answers 403 with an `appId`: its bot defence stopped the request (spec §7). */
  onBotDefence?: (error: ApiError) => void;
  /** Sent as the preview access header on preview content calls. Server-side only. */
  previewAccessKey?: string;
  /** Waits between retries; injectable so tests need not wait for real. Defaults to `setTimeout`. */
  sleep?: (ms: number) => Promise<void>;
  /** Debounce of calls made with `{ debounce: true }`: wait (25 ms) and what superseded callers get (`share`). */
  debounce?: { wait?: number; superseded?: SupersededPolicy };
  /** See {@link ResponseValidation}; `throw` by default. */
  responseValidation?: ResponseValidation;
  /** Receives schema mismatches when `responseValidation` is `report`. */
  onResponseShapeError?: (error: ResponseShapeError) => void;
  /** Base URL of the social media service, which lives on its own host (spec §7). Defaults to `{baseUrl}/social`. */
  socialBaseUrl?: string;
}

/**
 * One call, as the call areas describe it to the transport.
 *
 * @example
 * const definition: CallDefinition<typeof cartSchema> = { call: 'cart.getCart', method: 'GET', path: '/cart/v1/cart/c1', schema: cartSchema };
 */
export interface CallDefinition<Schema extends z.ZodMiniType> {
  /** Name used in errors, `area.call` (`cart.getCart`). */
  call: string;
  method: HttpMethod;
  /** Path below the base URL, already encoded. */
  path: string;
  query?: QueryParams | undefined;
  body?: unknown;
  schema: Schema;
  /** Whether to send the bearer token; true unless the call is public. */
  authenticated?: boolean;
  headers?: Record<string, string> | undefined;
  signal?: AbortSignal | undefined;
  /** From the caller's {@link RequestOptions}. */
  debounce?: boolean | number | undefined;
  /** Separates debounce bursts beyond call and path (the cart line of a quantity update). */
  debounceKey?: string | undefined;
  /** Send `content-type: application/json` even without a body (the wishlist service asks for it). */
  jsonContentType?: boolean;
}

/**
 * The call-definition fields that come from the caller's {@link RequestOptions}.
 *
 * @example
 * send({ call: 'cart.getCart', method: 'GET', path, schema: cartSchema, ...fromRequestOptions(options) });
 */
export function fromRequestOptions(
  options: RequestOptions | undefined,
): Pick<CallDefinition<z.ZodMiniType>, 'signal' | 'debounce'> {
  return { signal: options?.signal, debounce: options?.debounce };
}

/**
 * Sends one call and returns its parsed body; made by `createApiTransport`, consumed by the area factories.
 *
 * @example
 * const cart = createCartCalls(transport satisfies Transport);
 */
export type Transport = <Schema extends z.ZodMiniType>(definition: CallDefinition<Schema>) => Promise<z.output<Schema>>;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The options with defaults applied, shared by the transport and the call groups. */
export interface ResolvedOptions extends ApiClientOptions {
  sleep: (ms: number) => Promise<void>;
}

/** Applies defaults to the client options. */
export function resolveOptions(options: ApiClientOptions): ResolvedOptions {
  return { ...options, sleep: options.sleep ?? realSleep };
}

/**
 * Builds the function every call goes through: URL, identity headers, bearer token, JSON body, error mapping and
 * response validation live here once, so a call group only describes its calls.
 */
export function createTransport(options: ResolvedOptions): Transport {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // One debouncer per call and target, per client: no global state.
  const debouncers = new Map<string, (definition: CallDefinition<z.ZodMiniType>) => Promise<unknown>>();

  const transport: Transport = (definition) => {
    if (!definition.debounce) return send(definition);
    const key = `${definition.call} ${definition.method} ${definition.path} ${definition.debounceKey ?? ''}`;
    let debounced = debouncers.get(key);
    if (!debounced) {
      const wait =
        typeof definition.debounce === 'number' ? definition.debounce : (options.debounce?.wait ?? DEFAULT_DEBOUNCE_MS);
      debounced = debounceCall((latest: CallDefinition<z.ZodMiniType>) => send(latest), {
        wait,
        superseded: options.debounce?.superseded ?? 'share',
      });
      debouncers.set(key, debounced);
    }
    return debounced(definition) as Promise<never>;
  };
  return transport;

  async function send<Schema extends z.ZodMiniType>(definition: CallDefinition<Schema>): Promise<z.output<Schema>> {
    const headers = new Headers({ accept: 'application/json' });
    for (const [name, value] of Object.entries(identityHeaders(options.identity, options.localeHeaderMode))) {
      headers.set(name, value);
    }
    for (const [name, value] of Object.entries(definition.headers ?? {})) headers.set(name, value);
    if (definition.authenticated !== false && options.getAccessToken) {
      const token = await options.getAccessToken();
      if (token) headers.set('authorization', `Bearer ${token}`);
    }
    const init: RequestInit = { method: definition.method, headers };
    if (typeof FormData !== 'undefined' && definition.body instanceof FormData) {
      // Multipart (a warranty claim's photos): fetch writes the content type with its boundary.
      init.body = definition.body;
    } else if (definition.body !== undefined) {
      headers.set('content-type', 'application/json');
      init.body = JSON.stringify(definition.body);
    } else if (definition.jsonContentType) {
      headers.set('content-type', 'application/json');
    }
    if (definition.signal) init.signal = definition.signal;

    const fetchImpl = options.fetch ?? globalThis.fetch;
    const response = await fetchImpl(buildUrl(baseUrl, definition.path, definition.query), init);

    if (!response.ok) {
      const error = await toApiError(response, definition.call);
      if (error.status === 403 && error.appId) options.onBotDefence?.(error);
      throw error;
    }
    return parseBody(response, definition.call, definition.schema, options);
  }
}

/**
 * Joins base URL, path and query without `new URL()`, which rejects the relative base a browser uses (`/api`).
 */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const queryString = search.toString();
  return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${queryString ? `?${queryString}` : ''}`;
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

async function toApiError(response: Response, call: string): Promise<ApiError> {
  const body = await readJson(response).catch(() => ({ ok: false as const }));
  const parsed = body.ok ? errorResponseSchema.safeParse(body.value) : undefined;
  if (parsed?.success) {
    const [first] = parsed.data.errorDetails;
    return new ApiError({
      status: response.status,
      errorId: first?.errorId ?? fallbackErrorId(response.status),
      message: first?.message || response.statusText || `Request failed with status ${response.status}`,
      correlationId: parsed.data.correlationId ?? undefined,
      appId: parsed.data.appId ?? undefined,
      call,
      details: parsed.data.errorDetails,
    });
  }
  return new ApiError({
    status: response.status,
    errorId: fallbackErrorId(response.status),
    message: response.statusText || `Request failed with status ${response.status}`,
    call,
  });
}

async function parseBody<Schema extends z.ZodMiniType>(
  response: Response,
  call: string,
  schema: Schema,
  options: Pick<ApiClientOptions, 'responseValidation' | 'onResponseShapeError'>,
): Promise<z.output<Schema>> {
  const body = await readJson(response);
  if (!body.ok) throw new ResponseShapeError(call, [{ path: '(root)', message: 'the body is not JSON' }]);
  const result = schema.safeParse(body.value);
  if (result.success) return result.data;
  const error = new ResponseShapeError(
    call,
    result.error.issues.map((issue) => describeIssue(issue, body.value)),
  );
  if (options.responseValidation !== 'report') throw error;
  (options.onResponseShapeError ?? ((shapeError) => console.error(shapeError)))(error);
  // Pass-through: the caller gets what the server sent, typed as promised; the mismatch has been reported.
  return body.value as z.output<Schema>;
}

function describeIssue(issue: z.core.$ZodIssue, data: unknown): ResponseShapeIssue {
  const path = formatPath(issue.path);
  if (issue.code === 'invalid_type') {
    return { path, message: `expected ${issue.expected}, received ${describeValue(valueAt(data, issue.path))}` };
  }
  // zod/mini ships without message locales, so its own messages are generic; the code says more.
  return {
    path,
    message: issue.message && issue.message !== 'Invalid input' ? issue.message : issue.code.replace(/_/g, ' '),
  };
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`,
    )
    .join('');
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current = data;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
