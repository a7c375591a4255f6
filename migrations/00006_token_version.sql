-- Every access token names the version of its user's credentials. Setting a password moves the
-- version on, so access tokens issued before are refused at once rather than when they expire
-- (docs/security.md, "Who holds which token").
alter table users add column token_version integer not null default 0;
