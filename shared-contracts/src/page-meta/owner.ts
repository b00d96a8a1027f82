/**
 * Which path's page has set its own head: a data attribute on `<head>`, so the shell and every
 * remote, each with its own copy of page-meta, read the same mark. Its own file: the shell's first
 * page needs only `releasePageHead`, not the rest of page-meta.
 */
const ownerMark = 'pageHeadFor';

/** A navigation to a new path begins: no page has set its head for it yet. */
export function releasePageHead(): void {
  delete document.head.dataset[ownerMark];
}

export function markPageHeadOwned(pathname: string): void {
  document.head.dataset[ownerMark] = pathname;
}

export function pageHeadOwnedBy(): string | undefined {
  return document.head.dataset[ownerMark];
}
