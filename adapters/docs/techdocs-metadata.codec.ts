import * as t from 'io-ts';
import type { TechDocsMetadata } from '../../application/docs/techdocs-gateway.port';

/** techdocs_metadata.json as the docs backend serves it. */
export const TechDocsMetadataWire = t.intersection([
  t.type({ site_name: t.string }),
  t.partial({
    site_description: t.union([t.string, t.null]),
    etag: t.string,
    build_timestamp: t.number,
    files: t.readonlyArray(t.string),
  }),
]);

export const toTechDocsMetadata = (wire: t.TypeOf<typeof TechDocsMetadataWire>): TechDocsMetadata => ({
  siteName: wire.site_name,
  ...(typeof wire.site_description === 'string' && wire.site_description !== '' ? { siteDescription: wire.site_description } : {}),
  ...(wire.etag !== undefined ? { etag: wire.etag } : {}),
  ...(wire.build_timestamp !== undefined ? { buildTimestamp: wire.build_timestamp } : {}),
  ...(wire.files !== undefined ? { files: wire.files } : {}),
});

/** The docs cookie endpoint's answer. */
export const CookieWire = t.type({ expiresAt: t.string });
