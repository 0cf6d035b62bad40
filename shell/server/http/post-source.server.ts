/**
 * Where a POST to the shell comes from (decision F32): a page of this site, or another site's page
 * in a visitor's browser. The site's own origin is allowed as configured (`SITE_URL`) and as the
 * request reached the shell (behind a TLS proxy without TRUST_PROXY, `req.protocol` reads http).
 */
import { foreignPostReason } from '@site-kit/forms';
import type { Request } from 'express';

/** Why the post comes from another site, or null (no Origin, an old browser, passes). */
export const foreignPostTo = (req: Request, siteOrigin: string): string | null =>
  foreignPostReason({ originHeader: req.get('origin'), secFetchSite: req.get('sec-fetch-site') }, [
    siteOrigin,
    `${req.protocol}://${req.host}`,
  ]);
