// Docs pages the reader tests show (shaped like the example sites in config/dev-backend/examples/techdocs).

export const docsPageHtmlUrl = (directory: string) => `${directory}index.html`;

export const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

const page = (title: string, body: string, nav = '') => `<!doctype html>
<html lang="en"><head><title>${title}</title><link rel="stylesheet" href="assets/stylesheets/main.css"></head>
<body><div class="md-container"><main class="md-main"><div class="md-main__inner md-grid">
<div class="md-sidebar md-sidebar--primary"><nav class="md-nav md-nav--primary">${nav}</nav></div>
<div class="md-content"><article class="md-content__inner md-typeset">
<a href="https://github.com/example-org/payments/edit/main/docs/index.md" title="Edit this page" class="md-content__button md-icon">Edit</a>
${body}
</article></div></div></main></div></body></html>`;

export const HOME_HTML = page(
  'Overview - Payments Service',
  `<h1 id="payments-service">Payments Service overview</h1>
<p>The payments service authorises and captures card payments for every order placed in the shop.</p>
<p><img src="assets/flow.svg" alt="Payment flow"></p>
<p><a href="runbook/">Runbook</a></p>`,
  `<ul class="md-nav__list"><li class="md-nav__item"><a href="./" class="md-nav__link">Overview</a></li><li class="md-nav__item"><a href="runbook/" class="md-nav__link">Runbook</a></li></ul>`,
);

export const RUNBOOK_HTML = page('Runbook - Payments Service', '<h1 id="runbook">Runbook</h1><p>Restart the pods.</p>');

export const NESTED_NAV_HTML = page(
  'Overview - Payments Service',
  '<h1>Payments Service overview</h1><p>Text.</p>',
  `<ul class="md-nav__list">
  <li class="md-nav__item md-nav__item--nested"><input class="md-nav__toggle md-toggle" type="checkbox" id="__nav_1"><label class="md-nav__link" for="__nav_1">Guides</label>
    <nav class="md-nav"><ul class="md-nav__list"><li class="md-nav__item"><a href="guides/setup/" class="md-nav__link">Setup</a></li></ul></nav></li>
  <li class="md-nav__item md-nav__item--nested"><input class="md-nav__toggle md-toggle" type="checkbox" id="__nav_2"><label class="md-nav__link" for="__nav_2">Reference</label>
    <nav class="md-nav"><ul class="md-nav__list"><li class="md-nav__item"><a href="reference/api/" class="md-nav__link">API</a></li></ul></nav></li>
</ul>`,
);

/** A page with sections: two h2, an h3 below the first, and a heading inside the site's own navigation. */
export const SECTIONS_HTML = page(
  'Overview - Payments Service',
  `<h1 id="payments-service">Payments Service overview</h1>
<h2 id="responsibilities">Responsibilities<a class="headerlink" href="#responsibilities">¶</a></h2><p>Authorise.</p>
<h3 id="refunds">Refunds</h3><p>Refund.</p>
<h2 id="api">API</h2><p>See the API.</p>`,
  `<h2 id="nav-heading">Navigation</h2><ul class="md-nav__list"><li class="md-nav__item"><a href="./" class="md-nav__link">Overview</a></li></ul>`,
);
