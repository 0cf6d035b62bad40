/** `npm run start:prod-like`'s body: start the production shape, print where it is, stop on Ctrl-C. */
import { ProdLike } from './prod-like';
import { OWNER_TOKEN } from './system';

const prod = await ProdLike.start();
console.log(
  [
    `▶ ready: ${prod.siteUrl} (nginx, TLS with a self-signed certificate, HTTP/2; two shells behind it)`,
    `  owner's inbox: ${prod.ownerUrl} (token ${OWNER_TOKEN})`,
    `  sections' origins: ${prod.staticUrl}/<remote> (folders in ${prod.system.runDir}/remotes)`,
    `  nginx configuration: ${prod.nginxDir}/site.conf; certificate: ${prod.certPath}`,
  ].join('\n'),
);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await prod.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
