import { Suspense, useSyncExternalStore } from 'react';
import { Card, lazyModule, ModuleUnavailable, Skeleton, Typography } from '@microloans/ui-kit';
import { useNearViewport } from '@microloans/shared-contracts/viewport';
import type { PostCommentsProps } from './ui/post-comments';

// The comments bring the form kit, the form library and the rules: fetched when the reader nears them.
// Without a connection their place says so, under their heading.
const PostComments = lazyModule(() => import('./ui/post-comments').then((module) => ({ default: module.PostComments })), {
  unavailable: (failure) => (
    <Card data-testid="comments-unavailable">
      <Typography.Title level={2} style={{ fontSize: 22, marginTop: 0 }}>
        Комментарии
      </Typography.Title>
      <ModuleUnavailable {...failure} />
    </Card>
  ),
});

/** What stands in for the comments until they are near: their heading and a skeleton. */
function CommentsPlaceholder() {
  return (
    <Card data-testid="comments-placeholder">
      <Typography.Title level={2} style={{ fontSize: 22, marginTop: 0 }}>
        Комментарии
      </Typography.Title>
      <div role="status" aria-label="Загрузка комментариев">
        <Skeleton active={false} avatar={false} paragraph={{ rows: 4 }} />
      </div>
    </Card>
  );
}

const neverChanges = () => () => undefined;
/** The address points at a comment: read in the browser (the server never sees an address's `#…`). */
const addressNamesComment = () => window.location.hash.startsWith('#comment');
const noAddressOnServer = () => false;

/**
 * The comments under a post, loaded as they come within a screen of the viewport (or at once when
 * the address points at a comment). Readers who stop at the text never pay for the form.
 */
export function DeferredPostComments({ postId }: PostCommentsProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>({ eager: useSyncExternalStore(neverChanges, addressNamesComment, noAddressOnServer) });
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={<CommentsPlaceholder />}>
          <PostComments postId={postId} />
        </Suspense>
      ) : (
        <CommentsPlaceholder />
      )}
    </div>
  );
}
