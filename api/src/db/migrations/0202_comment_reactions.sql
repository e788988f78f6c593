-- Blog comments get replies (one level: a reply's parent is always a top-level comment) and likes, one per
-- visitor. A visitor is the random id of their tp_visitor cookie; only its SHA-256 is stored.
ALTER TABLE blog_comments ADD COLUMN parent_id uuid REFERENCES blog_comments (id) ON DELETE CASCADE;
CREATE INDEX blog_comments_replies ON blog_comments (parent_id, created_at, id) WHERE parent_id IS NOT NULL;

CREATE TABLE blog_comment_likes (
  comment_id uuid NOT NULL REFERENCES blog_comments (id) ON DELETE CASCADE,
  visitor_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (comment_id, visitor_hash)
);
