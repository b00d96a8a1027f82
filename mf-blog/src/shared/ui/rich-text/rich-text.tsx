import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'platform/router';
import { decideNavigation } from 'shared-contracts/navigation';
import { sanitizeHtml, type SanitizeOptions } from './sanitize-html';

export type RichTextProps = SanitizeOptions & {
  /** HTML as the API sent it; it is sanitised here, never before, never elsewhere. */
  html: string;
  className?: string;
  'data-testid'?: string;
};

/**
 * The one place the product renders HTML from the API (a lint rule keeps it so). A link in it is
 * followed only when the reader clicks it: a page of this site through the router, another site in
 * a new tab (its `target` and `rel` set by the sanitiser).
 */
export function RichText({ html, dropLeadingHeading, className, 'data-testid': testId }: RichTextProps) {
  const navigate = useNavigate();
  const safe = useMemo(() => sanitizeHtml(html, { dropLeadingHeading }), [html, dropLeadingHeading]);

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a[href]');
    if (!link) return;
    const decision = decideNavigation(link.getAttribute('href'), window.location.origin);
    if (decision.kind !== 'inside') return;
    event.preventDefault();
    navigate(decision.path);
  };

  return (
    // Clicks are delegated from the content's own links, which the keyboard reaches (Enter clicks them).
    <div className={className} data-testid={testId} onClick={handleClick} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
