export * from './definitions.js';
export * from './schemas.js';
