// Links and assets inside a docs page: relative links of the site open in the reader, anchors scroll
// within the page, everything else leaves the portal; images and stylesheets load from storage.
import { normalizePagePath } from './docs-paths';

export type SiteLink =
  | { readonly _tag: 'InSite'; readonly path: string; readonly hash: string }
  | { readonly _tag: 'Anchor'; readonly id: string }
  | { readonly _tag: 'External'; readonly href: string }
  | { readonly _tag: 'Unsafe' };

const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];

const decodeHash = (hash: string): string => {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return hash.replace(/^#/, '');
  }
};

/** Classifies a link of a page whose directory URL is `pageDirectory`, in the site rooted at `siteRoot`. */
export const classifySiteLink = (href: string, pageDirectory: string, siteRoot: string): SiteLink => {
  const trimmed = href.trim();
  if (trimmed.startsWith('#')) return { _tag: 'Anchor', id: decodeHash(trimmed) };
  let url: URL;
  try {
    url = new URL(trimmed, pageDirectory);
  } catch {
    return { _tag: 'Unsafe' };
  }
  if (!SAFE_SCHEMES.includes(url.protocol)) return { _tag: 'Unsafe' };
  const root = new URL(siteRoot);
  if (url.origin === root.origin && (url.pathname === root.pathname.replace(/\/$/, '') || url.pathname.startsWith(root.pathname))) {
    const rest = decodeSafe(url.pathname.slice(root.pathname.length));
    // Files of the site that are not pages (downloads, images) open from storage.
    const last = rest.split('/').pop() ?? '';
    if (/\.[a-z0-9]+$/i.test(last) && last !== 'index.html') return { _tag: 'External', href: url.href };
    const here = new URL(pageDirectory);
    if (url.pathname === here.pathname || url.pathname === `${here.pathname}index.html`) {
      if (url.hash) return { _tag: 'Anchor', id: decodeHash(url.hash) };
    }
    return { _tag: 'InSite', path: normalizePagePath(rest), hash: url.hash };
  }
  return { _tag: 'External', href: url.href };
};

const decodeSafe = (path: string): string => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/** An asset (image, stylesheet) of the page as an absolute URL; unsafe schemes give undefined. data: images stay. */
export const resolveAssetUrl = (src: string, baseUrl: string, allowData = false): string | undefined => {
  try {
    const url = new URL(src.trim(), baseUrl);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    if (allowData && url.protocol === 'data:' && /^data:image\/(png|gif|jpe?g|webp|avif|bmp);/i.test(url.href)) return url.href;
    return undefined;
  } catch {
    return undefined;
  }
};

const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^'")\s]+))\s*\)/g;

/** A stylesheet's url(...) references made absolute against the stylesheet's own URL (it is inlined elsewhere). */
export const rebaseCssUrls = (css: string, stylesheetUrl: string): string =>
  css.replace(CSS_URL, (whole, double: string | undefined, single: string | undefined, bare: string | undefined) => {
    const target = (double ?? single ?? bare ?? '').trim();
    const quote = single !== undefined ? "'" : '"';
    if (target.startsWith('#')) return whole;
    const resolved = resolveAssetUrl(target, stylesheetUrl);
    return resolved ? `url(${quote}${resolved}${quote})` : 'url("")';
  });

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
};

/**
 * The image type of a site file: the server's when it names an image, else the file extension's (storage
 * serves every file as text/plain). Not an image: undefined.
 */
export const imageTypeOf = (url: string, contentType: string): string | undefined => {
  const declared = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (Object.values(IMAGE_TYPES).includes(declared)) return declared;
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    path = url;
  }
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return extension ? IMAGE_TYPES[extension] : undefined;
};

/** Images served by the site's storage (same origin as the site root) are loaded by the reader itself. */
export const isStorageAsset = (url: string, siteRoot: string): boolean => {
  try {
    return new URL(url).origin === new URL(siteRoot).origin;
  } catch {
    return false;
  }
};
