// Every example TechDocs site carries the mkdocs search index the search backend's docs collator reads
// (config/dev-backend/examples/techdocs/<namespace>/<kind>/<name>/search/search_index.json); each entry must name a
// page and heading the site really has, or a search result would link nowhere.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SITES_DIR = resolve(__dirname, '../../../../config/dev-backend/examples/techdocs/default/component');
const sites = readdirSync(SITES_DIR);

interface SearchIndex {
  readonly config: { readonly lang: readonly string[] };
  readonly docs: ReadonlyArray<{ readonly location: string; readonly title: string; readonly text: string }>;
}

const readIndex = (site: string): SearchIndex => JSON.parse(readFileSync(join(SITES_DIR, site, 'search/search_index.json'), 'utf8')) as SearchIndex;

const headingText = (html: string, id: string): string | undefined => {
  const match = new RegExp(`<h[1-6] id="${id}">([^<]*)</h[1-6]>`).exec(html);
  return match?.[1];
};

describe('the example docs sites’ search indexes', () => {
  it('exist for both example sites', () => {
    expect(sites.sort()).toEqual(['payments', 'web-shop']);
  });

  it.each(sites)('%s: every entry names a page and heading of the site, with its heading as title', (site) => {
    const index = readIndex(site);
    expect(index.config.lang).toEqual(['en']);
    expect(index.docs.length).toBeGreaterThan(1);
    for (const doc of index.docs) {
      const [page = '', anchor] = doc.location.split('#');
      const file = join(SITES_DIR, site, page, 'index.html');
      expect(existsSync(file)).toBe(true);
      const html = readFileSync(file, 'utf8');
      // A page entry ('' or 'runbook/') is titled by its h1; a section entry by its heading.
      const heading = anchor === undefined ? /<h1 id="[^"]*">([^<]*)<\/h1>/.exec(html)?.[1] : headingText(html, anchor);
      expect({ location: doc.location, title: heading }).toEqual({ location: doc.location, title: doc.title });
      for (const word of doc.text.split(/\s+/).filter((w) => /^[A-Za-z]{6,}$/.test(w))) {
        expect({ location: doc.location, word, inPage: html.includes(word) }).toEqual({ location: doc.location, word, inPage: true });
      }
    }
  });

  it.each(sites)('%s: lists the index among the published files', (site) => {
    const metadata = JSON.parse(readFileSync(join(SITES_DIR, site, 'techdocs_metadata.json'), 'utf8')) as { files: string[] };
    expect(metadata.files).toContain('search/search_index.json');
  });
});
