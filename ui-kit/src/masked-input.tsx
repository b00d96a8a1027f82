import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type HTMLAttributes } from 'react';
import { IMask, useIMask } from 'react-imask';
import { Input } from 'antd';
import { AntdScope } from './antd-scope';

export type MaskedInputProps = {
  id: string;
  name?: string;
  /** react-imask's mask: a pattern string (`0` is a digit) or full options. */
  mask: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  status?: 'error';
  size?: 'large' | 'middle';
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** Gets the input element: a form focuses the first field in error through it. */
  inputRef?: (element: HTMLInputElement | null) => void;
};

/**
 * An antd input driven by react-imask (SPEC §5 masks). The form keeps the masked text (what the
 * borrower sees and what the rules check); a value set from outside (a restored draft) is pushed
 * into the mask. Drawn by the server, the field takes typing before the page's code does: what was
 * typed by then (no mask yet, `9991234567`) reaches the form masked as the field is taken over.
 */
export function MaskedInput({ mask, value, onChange, inputRef, ...inputProps }: MaskedInputProps) {
  const options = useMemo(() => ({ mask, lazy: true }), [mask]);
  const element = useRef<HTMLInputElement | null>(null);
  const handleAccept = useCallback((next: string) => onChange(next), [onChange]);
  const { maskRef } = useIMask<HTMLInputElement>(options, { ref: element, onAccept: handleAccept, defaultValue: value });

  useEffect(() => {
    const current = maskRef.current;
    if (current && current.value !== value) current.value = value;
  }, [maskRef, value]);

  // The field holds text the form does not: typed before the takeover (React keeps it on screen).
  // Read as it is taken over (the mask, once on, redraws the field), handed to the form masked once
  // the form listens to it, after the mask has taken the form's value (above) — unless a key
  // pressed before the mask came on has brought the form the whole text already.
  const typedBeforeTakeover = useRef<string | null>(null);
  const typedBeforeMask = useRef(false);
  useLayoutEffect(() => {
    const field = element.current;
    if (field && field.value !== field.defaultValue) typedBeforeTakeover.current = field.value;
  }, []);
  useEffect(() => {
    if (typedBeforeTakeover.current !== null && !typedBeforeMask.current) onChange(IMask.pipe(typedBeforeTakeover.current, { mask }));
    typedBeforeTakeover.current = null;
    // Only the takeover: what was typed before it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <AntdScope>
      <Input
        {...inputProps}
        ref={(instance) => {
          element.current = instance?.input ?? null;
          inputRef?.(element.current);
        }}
        value={value}
        // react-imask handles the input events and reports through onAccept; until it is on, the
        // text goes to the form as typed (the mask, once on, masks the form's value).
        onChange={(event) => {
          if (maskRef.current) return;
          typedBeforeMask.current = true;
          onChange(event.target.value);
        }}
      />
    </AntdScope>
  );
}
