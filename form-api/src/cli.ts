import { runOwnerCli } from './owner-cli';

process.exitCode = runOwnerCli(process.argv.slice(2), process.env, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
