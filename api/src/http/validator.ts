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
  const compile: RouteCompile = (route) => (route.httpPart === 'body' ? exact : coercing)(route);
  return compile as unknown as Compile;
};
