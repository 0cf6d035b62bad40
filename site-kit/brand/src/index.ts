export * from './business.js';
export * from './call-taps.js';
export * from './dates.js';
export * from './jsonld.js';
export * from './markup.js';
export * from './text.js';
