import { exitOnConfigError } from '@site-kit/server';
import { type FormApiConfig, loadConfig } from './config.server';
import { createLogger } from './logger';
import { startFormApi } from './server';

let config: FormApiConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  exitOnConfigError(error);
}
const logger = createLogger(config.logLevel);
if (!config.ownerToken)
  logger.warn('OWNER_TOKEN is not set: nobody can read submissions over HTTP, and the inbox is off');

const api = await startFormApi(config, logger).catch((error: unknown) => {
  logger.fatal({ err: error }, 'form-api could not start');
  logger.flush();
  process.exit(1);
});
let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'form-api stopping');
  api.close().then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error({ err: error }, 'form-api did not stop cleanly');
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
