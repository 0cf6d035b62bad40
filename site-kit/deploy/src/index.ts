export { wakeEveryPart as wakeEveryPartInPage } from './browser-check/wake.js';
export * from './chromium.js';
export * from './origin.js';
export * from './serve-remote.js';
