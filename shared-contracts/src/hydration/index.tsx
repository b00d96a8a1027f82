import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode, type RefObject } from 'react';

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

/**
 * Whether a field holds text its form does not: what the borrower typed (or the browser filled in)
 * after the server drew it and before the page's code took it over. React keeps that text on the
 * screen as it takes the field over, and gives the field its own value as its default.
 */
export const typedBeforeTakeover = (field: HTMLInputElement | HTMLTextAreaElement): boolean => field.value !== field.defaultValue;

/**
 * A field the server drew takes what was typed into it before the page's code took it over: as the
 * field is taken over, `adopt` gets that text (once), so the form holds what the screen shows. Give
 * the returned ref the input element. A field the browser draws itself has nothing to adopt.
 */
export function useAdoptTypedBeforeTakeover(adopt: (typed: string) => void): RefObject<HTMLInputElement | null> {
  const field = useRef<HTMLInputElement | null>(null);
  // Once the form listens to its fields (it starts to as its own layout effects run, after its
  // fields'), and before anything draws the field again. A key pressed as the takeover went on
  // reached the form with the whole text already: then field and form agree, and nothing is left.
  useEffect(() => {
    if (field.current && typedBeforeTakeover(field.current)) adopt(field.current.value);
    // Only the takeover: what was typed before it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return field;
}

/**
 * Whether the borrower typed into a field of this part before the page's code took it over: then
 * what they typed is what the part shows, not what the browser kept from before (a tab's stored
 * phone, a draft). Read as the part is taken over, after its fields have adopted their text.
 */
export function useTypedBeforeTakeover(part: RefObject<HTMLElement | null>, onTyped?: () => void): boolean {
  const [typed, setTyped] = useState(false);
  useLayoutEffect(() => {
    const fields = part.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? [];
    if (![...fields].some(typedBeforeTakeover)) return;
    // The page as the borrower left it is read from the DOM once, as it is taken over; the draw this
    // causes is that takeover's own (the browser's state follows then anyway).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTyped(true);
    onTyped?.();
    // Only the takeover.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return typed;
}
