// Base styles of a docs page inside its shadow root: readable typography and an mkdocs-like layout, isolated
// from the portal's styles (and the portal from the page's). The site's own stylesheets come after these.
export const DOCS_SHADOW_STYLES = `
:host { display: block; }
.portico-docs-root {
  font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  font-size: calc(16px * var(--portico-docs-text-scale, 1));
  line-height: 1.6;
  color: var(--portico-docs-fg, #1c2127);
}
.portico-docs-root[data-theme='dark'] { --portico-docs-fg: #f6f7f9; --portico-docs-muted: #abb3bf; --portico-docs-code: #2f343c; --portico-docs-link: #8abbff; }
.portico-docs-root a { color: var(--portico-docs-link, #215db0); }
.portico-docs-root img { max-width: 100%; height: auto; cursor: zoom-in; }
.portico-docs-root a img { cursor: pointer; }
.portico-docs-root pre, .portico-docs-root code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.85em; }
.portico-docs-root pre { background: var(--portico-docs-code, #f6f7f9); padding: 12px; overflow: auto; border-radius: 4px; }
.portico-docs-root :not(pre) > code { background: var(--portico-docs-code, #f6f7f9); padding: 1px 4px; border-radius: 3px; }
.portico-docs-root table { border-collapse: collapse; }
.portico-docs-root th, .portico-docs-root td { border: 1px solid rgba(128,128,128,.35); padding: 4px 8px; }
.portico-docs-root .md-main__inner { display: flex; gap: 32px; align-items: flex-start; }
.portico-docs-root .md-sidebar { flex: 0 0 220px; position: sticky; top: 0; }
.portico-docs-root .md-content { flex: 1; min-width: 0; }
.portico-docs-root[data-wide='false'] .md-content__inner { max-width: 52em; }
.portico-docs-root .md-nav__title { font-weight: 600; display: block; margin-bottom: 8px; }
.portico-docs-root .md-nav__list { list-style: none; margin: 0; padding: 0 0 0 12px; }
.portico-docs-root .md-nav--primary > .md-nav__list { padding-left: 0; }
.portico-docs-root .md-nav__item { margin: 4px 0; }
.portico-docs-root .md-nav__toggle { display: none; }
.portico-docs-root .md-nav__toggle ~ .md-nav { display: none; }
.portico-docs-root .md-nav__toggle:checked ~ .md-nav { display: block; }
.portico-docs-root .md-nav__item--nested > label { cursor: pointer; }
.portico-docs-root .md-content__button { float: right; font-size: 0.85em; }
@media (max-width: 760px) { .portico-docs-root .md-main__inner { display: block; } .portico-docs-root .md-sidebar { position: static; } }
`;
