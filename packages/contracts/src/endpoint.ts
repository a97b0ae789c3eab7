/**
 * One HTTP endpoint of the API, declared once: the server registers its route from it (and the
 * API document reads its schemas and words), the web app calls it through it. Who may call an
 * endpoint is not here: that is the server's policy, declared where it registers the route.
 *
 * Type-only imports of zod: this file adds nothing to a bundle that imports it.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where an endpoint is: all a caller needs at run time. */
export interface EndpointAddress<M extends HttpMethod = HttpMethod, P extends string = string> {
  method: M;
  /** The whole path as served, Fastify style: `/api/v2/tips/:id`. */
  path: P;
}

export interface Endpoint<M extends HttpMethod = HttpMethod, P extends string = string> extends EndpointAddress<M, P> {
  /** One line for the API document's list of operations. */
  summary: string;
  /** What it does and answers, for the API document. */
  description?: string;
  /** The path's `:names`, as the server parses them. */
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body; multipart uploads declare none (their parts are read by the handler). */
  body?: z.ZodType;
  /** Each answer by status: the successes the caller reads, and problems the document should show. */
  responses: Partial<Record<number, z.ZodType>>;
}

/**
 * Declares an endpoint. Identity at run time: `const` keeps the literal method, path and schema
 * types, so the server route and the web call are typed from this one declaration.
 */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** `/api/v2/questions/:id/marks/:markId` -> `'id' | 'markId'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;

type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;
type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;

/** The body of the endpoint's successful answer, as read from JSON (undefined when it has none). */
export type EndpointResult<E extends Endpoint> = [
  SchemaOutput<E['responses'][Extract<keyof E['responses'], SuccessStatus>]>,
] extends [never]
  ? undefined
  : SchemaOutput<E['responses'][Extract<keyof E['responses'], SuccessStatus>]>;

/** What the server's handler returns for a successful answer (the serializer parses it). */
export type EndpointReply<E extends Endpoint> = SchemaInput<
  E['responses'][Extract<keyof E['responses'], SuccessStatus>]
>;

/** The JSON body the endpoint accepts, as a caller sends it. */
export type EndpointBody<E extends Endpoint> = SchemaInput<E['body']>;

/**
 * The query a caller sends. Fields the schema coerces from text (input `unknown`) take the parsed
 * type, so a caller passes a number where the server reads one.
 */
export type EndpointQuery<E extends Endpoint> = E['query'] extends z.ZodType
  ? {
      [K in keyof z.input<E['query']>]?: unknown extends z.input<E['query']>[K]
        ? K extends keyof z.output<E['query']>
          ? z.output<E['query']>[K]
          : never
        : z.input<E['query']>[K];
    }
  : never;
