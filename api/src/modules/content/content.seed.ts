import type { Db } from '../../db/database';
import { BLOG_SEED } from './blog.seed';
import { countRows, insertBlogPosts, insertFaqs } from './content.repository';
import { FAQ_SEED } from './faqs.seed';

/**
 * Real site content, not demo data: the FAQs and blog posts, into empty tables whatever SEED_DEMO says.
 * Answers whether it wrote any (the cached FAQs and blog list are then stale).
 */
export async function seedContent(db: Db): Promise<boolean> {
  let wrote = false;
  if ((await countRows(db, 'faqs')) === 0) {
    await insertFaqs(db, FAQ_SEED);
    wrote = true;
  }
  if ((await countRows(db, 'blog_posts')) === 0) {
    await insertBlogPosts(db, BLOG_SEED);
    wrote = true;
  }
  return wrote;
}
