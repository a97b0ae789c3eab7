import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import type { Endpoint, EndpointReply } from '@markwell/contracts/endpoint';
import type { Access } from './access';

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request a route of endpoint `E` handles: params, query and body as its schemas parse them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/** What a handler may answer: the success body (serialised by its schema), or the reply it sent itself. */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => EndpointReply<E> | FastifyReply | void | Promise<EndpointReply<E> | FastifyReply | void>;

/** Documentation the server adds to the endpoint's own: grouping, auth scheme, media types. */
export interface RouteDocumentation {
  tags: string[];
  /** Replaces the endpoint's summary where it states a server policy (a per-user rate limit's figure). */
  summary?: string;
  /** `[]` for an operation that needs no token. */
  security?: Record<string, string[]>[];
  produces?: string[];
  consumes?: string[];
}

export interface EndpointRouteOptions extends Omit<RouteShorthandOptions, 'schema' | 'config'> {
  /** Who may call it (server policy, never part of the endpoint) and other route settings. */
  config: FastifyContextConfig & { access: Access };
  schema: RouteDocumentation;
}

/**
 * Registers the route of an endpoint declared in contracts: method, path, schemas, summary and
 * description come from the endpoint; access, tags and hooks from the server. The endpoint's path
 * is the whole path served, so it must start with the prefix the plugin is registered under.
 */
export function routeEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointRouteOptions,
  handler: EndpointHandler<E>,
): void {
  if (!endpoint.path.startsWith(app.prefix)) {
    throw new Error(`${endpoint.method} ${endpoint.path} is not under this plugin's prefix "${app.prefix}"`);
  }
  const { schema: documentation, ...routeOptions } = options;
  app.route({
    ...routeOptions,
    method: endpoint.method,
    url: endpoint.path.slice(app.prefix.length),
    schema: {
      summary: endpoint.summary,
      ...documentation,
      ...(endpoint.description !== undefined && { description: endpoint.description }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: endpoint.responses,
    },
    // The endpoint's schemas type the handler; Fastify's own generics cannot follow them through here.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
