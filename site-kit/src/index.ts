export * from './business.js';
export * from './contract.js';
export * from './registry.js';
