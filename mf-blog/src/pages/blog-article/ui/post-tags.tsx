import type { CSSProperties } from 'react';
import { Link } from '@microloans/platform/router';
import { links } from '@microloans/shared-contracts/routes';
import { brand } from '@microloans/ui-kit';

const listStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, listStyle: 'none', margin: '0 0 16px', padding: 0 };
const tagStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  padding: '2px 10px',
  borderRadius: 16,
  background: '#EEF2FF',
  color: brand.primary,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
};

/** The post's tags; each searches the blog for its words. */
export function PostTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul style={listStyle} aria-label="Теги" data-testid="post-tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={links.blogSearch(tag)} style={tagStyle}>
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
