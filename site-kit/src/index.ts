export * from './business.js';
export * from './contract.js';
export * from './dates.js';
export * from './jsonld.js';
export * from './registry.js';
export * from './site-paths.js';
export * from './text.js';
