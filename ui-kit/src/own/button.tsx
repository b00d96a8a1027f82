import { Children, type ButtonHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { themeClass } from '../theme';
import { classNames } from './class-names';

export type ButtonType = 'primary' | 'default' | 'dashed' | 'link' | 'text';

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  type?: ButtonType;
  htmlType?: 'button' | 'submit' | 'reset';
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
  danger?: boolean;
  /** Shows a spinner and ignores clicks until the work it started is done. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** antd's colour and variant for each type (antd/es/button/Button.js, ButtonTypeMap). */
const looks: Record<ButtonType, [color: string, variant: string]> = {
  default: ['default', 'outlined'],
  primary: ['primary', 'solid'],
  dashed: ['default', 'dashed'],
  link: ['link', 'link'],
  text: ['default', 'text'],
};

const sizeClasses = { small: 'ant-btn-sm', middle: undefined, large: 'ant-btn-lg' } as const;

/** antd's loading icon, decorative: a finished load leaves the button's name as it was. */
function LoadingIcon() {
  return (
    <span className="ant-btn-icon">
      <span aria-hidden="true" className="anticon anticon-loading anticon-spin">
        <svg viewBox="0 0 1024 1024" focusable="false" width="1em" height="1em" fill="currentColor" aria-hidden="true">
          <path d="M988 548c-19.9 0-36-16.1-36-36 0-59.4-11.6-117-34.6-171.3a440.45 440.45 0 00-94.3-139.9 437.71 437.71 0 00-139.9-94.3C629 83.6 571.4 72 512 72c-19.9 0-36-16.1-36-36s16.1-36 36-36c69.1 0 136.2 13.5 199.3 40.3C772.3 66 827 103 874 150c47 47 83.9 101.8 109.7 162.7 26.7 63.1 40.2 130.2 40.2 199.3.1 19.9-16 36-35.9 36z" />
        </svg>
      </span>
    </span>
  );
}

/** Text is wrapped in a span, the pieces next to each other in one, as antd does (its CSS spaces an icon and the words by it). */
function content(children: ReactNode): ReactNode {
  const pieces: ReactNode[] = [];
  for (const child of Children.toArray(children)) {
    const last = pieces.length - 1;
    const text = typeof child === 'string' || typeof child === 'number' ? String(child) : null;
    if (text !== null && typeof pieces[last] === 'string') pieces[last] += text;
    else pieces.push(text ?? child);
  }
  return pieces.map((piece, index) => (typeof piece === 'string' ? <span key={`text-${index}`}>{piece}</span> : piece));
}

export type ButtonLook = Pick<ButtonProps, 'type' | 'size' | 'block' | 'danger'>;

/**
 * The classes of a button of this look: for a link that leads somewhere and should look like a
 * button (one element, one tab stop, announced as the link it is).
 */
export function buttonClassName({ type = 'default', size, block, danger }: ButtonLook = {}): string {
  const [color, variant] = looks[type];
  return classNames(
    'ant-btn',
    themeClass,
    `ant-btn-${type}`,
    danger && 'ant-btn-dangerous',
    `ant-btn-color-${danger ? 'dangerous' : color}`,
    `ant-btn-variant-${variant}`,
    size && sizeClasses[size],
    block && 'ant-btn-block',
  );
}

/**
 * antd's button without antd: the same element and classes, styled by the theme's build-time CSS
 * (styles/core.css), so the first page draws it without antd's code. What it leaves out: the click
 * wave and the icon slot (no page uses an icon button). `button.test.tsx` compares it with antd's.
 */
export function Button({ type = 'default', htmlType = 'button', size, block, danger, loading = false, className, children, onClick, ...rest }: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // As antd: a button at work takes no second click (a form sent twice).
    if (loading || rest.disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={htmlType}
      className={classNames(buttonClassName({ type, size, block, danger }), loading && 'ant-btn-loading', className)}
      onClick={handleClick}
    >
      {loading ? <LoadingIcon /> : null}
      {content(children)}
    </button>
  );
}
