// The blog's public entry. `blogSitemapPaths` is server-only: import this entry from server code only.

export { blogSitemapPaths } from './blog.server';
export { BLOG_PATH } from './blog-paths';
