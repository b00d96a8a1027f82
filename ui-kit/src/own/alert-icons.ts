import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';

/** The icon of each kind of notice, as antd's Alert draws it. */
export const alertIcons = { success: CheckCircleFilled, info: InfoCircleFilled, warning: ExclamationCircleFilled, error: CloseCircleFilled } as const;

/** Each icon's colour under the product's theme (antd's success green, info blue, warning gold, error red). */
export const alertIconColors = { success: '#52c41a', info: '#1677ff', warning: '#faad14', error: '#c62828' } as const;

/**
 * The SVG path of a notice's icon (each is one path in a `64 64 896 896` box): for a page's first
 * frame, drawn by index.html before any script (`ui-kit/alert-icons`, read at build time).
 */
export function alertIconPath(kind: keyof typeof alertIcons): string {
  const { children } = (alertIcons[kind] as IconDefinition).icon as { children?: Array<{ tag: string; attrs: Record<string, string> }> };
  const path = children?.length === 1 && children[0]!.tag === 'path' ? children[0]!.attrs.d : undefined;
  if (!path) throw new Error(`the ${kind} notice's icon is not one path`);
  return path;
}
