import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled';
import { Suspense, type CSSProperties, type ReactNode } from 'react';
// Through the kit's own shared module, not a relative path: the core kit's code is not copied in here.
import { lazyModule } from '@microloans/ui-kit';
import { themeClass } from '../theme';
import { classNames } from './class-names';
import { Icon } from './icon';

const icons = { success: CheckCircleFilled, error: CloseCircleFilled, info: ExclamationCircleFilled, warning: WarningFilled } as const;

type IconStatus = keyof typeof icons;
/** The statuses antd draws with a picture (the error screens). */
type PictureStatus = '404' | '403' | '500';

export type ResultProps = {
  status?: IconStatus | PictureStatus;
  title?: ReactNode;
  subTitle?: ReactNode;
  /** Controls under the words (a button). */
  extra?: ReactNode;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
};

// The pictures are antd's (large SVGs): loaded with the error screens that show them, not with the
// kit. Without a connection the screen keeps its words and controls, without the picture.
const PictureResult = lazyModule(() => import('./picture-result'), {
  unavailable: (_, { title, subTitle, extra, className, style, children }) => (
    <Words title={title} subTitle={subTitle} extra={extra} className={classNames('ant-result', themeClass, className)} style={style}>
      {children}
    </Words>
  ),
});

/**
 * antd's Result without antd for the statuses with an icon (a failed load, an outcome): the icon,
 * title, subtitle and controls in antd's markup and build-time CSS. The error screens' pictures
 * (404, 403, 500) are antd's own Result, loaded when one is shown. `extra.test.tsx` compares it
 * with antd's.
 */
export function Result({ status = 'info', title, subTitle, extra, children, className, style }: ResultProps) {
  if (!(status in icons)) {
    return (
      <Suspense fallback={null}>
        <PictureResult status={status as PictureStatus} title={title} subTitle={subTitle} extra={extra} className={className} style={style}>
          {children}
        </PictureResult>
      </Suspense>
    );
  }
  return (
    <Words
      icon={<Icon definition={icons[status as IconStatus]} />}
      title={title}
      subTitle={subTitle}
      extra={extra}
      className={classNames('ant-result', `ant-result-${status}`, themeClass, className)}
      style={style}
    >
      {children}
    </Words>
  );
}

type WordsProps = Omit<ResultProps, 'status'> & { icon?: ReactNode };

/** antd's Result markup around its parts. */
function Words({ icon, title, subTitle, extra, children, className, style }: WordsProps) {
  return (
    <div className={className} style={style}>
      {icon ? <div className="ant-result-icon">{icon}</div> : null}
      {title !== undefined ? <div className="ant-result-title">{title}</div> : null}
      {subTitle !== undefined ? <div className="ant-result-subtitle">{subTitle}</div> : null}
      {extra !== undefined ? <div className="ant-result-extra">{extra}</div> : null}
      {children ? <div className="ant-result-content">{children}</div> : null}
    </div>
  );
}
