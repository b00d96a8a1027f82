import { useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';

const noChanges = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * Whether what this component shows may come from the browser itself (its storage, its clock):
 * false on the server and while the browser takes a server-drawn page over, so both draw the
 * same; true right after, and at once for anything the browser draws by itself.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(noChanges, inBrowser, onServer);
}

/** Whether this component was first drawn by the server (and taken over), not by the browser. */
export function useDrawnByServer(): boolean {
  const takenOver = useTakenOver();
  const [drawnByServer] = useState(!takenOver);
  return drawnByServer;
}

const plainFieldset: CSSProperties = { border: 0, margin: 0, padding: 0, minWidth: 0 };

export type HeldFieldsetProps = {
  held: boolean;
  /**
   * The fields hold values only the browser knows (a draft it keeps): drawn awaiting them — their
   * boxes shimmer, nothing in them reads as empty (index.html's `[data-awaiting]`) — and busy for
   * a screen reader, until the browser has filled them in.
   */
  awaiting?: boolean;
  children: ReactNode;
};

/**
 * The fields of a form the server drew: on screen at once, but taking no input while `held` (until
 * the page's code has taken the form over) — what was typed before could not reach the form and
 * would be lost. Disabled, so a borrower sees and hears that it is not ready yet.
 */
export function HeldFieldset({ held, awaiting = false, children }: HeldFieldsetProps) {
  return (
    <fieldset disabled={held} style={plainFieldset} {...(awaiting ? { 'data-awaiting': '', 'aria-busy': true } : {})}>
      {children}
    </fieldset>
  );
}

