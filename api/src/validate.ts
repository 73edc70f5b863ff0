import { invalid } from './codes';

export type Obj = Record<string, unknown>;

/** The JSON body as a plain object, or 1001. */
export function body(value: unknown): Obj {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw invalid('请求参数格式不正确');
  return value as Obj;
}

/** Query objects from fastify are always objects; repeated keys become arrays. */
export function query(value: unknown): Obj {
  return value && typeof value === 'object' ? (value as Obj) : {};
}

export function str(o: Obj, key: string, label: string, opts: { max?: number; min?: number; optional?: boolean } = {}): string {
  const v = o[key];
  if (v === undefined || v === null || v === '') {
    if (opts.optional) return '';
    throw invalid(`${label}不能为空`);
  }
  if (typeof v !== 'string') throw invalid(`${label}格式不正确`);
  const max = opts.max ?? 256;
  if (v.length > max || v.length < (opts.min ?? 0)) throw invalid(`${label}长度不正确`);
  return v;
}

export function int(o: Obj, key: string, label: string, opts: { min?: number; max?: number; def?: number } = {}): number {
  const v = o[key];
  if (v === undefined || v === null || v === '') {
    if (opts.def !== undefined) return opts.def;
    throw invalid(`${label}不能为空`);
  }
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : NaN;
  if (!Number.isInteger(n) || (opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max)) {
    throw invalid(`${label}不正确`);
  }
  return n;
}

export function optInt(o: Obj, key: string, label: string, opts: { min?: number; max?: number } = {}): number | undefined {
  const v = o[key];
  if (v === undefined || v === null || v === '') return undefined;
  return int(o, key, label, opts);
}

export function page(q: Obj, defSize = 10): { page: number; size: number; offset: number } {
  const p = int(q, 'page', '页码', { min: 1, max: 100000, def: 1 });
  const size = int(q, 'size', '每页条数', { min: 1, max: 100, def: defSize });
  return { page: p, size, offset: (p - 1) * size };
}

export { MOBILE_RE } from './lib/mobile';

export function password(o: Obj, key = 'password'): string {
  const v = o[key];
  if (v === undefined || v === null || v === '') throw invalid('密码不能为空');
  if (typeof v !== 'string') throw invalid('密码格式不正确');
  if (v.length < 6 || v.length > 20) throw invalid('密码长度应为6-20位');
  if (!/^[\x21-\x7e]+$/.test(v)) throw invalid('密码只能包含字母、数字和符号');
  return v;
}
