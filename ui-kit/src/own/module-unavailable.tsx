import { connectionFailure } from '@microloans/platform';
import { Button } from './button';
import { Flex } from './flex';

export type ModuleUnavailableProps = {
  /** The browser said it has no network. */
  offline: boolean;
  retry: () => void;
  /** The place's own words, instead of the connection's (a section of the site that is down). */
  title?: string;
  detail?: string;
};

/**
 * The place of a piece of the page whose code could not be loaded: that the connection is missing,
 * and «Повторить». Made of the first page's kit only, so it shows when nothing else can be fetched.
 */
export function ModuleUnavailable({
  offline,
  retry,
  title = connectionFailure(offline).title,
  detail = connectionFailure(offline).detail,
}: ModuleUnavailableProps) {
  return (
    <Flex vertical align="center" gap={8} role="alert" data-testid="module-unavailable" style={{ padding: '16px', textAlign: 'center' }}>
      <strong>{title}</strong>
      <span>{detail}</span>
      <Button onClick={retry}>Повторить</Button>
    </Flex>
  );
}
