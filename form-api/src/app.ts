import express, { type Express } from 'express';

export function createApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get(['/healthz', '/api/healthz'], (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ ok: true });
  });
  return app;
}
