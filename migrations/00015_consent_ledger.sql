-- The consent ledger (docs/nurture.md, "Consent"): every opt-in and opt-out of a recruit per
-- channel, with its time, its source, and the wording shown with its version. A recruit's current
-- state on a channel is its newest entry; the two timestamps on recruits it replaces are moved in
-- here (source `migrated`: they kept no source or wording) and dropped.

create table consent_entries (
  id               bigserial primary key,
  recruit_id       integer not null references recruits (id) on delete cascade,
  channel          text not null check (channel in ('email', 'sms')),
  state            text not null check (state in ('opted_in', 'opted_out')),
  source           text not null check (source in ('form', 'keyword', 'link', 'staff', 'carrier_error', 'migrated')),
  -- The words the recruit saw (or sent, for a keyword) and the version of that text.
  wording          text not null default '',
  wording_version  text not null default '',
  actor_id         integer references users (id) on delete set null,
  created_at       timestamptz not null default now()
);
create index consent_entries_recruit_idx on consent_entries (recruit_id, channel, created_at desc, id desc);

insert into consent_entries (recruit_id, channel, state, source, wording, wording_version, created_at)
select id, 'sms', 'opted_in', 'migrated', 'Recorded before the consent ledger: no wording kept', 'legacy', sms_consent_at
from recruits where sms_consent_at is not null;
insert into consent_entries (recruit_id, channel, state, source, wording, wording_version, created_at)
select id, 'sms', 'opted_out', 'migrated', 'Recorded before the consent ledger: no wording kept', 'legacy', sms_opt_out_at
from recruits where sms_opt_out_at is not null;

alter table recruits drop column sms_consent_at, drop column sms_opt_out_at;
