// The output of a task: links (e.g. to the registered entity) as buttons and texts as Markdown. Every link
// goes through the portal's link check: a javascript:, data: or vbscript: URL is shown as text, not as a link.
import { AnchorButton, ButtonGroup, Callout, Classes } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { classifyLinkTarget } from '../../../domain/app/external-link';
import { outputLinks, outputTexts, type ShownOutputLink, type TaskOutput } from '../../../domain/scaffolder';
import { Markdown } from '../../app/markdown/markdown';

const InAppLinkButton = ({ to, title }: { readonly to: string; readonly title: string }) => (
  <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to={to}>
    {title}
  </Link>
);

export const OutputLinkButton = ({ link }: { readonly link: ShownOutputLink }) => {
  if (link.target._tag === 'Internal') return <InAppLinkButton to={link.target.path} title={link.title} />;
  const target = classifyLinkTarget(link.target.url);
  switch (target.kind) {
    case 'newWindow':
      return (
        <AnchorButton href={target.href} target="_blank" rel="noopener noreferrer">
          {link.title}
        </AnchorButton>
      );
    case 'sameWindow':
      return <AnchorButton href={target.href}>{link.title}</AnchorButton>;
    case 'inApp':
      return <InAppLinkButton to={target.to} title={link.title} />;
    case 'rejected':
      return (
        <span className="portico-task-output__rejected" title={target.message} data-rejected-link="">
          {link.title}
        </span>
      );
  }
};

export const TaskOutputView = ({ output }: { readonly output: TaskOutput | undefined }) => {
  const links = outputLinks(output);
  const texts = outputTexts(output);
  if (links.length === 0 && texts.length === 0) return null;
  return (
    <section className="portico-task-output" aria-label="Output">
      {links.length ? (
        <ButtonGroup className="portico-task-output__links">
          {links.map((link) => (
            <OutputLinkButton key={link.title} link={link} />
          ))}
        </ButtonGroup>
      ) : null}
      {texts.map((text, index) => (
        <Callout key={`${text.title ?? ''}-${index}`} title={text.title} className="portico-task-output__text">
          <Markdown text={text.content ?? ''} />
        </Callout>
      ))}
    </section>
  );
};
