import { exitOnConfigError } from 'site-kit/node';
import { createApp } from './app';
import { type FormApiConfig, loadConfig } from './config.server';

let config: FormApiConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  exitOnConfigError(error);
}
const server = createApp().listen(config.port, config.host, () => {
  console.log(JSON.stringify({ level: 'info', msg: 'form-api listening', port: config.port }));
});
const shutdown = () => server.close(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
