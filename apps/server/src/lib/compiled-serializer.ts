import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z, type ZodType } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * Response serialisation compiled once per route from its Zod response schema.
 *
 * Zod's own serialiser checks every reply object by object and then calls JSON.stringify, which
 * costs more than building the reply. Here each response schema becomes a JSON Schema and then a
 * specialised stringify function (fast-json-stringify, the serialiser Fastify itself uses), so
 * production pays for writing the JSON only. The schema still shapes the output: properties it
 * does not declare are never sent, exactly as Zod would strip them.
 *
 * `checkContracts` (on outside production) also runs Zod's check and compares both outputs, so
 * the test suites prove on every reply that the compiled serialiser writes what Zod would have
 * written, and a reply that breaks its contract still fails loudly there.
 *
 * A schema that has no JSON Schema form (a transform, a custom check) keeps Zod's serialiser.
 */
export function createCompiledSerializerCompiler(options: {
  checkContracts: boolean;
}): FastifySerializerCompiler<ZodType> {
  return (routeSchema) => {
    const zodSerialize = zodSerializerCompiler(routeSchema);
    const stringify = compileStringify(routeSchema.schema);
    if (!stringify) return zodSerialize;
    if (!options.checkContracts) return stringify;
    return (data) => {
      const checked = zodSerialize(data);
      const compiled = stringify(data);
      if (!isDeepStrictEqual(JSON.parse(compiled), JSON.parse(checked))) {
        throw new Error(
          `Compiled serialiser of ${routeSchema.method} ${routeSchema.url} (${routeSchema.httpStatus ?? ''}) ` +
            `wrote ${compiled.slice(0, 300)} where Zod wrote ${checked.slice(0, 300)}`,
        );
      }
      return compiled;
    };
  };
}

type Stringify = (data: unknown) => string;

/**
 * Compiled form of each response schema, or null where it has none. A schema is immutable, so its
 * compiled serialiser is too: routes answering the same schema (and every app a process builds)
 * compile it once.
 */
const compiled = new WeakMap<ZodType, Stringify | null>();

function compileStringify(schema: unknown): Stringify | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  let stringify = compiled.get(schema);
  if (stringify === undefined) {
    stringify = compileFresh(schema) ?? null;
    compiled.set(schema, stringify);
  }
  return stringify ?? undefined;
}

function compileFresh(schema: ZodType): Stringify | undefined {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as JsonSchema;
  } catch {
    return undefined;
  }
  try {
    return fastJson(simplify(json) as Parameters<typeof fastJson>[0]);
  } catch {
    return undefined;
  }
}

/**
 * Rewrites `anyOf: [X, {type: 'null'}]` (Zod's form of `.nullable()`) into `type: [X.type, 'null']`
 * where X is a plain typed schema: fast-json-stringify picks an `anyOf` branch by validating the
 * value at run time, a nullable type it writes directly. Validation keywords (ranges, lengths,
 * formats) are dropped: serialising never checks them, and `format` would make strings be
 * re-formatted.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const source = node as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(source)) {
    if (DROPPED_KEYWORDS.has(key)) continue;
    out[key] =
      key === 'properties' || key === 'definitions' || key === '$defs' ? mapValues(value, simplify) : simplify(value);
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => isNullType(branch));
    const other = anyOf[1 - nullIndex] as JsonSchema | undefined;
    if (nullIndex >= 0 && other && typeof other.type === 'string' && other.type !== 'object' && !('anyOf' in other)) {
      delete out.anyOf;
      return { ...out, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

const DROPPED_KEYWORDS = new Set([
  '$schema',
  'description',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  'format',
  'multipleOf',
]);

function isNullType(branch: unknown) {
  return (
    !!branch && typeof branch === 'object' && (branch as JsonSchema).type === 'null' && Object.keys(branch).length === 1
  );
}

function mapValues(value: unknown, map: (v: unknown) => unknown) {
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, map(v)]));
}
