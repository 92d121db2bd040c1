import { Button, Callout, PopoverNext, ProgressBar, Spinner } from '@blueprintjs/core';
import { CogIcon } from '@blueprintjs/icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import type { CompoundEntityRef } from '../../domain/catalog/entity-ref';
import { WIDE_CONTENT_FLAG } from '../../domain/docs/feature-flags';
import { readerDisplay, type SyncState } from '../../domain/docs/reader-state';
import { issueRepositoryOf } from '../../domain/docs/report-issue';
import { rebaseCssUrls } from '../../domain/docs/site-links';
import { ErrorPage } from '../app/chrome';
import { BackendPluginMissingPanel } from '../app/chrome/error-panel';
import { useActiveTheme, useFeatureFlag } from '../app/queries';
import { ExpandableNavigation } from './addons/expandable-navigation';
import { LightBox } from './addons/light-box';
import { ReportIssue } from './addons/report-issue';
import { TextSize } from './addons/text-size';
import { TechDocsAddonSlot, useHasTechDocsAddons, type AddonPage } from './addons/addon-slot';
import { DocsContent, type DocsImage, type DocsSelection } from './docs-content';
import { renderDocsHtml } from './render-docs-html';
import { SiteSearch } from './site-search';
import { headingsOf, TableOfContents } from './table-of-contents';
import { tableOfContents } from '../../domain/docs/table-of-contents';
import {
  useDocsCookie,
  useDocsPage,
  useDocsSettings,
  useDocsSync,
  useDocsTitle,
  useMissingTechDocs,
  useSiteImageLoader,
  useSiteStylesheets,
  useTextSize,
} from './queries';
import './docs.css';
import { useTexts } from '../app/queries';
import { docsTexts } from '../../domain/docs/translations';

export interface DocsReaderProps {
  /** The entity whose docs site is shown. */
  readonly docsRef: CompoundEntityRef;
  /** Page inside the site ('' for its home page). */
  readonly path: string;
  /** In-app route of the site's root: the reader page's or the entity tab's. */
  readonly linkBase: string;
  /** Element id to scroll to (the URL's hash without '#'). */
  readonly hash?: string;
}

const BuildLog = ({ sync }: { readonly sync: SyncState }) => {
  const docsMessages = useTexts(docsTexts);
  const [open, setOpen] = useState(false);
  const log = 'log' in sync ? sync.log : [];
  return (
    <>
      <Button variant="minimal" size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
        {open ? docsMessages.hideBuildLogs : docsMessages.showBuildLogs}
      </Button>
      {open ? (
        <pre className="portico-docs-build-log" aria-label={docsMessages.buildLogs}>
          {log.length ? log.join('\n') : docsMessages.waitingForLogs}
        </pre>
      ) : null}
    </>
  );
};

const useAppHref = (): ((to: string) => string) => {
  const root = useHref('/');
  const prefix = root === '/' ? '' : root.replace(/\/+$/, '');
  return useCallback((to: string) => `${prefix}${to}`, [prefix]);
};

