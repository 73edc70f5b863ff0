import type { FastifySchemaValidationError } from 'fastify/types/schema';

interface SchemaLike {
  title?: string;
  properties?: Record<string, SchemaLike>;
  minLength?: number;
  maxLength?: number;
}

/** The Chinese name of the field an error is about: the schema's `title`, else its JSON name. */
function fieldTitle(error: FastifySchemaValidationError & { parentSchema?: SchemaLike }): string {
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  if (missing) return error.parentSchema?.properties?.[missing]?.title ?? missing;
  return error.parentSchema?.title ?? (error.instancePath.split('/').pop() || '请求参数');
}

/** One clear message naming the field, e.g. 手机号不能为空, 密码长度应为6-20位, 页码不正确. */
export function validationMessage(errors: FastifySchemaValidationError[]): string {
  const error = errors[0] as FastifySchemaValidationError & { parentSchema?: SchemaLike; data?: unknown };
  if (!error) return '请求参数格式不正确';
  const title = fieldTitle(error);
  const schema = error.parentSchema ?? {};
  switch (error.keyword) {
    case 'required':
      return `${title}不能为空`;
    case 'minLength':
      if (error.data === '') return `${title}不能为空`;
      return lengthMessage(title, schema);
    case 'maxLength':
      return lengthMessage(title, schema);
    case 'type':
    case 'pattern':
    case 'format':
      return `${title}格式不正确`;
    default:
      return `${title}不正确`;
  }
}

function lengthMessage(title: string, schema: SchemaLike): string {
  const { minLength, maxLength } = schema;
  if (minLength !== undefined && minLength > 1 && maxLength !== undefined) return `${title}长度应为${minLength}-${maxLength}位`;
  if (maxLength !== undefined) return `${title}不能超过${maxLength}个字符`;
  return `${title}长度不正确`;
}
