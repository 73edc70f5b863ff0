const { PGlite } = require('@electric-sql/pglite');
const crypto = require('crypto');
(async () => {
  let t = Date.now();
  const a = new PGlite(); await a.waitReady; console.log('init', Date.now() - t);
  await a.exec('create table x(id int); insert into x values (1);');
  t = Date.now(); const dump = await a.dumpDataDir('none'); console.log('dump', Date.now() - t, dump.size);
  t = Date.now(); const b = new PGlite({ loadDataDir: dump }); await b.waitReady; console.log('load', Date.now() - t, (await b.query('select * from x')).rows);
  const key = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const ct = crypto.publicEncrypt({ key: key.publicKey, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from('hi'));
  t = Date.now(); for (let i = 0; i < 100; i++) crypto.privateDecrypt({ key: key.privateKey, padding: crypto.constants.RSA_NO_PADDING }, ct); console.log('nopad ms', (Date.now() - t) / 100);
})();
