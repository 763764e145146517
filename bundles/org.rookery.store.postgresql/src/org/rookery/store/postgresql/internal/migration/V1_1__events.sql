-- SPDX-License-Identifier: EPL-2.0
-- Rookery event store, facts version 1, schema step 1: events with their header and format
-- files, the append-only facts, which account may write which event.
-- The schema is created by the owner account that 'rookery db init' uses; arbiters and readers
-- reach it through the group roles rookery_arbiter and rookery_reader only.

CREATE TABLE event (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name        text NOT NULL UNIQUE CHECK (name ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'),
    header      text NOT NULL CHECK (length(header) <= 100000),
    created_by  name NOT NULL DEFAULT session_user,
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE format_file (
    event    bigint NOT NULL REFERENCES event (id),
    name     text NOT NULL CHECK (length(name) BETWEEN 1 AND 1000),
    content  bytea NOT NULL CHECK (length(content) <= 4194304),
    PRIMARY KEY (event, name)
);

CREATE TABLE fact (
    event        bigint NOT NULL REFERENCES event (id),
    seq          bigint NOT NULL CHECK (seq >= 1),
    json         text NOT NULL CHECK (octet_length(json) < 1048576),
    append_id    uuid NOT NULL,
    recorded_by  name NOT NULL DEFAULT session_user,
    recorded_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (event, seq)
);
CREATE INDEX fact_append ON fact (append_id);

-- Which login account may write which event (the account that created it, and those granted).
CREATE TABLE writer (
    event    bigint NOT NULL REFERENCES event (id),
    account  name NOT NULL,
    PRIMARY KEY (event, account)
);

-- A fact is never changed or removed, whoever asks: the trigger holds for every role that has
-- not switched triggers off (which only a superuser can).
CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'Rookery facts are append-only: % on % refused', TG_OP, TG_TABLE_NAME
        USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER fact_append_only BEFORE UPDATE OR DELETE ON fact
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER fact_no_truncate BEFORE TRUNCATE ON fact
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
CREATE TRIGGER event_keep BEFORE UPDATE OR DELETE ON event
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER event_no_truncate BEFORE TRUNCATE ON event
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
CREATE TRIGGER format_keep BEFORE UPDATE OR DELETE ON format_file
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER format_no_truncate BEFORE TRUNCATE ON format_file
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

-- Every fact follows the one before it with no gap, says its own number, and names who
-- recorded it as the server knows them (not as the client says).
CREATE FUNCTION check_fact() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    last bigint;
    o jsonb;
BEGIN
    SELECT coalesce(max(f.seq), 0) INTO last FROM rookery.fact f WHERE f.event = NEW.event;
    IF NEW.seq <> last + 1 THEN
        RAISE EXCEPTION 'fact % cannot be appended to event %: the next fact is %', NEW.seq, NEW.event, last + 1
            USING ERRCODE = 'serialization_failure';
    END IF;
    o := NEW.json::jsonb;
    IF jsonb_typeof(o) <> 'object' OR NOT (o ? 'seq') OR (o ->> 'seq') <> NEW.seq::text THEN
        RAISE EXCEPTION 'fact % is not a JSON object carrying "seq":%', NEW.seq, NEW.seq
            USING ERRCODE = 'check_violation';
    END IF;
    IF position(E'\n' IN NEW.json) > 0 OR position(E'\r' IN NEW.json) > 0 THEN
        RAISE EXCEPTION 'fact % is not one line', NEW.seq USING ERRCODE = 'check_violation';
    END IF;
    NEW.recorded_by := session_user;
    NEW.recorded_at := now();
    RETURN NEW;
END $$;
CREATE TRIGGER fact_checked BEFORE INSERT ON fact FOR EACH ROW EXECUTE FUNCTION check_fact();

-- The account that creates an event may write it.
CREATE FUNCTION creator_writes() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    INSERT INTO rookery.writer (event, account) VALUES (NEW.id, session_user);
    RETURN NEW;
END $$;
CREATE TRIGGER event_creator AFTER INSERT ON event FOR EACH ROW EXECUTE FUNCTION creator_writes();

-- Locks an event for one append (until the transaction ends) after checking that the account
-- may write it; returns the number the next fact gets.
CREATE FUNCTION lock_event(p_event bigint) RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    found bigint;
BEGIN
    IF NOT EXISTS (SELECT 1 FROM rookery.writer w WHERE w.event = p_event AND w.account = session_user) THEN
        RAISE EXCEPTION 'the account % may not write event %', session_user, p_event
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    SELECT e.id INTO found FROM rookery.event e WHERE e.id = p_event FOR UPDATE;
    RETURN (SELECT coalesce(max(f.seq), 0) + 1 FROM rookery.fact f WHERE f.event = p_event);
END $$;

-- Row-level security: facts and format files are added only to events the account writes.
ALTER TABLE fact ENABLE ROW LEVEL SECURITY;
ALTER TABLE format_file ENABLE ROW LEVEL SECURITY;
ALTER TABLE writer ENABLE ROW LEVEL SECURITY;
CREATE POLICY fact_read ON fact FOR SELECT USING (true);
CREATE POLICY fact_write ON fact FOR INSERT WITH CHECK (
    EXISTS (SELECT 1 FROM writer w WHERE w.event = fact.event AND w.account = session_user));
CREATE POLICY format_read ON format_file FOR SELECT USING (true);
CREATE POLICY format_write ON format_file FOR INSERT WITH CHECK (
    EXISTS (SELECT 1 FROM writer w WHERE w.event = format_file.event AND w.account = session_user)
    AND NOT EXISTS (SELECT 1 FROM fact f WHERE f.event = format_file.event));
CREATE POLICY writer_read ON writer FOR SELECT USING (true);

DO $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'rookery_reader') THEN
        CREATE ROLE rookery_reader NOLOGIN;
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'rookery_arbiter') THEN
        CREATE ROLE rookery_arbiter NOLOGIN;
    END IF;
END $$;

REVOKE ALL ON ALL TABLES IN SCHEMA rookery FROM PUBLIC;
REVOKE ALL ON ALL FUNCTIONS IN SCHEMA rookery FROM PUBLIC;
GRANT USAGE ON SCHEMA rookery TO rookery_reader, rookery_arbiter;
GRANT SELECT ON event, format_file, fact, writer TO rookery_reader, rookery_arbiter;
GRANT INSERT (name, header) ON event TO rookery_arbiter;
GRANT INSERT ON format_file TO rookery_arbiter;
GRANT INSERT (event, seq, json, append_id) ON fact TO rookery_arbiter;
GRANT EXECUTE ON FUNCTION lock_event(bigint) TO rookery_arbiter;
GRANT SELECT ON flyway_schema_history TO rookery_reader, rookery_arbiter;

-- Every workbench listening on the channel learns of a new fact as soon as it is committed.
CREATE FUNCTION announce_fact() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('rookery_facts', NEW.event::text || ':' || NEW.seq::text);
    RETURN NULL;
END $$;
CREATE TRIGGER fact_announced AFTER INSERT ON fact FOR EACH ROW EXECUTE FUNCTION announce_fact();
