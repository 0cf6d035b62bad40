export * from './answer.js';
export * from './attribution.js';
export * from './call-taps.js';
export * from './definitions.js';
export * from './post-source.js';
export * from './schemas.js';
