import { Button, Dialog, DialogBody } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import type { KeyboardEvent } from 'react';
import type { DocsImage } from '../docs-content';
import { useTexts } from '../../app/queries';
import { docsTexts } from '../../../domain/docs/translations';

export interface LightBoxProps {
  readonly images: readonly DocsImage[];
  readonly index: number | undefined;
  readonly onIndexChange: (index: number | undefined) => void;
}

/** The Light Box add-on: a page image at full size; arrow keys or buttons go through the page's images. */
export const LightBox = ({ images, index, onIndexChange }: LightBoxProps) => {
  const docsMessages = useTexts(docsTexts);
  const image = index === undefined ? undefined : images[index];
  const count = images.length;
  const go = (delta: number) => index !== undefined && count > 0 && onIndexChange((index + delta + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    if (event.key === 'ArrowLeft') go(-1);
  };
  return (
    <Dialog isOpen={image !== undefined} onClose={() => onIndexChange(undefined)} title={docsMessages.lightBox} className="portico-docs-light-box">
      {image ? (
        <DialogBody>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys page through the images while focus is in the figure */}
          <figure className="portico-docs-light-box__figure" onKeyDown={onKeyDown} tabIndex={-1}>
            <img src={image.src} alt={image.alt} />
            <figcaption>
              {image.alt ? <span>{image.alt}</span> : null}
              {count > 1 ? <span className="portico-docs-light-box__count">{docsMessages.imageCount((index ?? 0) + 1, count)}</span> : null}
            </figcaption>
          </figure>
          {count > 1 ? (
            <div className="portico-docs-light-box__nav">
              <Button icon={<ChevronLeftIcon />} aria-label={docsMessages.previousImage} onClick={() => go(-1)} />
              <Button icon={<ChevronRightIcon />} aria-label={docsMessages.nextImage} onClick={() => go(1)} />
            </div>
          ) : null}
        </DialogBody>
      ) : null}
    </Dialog>
  );
};
