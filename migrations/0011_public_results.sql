-- Estafette schema, version 11: the inbox's record of a message is in
-- public words (src/service/summary.rs). Before, a refused command was
-- recorded with the referee's reason, which may name a hidden rank ("a10
-- holds the Flag") or the make-up of a refused army, in plain text beside
-- the sealed mail. Those reasons are dropped here; what was applied stays.
-- secure_delete overwrites the freed bytes, so the old text does not stay
-- behind in the database's pages.
PRAGMA secure_delete = ON;
UPDATE inbox SET result = 'command refused (its reason is no longer kept)'
    WHERE result LIKE 'nothing applied; refused %';
UPDATE inbox SET result = substr(result, 1, instr(result, '; refused ') - 1)
        || '; then a command refused (its reason is no longer kept)'
    WHERE result LIKE 'applied: %; refused %';
PRAGMA secure_delete = OFF;
