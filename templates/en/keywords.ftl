### The words a player types in this language (read when the referee is
### built, not at run time). Each message lists the spellings of one word,
### separated by commas, lower case, with their accents: a word is matched
### in any case, with or without its accents (and `ae`, `oe`, `ue`, `ss`
### for `ä`, `ö`, `ü`, `ß`), a player may use the words of any language,
### and the first spelling of a command is the one HELP shows. The ids are
### those of templates/en/keywords.ftl; a language without a word of its
### own for one leaves it out. The English first spelling of a command is
### the word the protocol records.

## The commands of a game.
word-setup = setup, army, deploy
word-resign = resign
word-draw = draw
word-board = board, position
word-history = history, moves
word-help = help, ?
word-rules = rules
word-lang = lang, language
word-message = message, msg, say
word-vacation = vacation
word-timezone = timezone, tz
word-calendar = calendar
word-open = open
word-commit = commit
word-leaf = leaf
word-reveal = reveal
word-key = key
word-sig = sig

## The answers a DRAW command may carry (without one, it offers a draw).
word-draw-offer = offer
word-draw-accept = accept, yes
word-draw-decline = decline, refuse, no, reject

## The answers a CALENDAR or SITE command takes: ON / OFF.
word-calendar-on = on
word-calendar-off = off

## The line that may close an army after SETUP.
word-end = end

## The word of L'Assaut's placing move (`place d6 e6`).
word-place = place

## The letters of a duration's units (`VACATION 5d`, `3d per move`,
## `1h30m`): one letter each; a letter of any language is read.
word-unit-week = w
word-unit-day = d
word-unit-hour = h
word-unit-minute = m
word-unit-second = s

## The commands sent to the referee's plain address. A stranger's mail is
## answered in the language of its command's word.
word-games = games
word-new = new, challenge
word-observe = observe
word-unobserve = unobserve
word-accept = accept
word-decline = decline, refuse
word-join = join
word-standings = standings, crosstable
word-rating = rating, ratings
word-site = site

## The names a LANG command may give this language (besides its code).
word-language = english, anglais, englisch

## The language whose command words HELP lists after these (its code).
word-help-other = fr

## The words of a challenge: NEW GAME WITH ADDRESS [variant NAME]
## [set SWITCH=VALUE] [3d per move] [grace 1d] [no observers] [blind].
word-with = with
word-variant = variant
word-set = set
word-grace = grace
word-no = no
word-observers = observers
word-blind = blind
word-per = per
word-move = move

## The names of L'Attaque's ranks an army may be written with, by code
## (matched in any case, without accents, spaces, hyphens or apostrophes).
word-rank-s = spy
word-rank-2 = scout
word-rank-3 = sapper
word-rank-4 = sergeant
word-rank-5 = lieutenant
word-rank-6 = captain
word-rank-7 = major
word-rank-8 = colonel
word-rank-9 = brigadier, brigadier-general, general
word-rank-10 = commander, commander-in-chief
word-rank-m = mine
word-rank-f = flag
