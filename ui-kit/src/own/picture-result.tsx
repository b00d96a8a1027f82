import { Result } from 'antd';
import NoFound from 'antd/es/result/noFound';
import ServerError from 'antd/es/result/serverError';
import Unauthorized from 'antd/es/result/unauthorized';
import type { ComponentProps } from 'react';
import { AntdScope } from '../antd-scope';

const pictures = { '404': NoFound, '500': ServerError, '403': Unauthorized } as const;

export type PictureResultProps = Omit<ComponentProps<typeof Result>, 'status' | 'icon'> & { status: keyof typeof pictures };

/**
 * antd's Result with its picture, in antd's context: the error screens (`Result` loads it). The
 * picture is decoration (the title says what happened): hidden from screen readers, whose name
 * antd writes in English («No Found»).
 */
export default function PictureResult({ status, className, ...props }: PictureResultProps) {
  const Picture = pictures[status];
  return (
    <AntdScope>
      <Result
        {...props}
        status="info"
        className={[`ant-result-${status}`, className].filter(Boolean).join(' ')}
        classNames={{ icon: 'ant-result-image' }}
        icon={
          <span aria-hidden="true">
            <Picture />
          </span>
        }
      />
    </AntdScope>
  );
}
