import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';

type IconNode = { tag: string; attrs: Record<string, string>; children?: IconNode[] };

/** `fill-rule` → `fillRule`: React names SVG attributes in camel case. */
const reactName = (attribute: string) => attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function draw(node: IconNode, key?: number): ReactNode {
  const attributes = Object.fromEntries(Object.entries(node.attrs).map(([name, value]) => [reactName(name), value]));
  return createElement(node.tag, { key, ...attributes }, node.children?.map((child, index) => draw(child, index)));
}

/**
 * One of antd's icons (its SVG data from `@ant-design/icons-svg`), drawn as antd draws it but
 * without the icon library's runtime, and decorative: the words beside it carry the meaning (antd
 * names each icon in English for screen readers, "close-circle").
 */
export function Icon({ definition }: { definition: IconDefinition }) {
  const svg = definition.icon as IconNode;
  return (
    <span aria-hidden="true" className={`anticon anticon-${definition.name}`}>
      {createElement(
        'svg',
        { ...Object.fromEntries(Object.entries(svg.attrs).map(([name, value]) => [reactName(name), value])), 'data-icon': definition.name, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' },
        svg.children?.map((child, index) => draw(child, index)),
      )}
    </span>
  );
}
