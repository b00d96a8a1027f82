import { Button, Flex, Typography } from 'ui-kit';

export type RemoteUnavailableProps = { onRetry: () => void };

/**
 * A remote's slot when it cannot be loaded. Built from the first-page kit only: it must show even
 * when nothing else could be fetched.
 */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  return (
    <Flex vertical align="center" gap={8} role="alert" style={{ padding: '32px 16px', textAlign: 'center' }}>
      <span aria-hidden style={{ fontSize: 40, lineHeight: 1 }}>
        ⚠️
      </span>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
        Раздел временно недоступен
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Остальные разделы сайта работают. Попробуйте загрузить этот раздел ещё раз.
      </Typography.Paragraph>
      <Button type="primary" onClick={onRetry}>
        Повторить
      </Button>
    </Flex>
  );
}
