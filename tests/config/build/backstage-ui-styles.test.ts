import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import postcss, { type AtRule, type Rule } from 'postcss';
import { scopeBaseLayer } from '../../../config/build/backstage-ui-styles';

const SCOPE = ':where([data-backstage-plugin])';

describe("Backstage UI's stylesheet in the portal", () => {
  it("scopes the base layer's rules to the plugins' elements, html and body standing for them without their background", () => {
    const css = [
      "@layer tokens { :root { --bui-a: 1; } [data-theme-mode='dark'] { --bui-a: 2; } }",
      '@layer base { *, ::before { box-sizing: border-box; } body { margin: 0; background-color: var(--bui-bg-app); color: var(--bui-fg-primary); } }',
      "@layer base { :where(a) { color: inherit; } [data-bg='neutral-2'] { background-color: var(--bui-bg-neutral-2); } @keyframes pulse { 50% { opacity: 0.5; } } }",
      '@layer components { .bui-Card { color: var(--bui-a); } }',
    ].join('\n');
    const scoped = scopeBaseLayer(css);
    expect(scoped).toContain("@layer tokens { :root { --bui-a: 1; } [data-theme-mode='dark'] { --bui-a: 2; } }");
    expect(scoped).toContain(`${SCOPE} *, ${SCOPE}::before, ${SCOPE} ::before { box-sizing: border-box; }`);
    expect(scoped).toContain(`${SCOPE} { margin: 0; color: var(--bui-fg-primary); }`);
    expect(scoped).toContain(`${SCOPE}:where(a), ${SCOPE} :where(a) { color: inherit; }`);
    expect(scoped).toContain(`${SCOPE}[data-bg='neutral-2'], ${SCOPE} [data-bg='neutral-2'] { background-color: var(--bui-bg-neutral-2); }`);
    expect(scoped).toContain('@keyframes pulse { 50% { opacity: 0.5; } }');
    expect(scoped).toContain('@layer components { .bui-Card { color: var(--bui-a); } }');
  });

  it('leaves no rule of the installed stylesheet that styles the document', () => {
    // Found from the package's folder: Jest maps a stylesheet's module name to its stub.
    const file = join(dirname(createRequire(__filename).resolve('@backstage/ui/package.json')), 'dist/css/styles.css');
    const root = postcss.parse(scopeBaseLayer(readFileSync(file, 'utf8')));
    const unscoped: string[] = [];
    root.walkRules((rule: Rule) => {
      const layer = rule.parent?.type === 'atrule' ? (rule.parent as AtRule) : undefined;
      if (layer?.name === 'layer' && layer.params === 'base') unscoped.push(...rule.selectors.filter((selector) => !selector.startsWith(SCOPE)));
      if (/(^|[\s,>+~])(html|body)\b/.test(rule.selector)) unscoped.push(rule.selector);
    });
    expect(unscoped).toEqual([]);
  });
});
