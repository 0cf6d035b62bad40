// @ts-check
/**
 * The bare baseline form-api is measured against: node:http, JSON.parse, one prepared INSERT into
 * SQLite (WAL), 201. No validation, no outbox, no logging: the floor of what the real API costs.
 * Usage: node baseline-server.mjs <port> <database file>
 */
import http from 'node:http';
import Database from 'better-sqlite3';

const [port = '4990', file = ':memory:'] = process.argv.slice(2);
const db = new Database(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec(`CREATE TABLE IF NOT EXISTS contact_submissions (
  id INTEGER PRIMARY KEY, name TEXT, phone TEXT, email TEXT, address TEXT, service TEXT, message TEXT,
  is_emergency INTEGER, is_new_customer INTEGER, form_type TEXT, created_at TEXT)`);
const insert = db.prepare(`INSERT INTO contact_submissions
  (name, phone, email, address, service, message, is_emergency, is_new_customer, form_type, created_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);

http
  .createServer((req, res) => {
    if (req.method !== 'POST') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
      return;
    }
    const chunks = /** @type {Buffer[]} */ ([]);
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const { lastInsertRowid } = insert.run(
        body.name,
        body.phone,
        body.email ?? null,
        body.address ?? null,
        body.service,
        body.message ?? '',
        body.isEmergency ? 1 : 0,
        body.isNewCustomer ? 1 : 0,
        body.formType,
        new Date().toISOString(),
      );
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, id: Number(lastInsertRowid) }));
    });
  })
  .listen(Number(port), '127.0.0.1', () => console.log(`baseline listening on ${port}`));
