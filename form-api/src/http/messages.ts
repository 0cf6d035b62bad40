/** What form-api answers. */
export const SUBMISSIONS_PATH = '/api/submissions';
export const READ_FAILED_MESSAGE = 'Failed to fetch submissions.';
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again later, or call us.';
export const BODY_TOO_LARGE_MESSAGE = 'Request body too large';
export const MALFORMED_JSON_MESSAGE = 'Malformed JSON body';
