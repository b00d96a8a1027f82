/**
 * Text typed into a form the server drew before the page's code took it over: kept, by the forms
 * that take typing at once. A module of its own, so only the parts with such forms carry it.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

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
 * phone, a draft). Read from the DOM as the part is taken over, before its fields hand their text
 * to their forms (their effects run after this one).
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
