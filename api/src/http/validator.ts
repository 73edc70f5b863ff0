import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';

const pool = AjvCompiler();
type Compile = ReturnType<typeof pool>;
// ajv-compiler's compile functions take the route definition; its typings say the bare schema.
type RouteCompile = (route: FastifyRouteSchemaDef<unknown>) => ReturnType<Compile>;

/**
 * Fastify's validator with type coercion for the query string and path only: `?page=2` is a number,
 * but a JSON body is taken as sent — `{"password":123456}` or `{"scene":["login"]}` is a 1001, not
 * quietly turned into the string the schema wants.
 */
export const buildValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  const coercing = pool(externalSchemas, options) as unknown as RouteCompile;
  const exact = pool(externalSchemas, {
    ...options,
    customOptions: { ...options?.customOptions, coerceTypes: false },
  } as typeof options) as unknown as RouteCompile;
  const compile: RouteCompile = (route) => (route.httpPart === 'body' ? exact(route) : finiteOnly(coercing(route), route.schema));
  return compile as unknown as Compile;
};

type Validate = ReturnType<Compile>;
interface ValidateFn {
  (data: unknown): boolean;
  errors?: unknown[] | null;
}

/**
 * ajv coerces `?page=Infinity` to the number Infinity and then skips the range checks (they only look at
 * finite numbers), so a query or path value that became a non-finite number is refused here.
 */
function finiteOnly(validate: Validate, schema: unknown): Validate {
  const inner = validate as unknown as ValidateFn;
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  const checked: ValidateFn = (data) => {
    const valid = inner(data);
    const values = valid && data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
    const key = Object.keys(values).find((k) => typeof values[k] === 'number' && !Number.isFinite(values[k]));
    checked.errors =
      key === undefined
        ? inner.errors
        : [
            {
              keyword: 'type',
              instancePath: `/${key}`,
              schemaPath: '',
              params: { type: 'number' },
              message: 'must be finite',
              parentSchema: properties[key],
            },
          ];
    return valid && key === undefined;
  };
  return checked as unknown as Validate;
}
