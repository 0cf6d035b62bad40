export * from './contract.js';
export * from './federation.js';
export * from './registry.js';
