/**
 * Where a tap on a call link is counted: form-api's endpoint, through the shell's /api (decision
 * F35). The early script posts there with JavaScript; a call link's `ping` attribute makes the
 * browser report the tap there itself without it (hyperlink auditing).
 */
export const CALL_TAPS_PATH = '/api/calls';

/** The query parameter that names the call link's placement in a ping. */
export const PLACEMENT_PARAM = 'placement';

/** A call link's `ping` URL: its placement, nothing else (the browser adds the page as `Ping-From`). */
export const callTapPing = (placement: string): string =>
  `${CALL_TAPS_PATH}?${PLACEMENT_PARAM}=${encodeURIComponent(placement)}`;
