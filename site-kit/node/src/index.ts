export * from './compression.js';
export * from './env.js';
export * from './origin.js';
export * from './remote-cli.js';
export * from './remote-tables.js';
export * from './serve-remote.js';
export * from './static-files.js';
