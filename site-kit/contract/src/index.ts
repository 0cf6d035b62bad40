export * from './contract.js';
export * from './federation.js';
export * from './module-id.js';
export * from './registry.js';