/** The docs reader: page content, sync state and the add-ons. */
export const DocsReader = ({ docsRef, path, linkBase, hash = '' }: DocsReaderProps) => {
  const docsMessages = useTexts(docsTexts);
  const settings = useDocsSettings();
  const page = useDocsPage(docsRef, path);
  const hasContent = useRef(false);
  hasContent.current = page.data !== undefined;
  const [sync, dispatchSync] = useDocsSync(docsRef, () => hasContent.current);
  useDocsCookie();
  const missingPlugin = useMissingTechDocs();
  const loadImage = useSiteImageLoader();
  const navigate = useNavigate();
  const appHref = useAppHref();
  const [textSize, setTextSize] = useTextSize();
  const wide = useFeatureFlag(WIDE_CONTENT_FLAG);
  const dark = useActiveTheme().variant === 'dark';
  const [lightBox, setLightBox] = useState<{ images: readonly DocsImage[]; index: number | undefined }>({ images: [], index: undefined });
  const [selection, setSelection] = useState<DocsSelection | undefined>(undefined);
  const [contentRoot, setContentRoot] = useState<HTMLElement | undefined>(undefined);

  const rendered = useMemo(
    () => (page.data ? renderDocsHtml(page.data.html, { location: page.data.location, linkBase, appHref }) : undefined),
    [page.data, linkBase, appHref],
  );
  const sheets = useSiteStylesheets(rendered?.stylesheetUrls ?? []);
  const css = useMemo(
    () => [...(sheets.data ?? []).map((sheet) => rebaseCssUrls(sheet.text, sheet.url)), ...(rendered?.inlineCss ?? [])],
    [sheets.data, rendered],
  );
  const stylesPending = (rendered?.stylesheetUrls.length ?? 0) > 0 && sheets.isLoading;

  const { refetch } = page;
  useEffect(() => {
    if (sync._tag !== 'BuildReadyReload') return;
    void refetch().then(() => dispatchSync({ _tag: 'Reloaded' }));
  }, [sync._tag, refetch, dispatchSync]);

  const refresh = async () => {
    await refetch();
    dispatchSync({ _tag: 'Finish', updated: false, hadContent: true });
  };

  const headings = useMemo(() => (rendered ? tableOfContents(headingsOf(rendered.fragment)) : []), [rendered]);
  const siteTitle = useDocsTitle(docsRef);

  const addonPage: AddonPage = { entityRef: docsRef, path, title: rendered?.title ?? '', contentElement: contentRoot };
  const hasSidebarAddons = useHasTechDocsAddons('SecondarySidebar');

  const display = readerDisplay(page.isLoading, page.data !== undefined, sync);
  const repository = rendered?.editUrl ? issueRepositoryOf(rendered.editUrl, settings.integrationHosts) : undefined;

  // Without a docs plugin every page would be 'not found': say what is missing instead.
  if (missingPlugin) return <BackendPluginMissingPanel pluginId={missingPlugin.pluginId} message={missingPlugin.message} />;
  if (display === 'checking' || (display === 'not-found' && missingPlugin === undefined)) {
    return (
      <div className="portico-center" role="status" aria-label={docsMessages.loading}>
        <Spinner />
      </div>
    );
  }
  if (display === 'initial-build') {
    return (
      <Callout intent="primary" title={docsMessages.initialBuild}>
        <ProgressBar intent="primary" />
        <BuildLog sync={sync} />
      </Callout>
    );
  }
  if (display === 'not-found') {
    const reason = page.error?.reason;
    if (sync._tag === 'Error' && reason?._tag !== 'PageNotFound') return <ErrorPage status={500} statusMessage={sync.message} />;
    if (reason?._tag === 'BackendFailure') return <ErrorPage status={500} statusMessage={reason.message} />;
    return (
      <ErrorPage
        status={404}
        statusMessage={docsMessages.pageNotFound}
        additionalInfo={
          <>
            {reason?._tag === 'PageNotFound' && reason.missingIndex ? <p>{docsMessages.noIndexFile}</p> : null}
            {settings.builder !== 'local' ? <p>{docsMessages.builderNotLocal}</p> : null}
          </>
        }
      />
    );
  }

  return (
    <div className="portico-docs-reader">
      {display === 'stale-refreshing' ? (
        <Callout intent="primary" title={docsMessages.staleRefreshing}>
          <BuildLog sync={sync} />
        </Callout>
      ) : null}
      {display === 'stale-ready' ? (
        <Callout intent="success" title={docsMessages.staleReady}>
          <Button intent="success" onClick={() => void refresh()}>
            {docsMessages.refresh}
          </Button>
        </Callout>
      ) : null}
      {display === 'stale-error' && sync._tag === 'Error' ? (
        <Callout intent="warning" title={docsMessages.staleError}>
          <p>{sync.message}</p>
          <BuildLog sync={sync} />
        </Callout>
      ) : null}
      <div className="portico-docs-toolbar">
        <SiteSearch docsRef={docsRef} siteTitle={siteTitle} linkBase={linkBase} />
        <TechDocsAddonSlot location="Subheader" page={addonPage} />
        <div className="portico-docs-toolbar__tools" role="toolbar" aria-label={docsMessages.settings}>
          <ExpandableNavigation root={contentRoot} />
          <PopoverNext
            placement="bottom-end"
            content={
              <div className="portico-docs-settings">
                <TextSize value={textSize} onChange={setTextSize} />
                <TechDocsAddonSlot location="Settings" page={addonPage} />
              </div>
            }
          >
            <Button variant="minimal" icon={<CogIcon />} aria-label={docsMessages.settings} title={docsMessages.settings} />
          </PopoverNext>
        </div>
      </div>
      <div className="portico-docs-body">
        <div className="portico-docs-page">
          {rendered && !stylesPending ? (
            <DocsContent
              page={rendered}
              css={css}
              textSize={textSize}
              wide={wide}
              dark={dark}
              hash={hash}
              onNavigate={(to) => navigate(to)}
              onImageOpen={(images, index) => setLightBox({ images, index })}
              loadImage={loadImage}
              onSelection={setSelection}
              onContentRoot={setContentRoot}
            />
          ) : (
            <Spinner />
          )}
          <ReportIssue repository={repository} selection={selection} pageTitle={rendered?.title ?? ''} pageUrl={typeof window === 'undefined' ? '' : window.location.href} />
          <TechDocsAddonSlot location="Content" page={addonPage} />
        </div>
        {hasSidebarAddons ? (
          <div className="portico-docs-aside">
            <TableOfContents headings={headings} />
            <TechDocsAddonSlot location="SecondarySidebar" page={addonPage} />
          </div>
        ) : (
          <TableOfContents headings={headings} />
        )}
      </div>
      <LightBox images={lightBox.images} index={lightBox.index} onIndexChange={(index) => setLightBox((current) => ({ ...current, index }))} />
    </div>
  );
};
