import { Result } from 'antd';
import type { ComponentProps } from 'react';
import { AntdScope } from '../antd-scope';

/** antd's Result with its picture, in antd's context: the error screens (`Result` loads it). */
export default function PictureResult(props: ComponentProps<typeof Result>) {
  return (
    <AntdScope>
      <Result {...props} />
    </AntdScope>
  );
}
