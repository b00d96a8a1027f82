/** SPEC §2's layouts; `404` frames the error screen, `not-found` the unknown-route screen. */
export type LayoutName =
  | 'main'
  | 'main-auth'
  | 'auth'
  | 'blog'
  | 'blog-base'
  | 'blog-main'
  | 'blog-navigation'
  | 'blog-article'
  | '404'
  | 'not-found'
  | 'none';
