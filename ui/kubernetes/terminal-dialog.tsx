// The pod exec terminal, loaded only when opened.
import '@xterm/xterm/css/xterm.css';
import { Dialog, DialogBody } from '@blueprintjs/core';
import { Terminal } from '@xterm/xterm';
import { useEffect, useState } from 'react';
import type { TerminalEvent } from '../../application/kubernetes/terminal-transport.port';
import { useConnectTerminal } from './queries';
import { useTexts } from '../app/queries';
import { k8sTexts } from '../../domain/kubernetes/translations';

/** Kubernetes' error channel (3) carries a Status; a failed one is shown, success is not. */
const ERROR_CHANNEL = 3;

export interface TerminalDialogProps {
  readonly podName: string;
  readonly namespace: string;
  readonly containerName: string;
  readonly onClose: () => void;
}

export default function TerminalDialog({ podName, namespace, containerName, onClose }: TerminalDialogProps) {
  const { terminalStarting, terminalClosed } = useTexts(k8sTexts);
  const connect = useConnectTerminal();
  // A callback ref: the dialog's body reaches the DOM through a portal after this component's first render.
  const [host, setHost] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!host) return undefined;
    const terminal = new Terminal({ cursorBlink: true, fontSize: 13, rows: 24, convertEol: false });
    terminal.open(host);
    terminal.write(`${terminalStarting}\r\n`);
    const onEvent = (event: TerminalEvent) => {
      switch (event.type) {
        case 'open':
          break;
        case 'output':
          if (event.channel !== ERROR_CHANNEL) terminal.write(event.text);
          else if (event.text.includes('"Failure"')) terminal.write(`\r\n${event.text}\r\n`);
          break;
        case 'error':
          terminal.write(`\r\n${event.message}\r\n`);
          break;
        case 'closed':
          terminal.write(`\r\n${terminalClosed}\r\n`);
          break;
      }
    };
    const connection = connect({ podName, namespace, containerName }, onEvent);
    const typed = terminal.onData((data) => connection.send(data));
    terminal.focus();
    return () => {
      typed.dispose();
      connection.close();
      terminal.dispose();
    };
  }, [host, connect, podName, namespace, containerName, terminalStarting, terminalClosed]);

  return (
    <Dialog isOpen onClose={onClose} title={`${podName} - ${containerName} terminal`} className="portico-k8s-terminal-dialog">
      <DialogBody>
        <div ref={setHost} className="portico-k8s-terminal" aria-label={`Shell in ${containerName}`} />
      </DialogBody>
    </Dialog>
  );
}
