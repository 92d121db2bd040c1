import { Card, H4 } from '@blueprintjs/core';
import {
  ChartIcon,
  ChatIcon,
  CloudIcon,
  CodeBlockIcon,
  CodeIcon,
  CogIcon,
  DatabaseIcon,
  DocumentIcon,
  LinkIcon,
  PlusIcon,
  SearchIcon,
  GraphIcon,
} from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import type { ToolkitIcon } from '../../../domain/home/constants';
import type { ToolkitLink } from '../../../domain/home/home-settings';
import { ExternalLink } from '../../app/chrome';
import { useTexts } from '../../app/queries';
import { homeTexts } from '../../../domain/home/translations';

const ICONS: Readonly<Record<ToolkitIcon, ReactNode>> = {
  catalog: <DatabaseIcon size={24} />,
  create: <PlusIcon size={24} />,
  docs: <DocumentIcon size={24} />,
  api: <CodeBlockIcon size={24} />,
  graph: <GraphIcon size={24} />,
  search: <SearchIcon size={24} />,
  settings: <CogIcon size={24} />,
  code: <CodeIcon size={24} />,
  chart: <ChartIcon size={24} />,
  chat: <ChatIcon size={24} />,
  cloud: <CloudIcon size={24} />,
  link: <LinkIcon size={24} />,
};

/** Toolkit: the configured links (home.toolkit), each with its icon. `title` replaces the widget's own. */
export const Toolkit = ({ links, title }: { readonly links: readonly ToolkitLink[]; readonly title?: string | undefined }) => {
  const homeMessages = useTexts(homeTexts);
  const shownTitle = title ?? homeMessages.toolkit;
  return (
  <Card className="portico-card portico-home__card" role="region" aria-label={shownTitle}>
    <H4>{shownTitle}</H4>
    <ul className="portico-home__toolkit">
      {links.map((link) => (
        <li key={`${link.label}-${link.url}`}>
          <ExternalLink to={link.url} className="portico-home__tool">
            <span className="portico-home__tool-icon" aria-hidden="true">
              {ICONS[link.icon]}
            </span>
            <span>{link.label}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  </Card>
);
};
