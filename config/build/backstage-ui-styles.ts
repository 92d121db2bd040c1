// Backstage UI's stylesheet (@backstage/ui/css/styles.css), which the components of newer Backstage plugins need for
// their design tokens, scoped to the plugins' own elements: its `base` layer styles the document itself (html's font,
// body's margin and colours, every link, box sizing), which would change the portal around a plugin. Each of its rules
// is made to apply inside a plugin's element only, html and body standing for that element (without their
// background, which stays the portal's). The tokens (custom properties, read only by Backstage UI's own classes) and
// the component and utility layers stay as they are.
import postcss, { type AtRule, type Node, type Rule } from 'postcss';

/** The elements the portal mounts Backstage plugins into. */
export const PLUGIN_SCOPE = '[data-backstage-plugin]';

const DOCUMENT_SELECTOR = /^(html|body|:root)$/;

const scopedSelector = (selector: string, scope: string): string[] => {
  const trimmed = selector.trim();
  const root = `:where(${scope})`;
  if (DOCUMENT_SELECTOR.test(trimmed)) return [root];
  // An attribute, class or pseudo selector may be the plugin's element itself ([data-theme-mode='dark']) or inside it.
  return /^[[.:]/.test(trimmed) ? [`${root}${trimmed}`, `${root} ${trimmed}`] : [`${root} ${trimmed}`];
};

const inBaseLayer = (rule: Rule): boolean => {
  for (let parent: Node | undefined = rule.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && (parent as AtRule).name === 'layer' && (parent as AtRule).params.trim() === 'base') return true;
  }
  return false;
};

/** `css` with the rules of its base layer applying inside `scope` only. */
export const scopeBaseLayer = (css: string, scope: string = PLUGIN_SCOPE): string => {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (!inBaseLayer(rule) || rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
    const documentRule = rule.selectors.some((selector) => DOCUMENT_SELECTOR.test(selector.trim()));
    rule.selectors = rule.selectors.flatMap((selector) => scopedSelector(selector, scope));
    if (documentRule) {
      rule.walkDecls(/^background/, (declaration) => {
        declaration.remove();
      });
    }
  });
  return root.toString();
};

/** The stylesheet's file, as the build's module ids name it. */
export const BACKSTAGE_UI_STYLES = /[\\/]@backstage[\\/]ui[\\/]dist[\\/]css[\\/]styles\.css$/;
