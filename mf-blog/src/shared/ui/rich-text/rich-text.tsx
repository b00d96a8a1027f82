import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from '@microloans/platform/router';
import { decideNavigation } from '@microloans/shared-contracts/navigation';
import { sanitizeHtml, type SanitizeOptions } from './sanitize-html';

export type RichTextProps = SanitizeOptions & {
  /** HTML as the API sent it; it is sanitised here, never before, never elsewhere. */
  html: string;
  className?: string;
  'data-testid'?: string;
};

/**
 * How content reads on any screen: pictures never wider than the column, a table wider than it
 * scrolls inside itself (a 360 px phone gets no sideways scroll, and a cell's words are not broken
 * into letters), a word longer than the line wraps, links are underlined (told apart by more than
 * colour).
 * Our own constant stylesheet, not the API's: React puts it in the head once for every `RichText`.
 */
const contentStyles = `
.rich-text { overflow-wrap: break-word; }
.rich-text img { max-width: 100%; height: auto; }
.rich-text table { display: block; max-width: 100%; overflow-x: auto; border-collapse: collapse; margin-bottom: 1em; }
.rich-text th, .rich-text td { padding: 4px 8px; border: 1px solid #e5e7eb; text-align: left; vertical-align: top; }
.rich-text pre { white-space: pre-wrap; }
.rich-text a { text-decoration: underline; text-underline-offset: 2px; }
.rich-text blockquote { margin: 0 0 1em; padding: 4px 0 4px 16px; border-left: 4px solid #d1d5db; }
`;

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
    <>
      <style href="mf-blog-rich-text" precedence="default">
        {contentStyles}
      </style>
      {/* Clicks are delegated from the content's own links, which the keyboard reaches (Enter clicks them). */}
      <div
        className={className ? `rich-text ${className}` : 'rich-text'}
        data-testid={testId}
        onClick={handleClick}
        dangerouslySetInnerHTML={{ __html: safe }}
      />
    </>
  );
}
