import { useCallback, useEffect, useMemo, useRef, type HTMLAttributes } from 'react';
import { useIMask } from 'react-imask';
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
 * into the mask.
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

  return (
    <AntdScope>
      <Input
        {...inputProps}
        ref={(instance) => {
          element.current = instance?.input ?? null;
          inputRef?.(element.current);
        }}
        value={value}
        // react-imask handles the input events and reports through onAccept.
        onChange={() => undefined}
      />
    </AntdScope>
  );
}
