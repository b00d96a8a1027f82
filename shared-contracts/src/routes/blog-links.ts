/**
 * A blog post's page. A module of its own: a widget that links only posts (the main page's latest
 * posts) compiles in only it, not every link of the product.
 */
export const blogArticleLink = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
