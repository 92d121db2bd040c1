// The app's own code failed to download (a redeploy removed the chunk, the network dropped): without it there
// is no React to render the error page with, so the entry says so with plain elements and offers a reload.
import { messages } from '../../domain/app/messages';

export const showBootChunkFailure = (document: Document, error: unknown, reload = () => document.defaultView?.location.reload()): void => {
  const root = document.getElementById('root');
  if (!root) return;
  const panel = document.createElement('main');
  panel.id = 'main-content';
  panel.className = 'portico-boot-failure';
  const text = document.createElement('p');
  text.setAttribute('role', 'alert');
  text.textContent = messages.chunkFailedToLoad(error instanceof Error ? error.message : String(error));
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = messages.reloadPage;
  button.addEventListener('click', () => reload());
  panel.append(text, button);
  root.replaceChildren(panel);
};
