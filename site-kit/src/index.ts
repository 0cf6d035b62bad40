export * from './business.js';
export * from './contract.js';
export * from './jsonld.js';
export * from './registry.js';
