-- Content (issue #4): page FAQs, blog posts and their comments, newsletter subscriptions.

CREATE TABLE faqs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  page_slug text NOT NULL,
  question text NOT NULL,
  answer text NOT NULL,
  is_hidden boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX faqs_page_slug_position ON faqs (page_slug, position);

CREATE TABLE blog_posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  subtitle text NOT NULL DEFAULT '',
  summary text,
  meta_description text,
  categories jsonb NOT NULL DEFAULT '[]',
  tags jsonb NOT NULL DEFAULT '[]',
  featured_image_url text,
  featured_image_alt text,
  body_image_url text,
  image_alt_text text,
  author_name text NOT NULL,
  author_role text NOT NULL DEFAULT '',
  author_bio text NOT NULL DEFAULT '',
  -- { introduction, sections: [{ heading, paragraphs, bullets?, quote?, subsections? }], conclusion }
  body jsonb NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_posts_published_at ON blog_posts (published_at DESC);

CREATE TABLE blog_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  post_id uuid NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  comment text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_comments_post_created ON blog_comments (post_id, created_at DESC, id DESC);

CREATE TABLE newsletter_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  first_name text,
  source text NOT NULL DEFAULT 'page',
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One subscription per address, whatever its letter case.
CREATE UNIQUE INDEX newsletter_subscriptions_email_lower ON newsletter_subscriptions (lower(email));
