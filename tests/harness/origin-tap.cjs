/**
 * Preloaded into each remote's origin by the harness (NODE_OPTIONS=--require): one stdout line each
 * time the origin has answered a read of the path in ORIGIN_TAP_PATH (the live pointer). The shell
 * reads the pointer once per poll, so a test waits for the shell's next polls instead of sleeping.
 * It only listens (Node's diagnostics channel): the request goes on unchanged.
 */
const diagnostics = require('node:diagnostics_channel');

const watched = process.env.ORIGIN_TAP_PATH;
diagnostics.subscribe('http.server.response.finish', (message) => {
  const { request } = /** @type {{ request: import('node:http').IncomingMessage }} */ (message);
  if (watched && request.url?.split('?')[0] === watched) process.stdout.write(`origin-tap: answered ${watched}\n`);
});
