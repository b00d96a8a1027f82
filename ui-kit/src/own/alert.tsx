import type { HTMLAttributes, ReactNode } from 'react';
import { themeClass } from '../theme';
import { classNames } from './class-names';
import { alertIcons } from './alert-icons';
import { Icon } from './icon';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

export type AlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  type?: AlertType;
  title?: ReactNode;
  /** antd's former name of `title`. */
  message?: ReactNode;
  description?: ReactNode;
  /** Controls at the right (a button). */
  action?: ReactNode;
  showIcon?: boolean;
  'data-testid'?: string;
};

/**
 * antd's Alert without antd: a notice with its icon, title, description and action, in antd's
 * markup and build-time CSS (styles/extra.css). Errors and warnings are announced at once
 * (`role="alert"`), as antd's are; a page may pass `role="status"` for good news. Not closable (no
 * page closes one). `extra.test.tsx` compares it with antd's.
 */
export function Alert({ type = 'info', title, message, description, action, showIcon = false, className, role = 'alert', ...rest }: AlertProps) {
  return (
    <div
      data-show="true"
      {...rest}
      role={role}
      className={classNames('ant-alert', `ant-alert-${type}`, 'ant-alert-outlined', !showIcon && 'ant-alert-no-icon', description !== undefined && 'ant-alert-with-description', themeClass, className)}
    >
      {showIcon ? (
        <span className="ant-alert-icon">
          <Icon definition={alertIcons[type]} />
        </span>
      ) : null}
      <div className="ant-alert-section">
        {(title ?? message) !== undefined ? <div className="ant-alert-title">{title ?? message}</div> : null}
        {description !== undefined ? <div className="ant-alert-description">{description}</div> : null}
      </div>
      {action ? <div className="ant-alert-actions">{action}</div> : null}
    </div>
  );
}
