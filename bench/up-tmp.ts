import { System } from 'tests/harness/system';

const system = await System.start({ parseMail: false });
console.log('UP', system.shellUrl);
process.on('SIGTERM', async () => {
  await system.stop();
  process.exit(0);
});
setInterval(() => {}, 1 << 30);
