/**
 * Calls an endpoint declared in contracts: the URL comes from its path and `params`, the method
 * from the endpoint, and the body, query and answer are typed by its schemas. Built on apiFetch.
 * Zod-free like apiFetch: only `validate` uses the endpoint's schema. Public pages, which must not
 * load zod, and code every signed-in page loads (the header) reach their endpoints through
 * `endpointAddress` instead of importing them with their schemas.
 */
import type {
  Endpoint,
  EndpointAddress,
  EndpointBody,
  EndpointQuery,
  EndpointResult,
  PathParamNames,
} from '@markwell/contracts/endpoint';
import { apiFetch, type ApiFetchOptions } from './api-client';

type ParamsOption<P extends string> = [PathParamNames<P>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamNames<P>, string | number> };

type BodyOption<E extends Endpoint> = [EndpointBody<E>] extends [never]
  ? { body?: never }
  : undefined extends EndpointBody<E>
    ? { body?: EndpointBody<E> }
    : { body: EndpointBody<E> };

export type CallEndpointOptions<E extends Endpoint> = ParamsOption<E['path']> &
  BodyOption<E> & {
    query?: EndpointQuery<E>;
    signal?: AbortSignal;
    /** Check the answer against the endpoint's success schema (needs the full endpoint, so zod). */
    validate?: boolean;
  } & Pick<ApiFetchOptions<unknown>, 'formData' | 'on401' | 'binary'>;

/** `/api/v2/tips/:id` with `{ id: 4 }` -> `/api/v2/tips/4` (each value URL-encoded). */
export function pathOf(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs the path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

function successSchema(endpoint: Endpoint): { parse(data: unknown): unknown } | undefined {
  const status = Object.keys(endpoint.responses)
    .map(Number)
    .find((code) => code >= 200 && code < 300);
  return status === undefined ? undefined : endpoint.responses[status];
}

export function callEndpoint<E extends Endpoint>(
  endpoint: E | TypedAddress<E>,
  ...[options]: keyof CallEndpointOptions<E> extends never
    ? []
    : object extends CallEndpointOptions<E>
      ? [options?: CallEndpointOptions<E>]
      : [options: CallEndpointOptions<E>]
): Promise<EndpointResult<E>> {
  const { params, query, validate, ...rest } = (options ?? {}) as CallEndpointOptions<Endpoint> & {
    params?: Record<string, string | number>;
  };
  const schema = validate && 'responses' in endpoint ? successSchema(endpoint) : undefined;
  return apiFetch(pathOf(endpoint.path, params), {
    ...rest,
    method: endpoint.method,
    query: query as ApiFetchOptions<unknown>['query'],
    schema: schema as ApiFetchOptions<EndpointResult<E>>['schema'],
  });
}

/**
 * Calls an endpoint whose success answer is one of several shapes (a teacher's view or a
 * student's) and checks the answer against the one this caller expects, as `validate` would.
 */
export function callEndpointAs<E extends Endpoint, T extends EndpointResult<E>>(
  endpoint: E,
  schema: { parse(data: unknown): T },
  options: Omit<CallEndpointOptions<E>, 'validate'>,
): Promise<T> {
  const { params, query, ...rest } = options as CallEndpointOptions<Endpoint> & {
    params?: Record<string, string | number>;
  };
  return apiFetch(pathOf(endpoint.path, params), {
    ...rest,
    method: endpoint.method,
    query: query as ApiFetchOptions<unknown>['query'],
    schema,
  });
}

/** An endpoint's address carrying the endpoint's type, without its schemas. */
export type TypedAddress<E extends Endpoint> = EndpointAddress<E['method'], E['path']> & { readonly endpoint?: E };

/**
 * The address of an endpoint for a page that must stay light: `import type` the endpoint (no zod
 * nor schema reaches the bundle) and write its method and path here; the compiler holds them to
 * the declaration.
 */
export function endpointAddress<E extends Endpoint>(method: E['method'], path: E['path']): TypedAddress<E> {
  return { method, path };
}
