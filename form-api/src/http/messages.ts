/** What form-api answers. */
export { BODY_TOO_LARGE_MESSAGE } from '@site-kit/server';

export const SUBMISSIONS_PATH = '/api/submissions';
export const READ_FAILED_MESSAGE = 'Failed to fetch submissions.';
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again later, or call us.';
export const MALFORMED_JSON_MESSAGE = 'Malformed JSON body';
