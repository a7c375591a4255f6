-- Images of Complete Your Profile (docs/profile.md, "Images"): kept in PostgreSQL so every app
-- instance serves them, with a thumbnail made at upload.
create table profile_images (
  id            uuid primary key default gen_random_uuid(),
  recruit_id    integer not null references recruits (id) on delete cascade,
  content_type  text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  size          integer not null check (size > 0 and size <= 5242880),
  bytes         bytea not null,
  thumbnail     bytea not null,
  uploaded_by   integer references users (id) on delete set null,
  created_at    timestamptz not null default now()
);
create index profile_images_recruit_idx on profile_images (recruit_id, created_at desc);
