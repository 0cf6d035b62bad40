export * from './attribution.js';
export * from './definitions.js';
export * from './schemas.js';
