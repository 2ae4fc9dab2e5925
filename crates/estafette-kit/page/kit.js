// The player kit's page script. Every rule and every protocol step is a
// call into the WebAssembly module (Estafette's core, crates/estafette-kit);
// this script only draws, holds the page's state and moves text around.
// It stores nothing: the secret is in memory while the page is open, and in
// the file the player downloads.
'use strict';

// The module's ABI: input(len) -> ptr, call() -> len, output() -> ptr. The
// module is in the page compressed (zlib) and in base64.
const Kit = (function () {
  let wasm = null;
  const enc = new TextEncoder();
  const dec = new TextDecoder();
  async function load() {
    const b64 = document.getElementById('kit-wasm').textContent.trim();
    const packed = Uint8Array.from(atob(b64), function (c) { return c.charCodeAt(0); });
    const inflated = new Blob([packed]).stream().pipeThrough(new DecompressionStream('deflate'));
    const bytes = await new Response(inflated).arrayBuffer();
    const result = await WebAssembly.instantiate(bytes, {});
    wasm = result.instance.exports;
  }
  function call(request) {
    const bytes = enc.encode(JSON.stringify(request));
    const ptr = wasm.input(bytes.length);
    new Uint8Array(wasm.memory.buffer, ptr, bytes.length).set(bytes);
    const len = wasm.call();
    const out = wasm.output();
    return JSON.parse(dec.decode(new Uint8Array(wasm.memory.buffer, out, len)));
  }
  return { load: load, call: call };
})();

// Random bytes as hex, from the browser's cryptographic generator.
function randomHex(n) {
  const a = new Uint8Array(n);
  crypto.getRandomValues(a);
  return Array.from(a, function (b) { return b.toString(16).padStart(2, '0'); }).join('');
}

// The page's words, by language, from templates/<lang>/page.ftl (put in
// place of the marker by `cargo xtask kit`). English is the page's own
// text (kit.html) plus its messages; every other language replaces each
// element marked data-i18n, and every language sets the attributes marked
// data-i18n-ph (placeholder) and data-i18n-aria (aria-label). A unit test
// checks that every label has its words in every language. The core's
// messages come in the chosen language from the module itself. A key
// ending in -one or -other is chosen by the count's plural category.
const WORDS = /* KIT_WORDS */ { en: {} };
let lang = 'en';

function t(key) {
  return WORDS[lang][key] || WORDS.en[key] || key;
}

// `key` with its {names} replaced by `args` (a function is called: a word
// of the page's language at the time).
function fill(key, args) {
  return Object.keys(args || {}).reduce(function (s, k) {
    const v = typeof args[k] === 'function' ? args[k]() : args[k];
    return s.split('{' + k + '}').join(String(v));
  }, t(key));
}

// `key`-one or `key`-other, as the count `n` asks in the page's language.
function plural(key, n, args) {
  const form = new Intl.PluralRules(lang).select(n) === 'one' ? 'one' : 'other';
  return fill(key + '-' + form, args);
}

// Puts the chosen language's words on every element marked data-i18n,
// data-i18n-ph or data-i18n-aria, and on the window's title.
function translatePage() {
  document.documentElement.lang = lang;
  document.title = lang === 'en' ? 'Estafette player kit' : t('title');
  document.querySelectorAll('[data-i18n]').forEach(function (el) {
    if (el.dataset.en === undefined) el.dataset.en = el.textContent;
    el.textContent = lang === 'en' ? el.dataset.en : (WORDS[lang][el.dataset.i18n] || el.dataset.en);
  });
  document.querySelectorAll('[data-i18n-ph]').forEach(function (el) { el.placeholder = t(el.dataset.i18nPh); });
  document.querySelectorAll('[data-i18n-aria]').forEach(function (el) {
    el.setAttribute('aria-label', t(el.dataset.i18nAria));
  });
}

// A request to the core, in the page's language.
function core(request) {
  return Kit.call(Object.assign({ lang: lang }, request));
}

const $ = function (id) { return document.getElementById(id); };
const FILES = 'abcdefghij';
// The page's state, in memory only: the rules, the army being arranged, the
// secret (or key) file loaded or sealed, the mail read, the replay.
const state = {
  rules: null, pieces: {}, square: null, rank: null, army: null,
  secret: null, secretInfo: null, sealed: null, view: null, from: null, replay: { frames: [] },
};

// The page's messages said from its own words, by element: said again in
// the new language when the language changes.
const said = {};

function say(id, text, kind) {
  delete said[id];
  const el = $(id);
  el.textContent = text;
  el.className = 'message' + (kind ? ' ' + kind : '') + (el.classList.contains('hidden') ? ' hidden' : '');
}

function sayWords(id, key, args, kind) {
  say(id, fill(key, args), kind);
  said[id] = [key, args, kind];
}

function sideWord(name) {
  return t('side-' + String(name).toLowerCase());
}

function showTab(name) {
  ['turn', 'seal', 'verify'].forEach(function (s) {
    $(s).classList.toggle('hidden', s !== name);
    $('tab-' + s).setAttribute('aria-selected', String(s === name));
  });
}

function copy(id) {
  const text = $(id).value;
  if (navigator.clipboard) navigator.clipboard.writeText(text).catch(function () {});
  $(id).select();
}

function readFile(input, then) {
  const f = input.files && input.files[0];
  if (f) f.text().then(then);
}

// A text box that takes a file dropped on it: its text goes in, then `then`.
function dropInto(box, then) {
  box.addEventListener('dragover', function (e) { e.preventDefault(); box.classList.add('drop'); });
  box.addEventListener('dragleave', function () { box.classList.remove('drop'); });
  box.addEventListener('drop', function (e) {
    e.preventDefault();
    box.classList.remove('drop');
    const f = e.dataTransfer.files[0];
    if (f) f.text().then(function (text) { box.value = text; then(); });
  });
}

// A board of `files` by `ranks`, its squares and labels: `cell(name, rank,
// file)` makes each square.
function drawGrid(board, files, ranks, cell) {
  board.textContent = '';
  board.style.setProperty('--files', files);
  for (let r = ranks; r >= 1; r--) {
    const label = document.createElement('span');
    label.className = 'label';
    label.textContent = r;
    board.appendChild(label);
    for (let f = 0; f < files; f++) board.appendChild(cell(FILES[f] + r, r, f));
  }
  board.appendChild(document.createElement('span'));
  for (let f = 0; f < files; f++) {
    const label = document.createElement('span');
    label.className = 'label';
    label.textContent = FILES[f];
    board.appendChild(label);
  }
}

// A read-only or tappable board of the core's `rows` (highest rank first,
// of any game): the pieces of side `mine` marked as one's own, `marks` the
// classes by square.
function drawCells(board, rows, mine, marks, tag) {
  drawGrid(board, rows[0].length, rows.length, function (name, r, f) {
    const cell = rows[rows.length - r][f];
    const sq = document.createElement(tag || 'span');
    if (tag === 'button') sq.type = 'button';
    sq.className = 'sq' + (cell === 'lake' || cell === 'off' ? ' ' + cell : '') +
      (cell && cell.side ? (cell.side === mine ? ' own' : ' enemy') + (cell.revealed ? ' revealed' : '') : '') +
      (marks[name] ? ' ' + marks[name] : '');
    sq.textContent = cell && cell.label ? cell.label : '';
    sq.title = name;
    sq.dataset.square = name;
    return sq;
  });
}

window.estafetteKit = { call: Kit.call, randomHex: randomHex, state: state };

// ---- New game: the invitation, the army, the seal ----

function options() {
  return { side: $('side').value, variant: $('variant').value, sets: state.sets || [] };
}

function inZone(rank) {
  const z = state.rules.zones[$('side').value];
  return rank >= z[0] && rank <= z[1];
}

function drawBoard() {
  const lakes = new Set(state.rules.lakes);
  drawGrid($('board'), state.rules.files, state.rules.ranks, function (name, r) {
    const sq = document.createElement('button');
    sq.type = 'button';
    sq.className = 'sq' + (lakes.has(name) ? ' lake' : '') + (inZone(r) ? ' zone' : '') +
      (state.square === name ? ' selected' : '');
    sq.textContent = state.pieces[name] || '';
    sq.title = name;
    sq.dataset.square = name;
    sq.disabled = !inZone(r);
    return sq;
  });
}

function drawPalette() {
  const palette = $('palette');
  palette.textContent = '';
  const counts = {};
  ((state.army && state.army.counts) || []).forEach(function (c) { counts[c.code] = c; });
  state.rules.pieces.concat([{ code: '', en: t('empty'), fr: t('empty'), de: t('empty') }]).forEach(function (p) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.rank = p.code;
    const c = counts[p.code];
    b.className = (state.rank === p.code ? 'selected' : '') +
      (c && c.placed > c.wanted ? ' over' : '') + (c && c.placed === c.wanted ? ' done' : '');
    const code = document.createElement('span');
    code.className = 'code';
    code.textContent = p.code || '·';
    b.appendChild(code);
    const name = document.createElement('span');
    name.textContent = (p[lang] || p.en) + (c ? ' ' + c.placed + '/' + c.wanted : '');
    b.appendChild(name);
    palette.appendChild(b);
  });
}

// Checks the army with the core and redraws it.
function refresh() {
  const answer = core(Object.assign({ op: 'army', pieces: state.pieces }, options()));
  if (!answer.ok) {
    say('army-message', answer.error, 'bad');
    return;
  }
  state.army = answer;
  $('setup-text').value = answer.text;
  if (answer.complete) sayWords('army-message', 'complete', {}, 'ok'); else say('army-message', answer.message, '');
  drawBoard();
  drawPalette();
}

function nextEmpty(after) {
  const z = state.rules.zones[$('side').value];
  const squares = [];
  for (let r = z[1]; r >= z[0]; r--) {
    for (let f = 0; f < state.rules.files; f++) squares.push(FILES[f] + r);
  }
  const start = squares.indexOf(after) + 1;
  return squares.slice(start).concat(squares.slice(0, start)).find(function (s) { return !state.pieces[s]; }) || null;
}

function place(square, code) {
  if (code) state.pieces[square] = code; else delete state.pieces[square];
}

function onSquare(square) {
  if (state.rank !== null) {
    place(square, state.rank);
    state.square = null;
  } else {
    state.square = state.square === square ? null : square;
  }
  refresh();
}

function onRank(code) {
  if (state.square) {
    place(state.square, code);
    state.square = code ? nextEmpty(state.square) : state.square;
    state.rank = null;
  } else {
    state.rank = state.rank === code ? null : code;
  }
  refresh();
}

function setPieces(answer) {
  if (!answer.ok) {
    say('army-message', answer.error, 'bad');
    return;
  }
  state.pieces = answer.pieces;
  state.square = null;
  state.rank = null;
  refresh();
}

// Another side: the army arranged so far goes over to the other zone, each
// piece on the square the same distance from its own back row, and the turn
// is the one that side usually has (South moves first) unless the
// invitation gave it.
function changeSide() {
  const moved = {};
  Object.keys(state.pieces).forEach(function (sq) {
    moved[sq[0] + (11 - Number(sq.slice(1)))] = state.pieces[sq];
  });
  state.pieces = moved;
  state.square = null;
  if (!state.invited) $('turn-order').value = $('side').value === 'south' ? 'first' : 'second';
  refresh();
}

// The invitation's `estafette seal` line: game, side, turn and rules.
function readInvitation() {
  const answer = core({ op: 'invitation', mail: $('invite-text').value });
  if (!answer.ok) {
    say('invite-message', answer.error, 'bad');
    return;
  }
  state.invited = true;
  $('game').value = answer.game;
  if ($('side').value !== answer.side) {
    $('side').value = answer.side;
    changeSide();
  }
  $('turn-order').value = answer.turn;
  if (answer.variant) $('variant').value = answer.variant;
  state.sets = answer.sets;
  sayWords('switches', 'switches', { variant: function () { return answer.variant || t('default-variant'); },
    sets: answer.sets.join(', ') }, 'note');
  $('switches').classList.toggle('hidden', answer.sets.length === 0);
  sayWords('invite-message', 'invite-read', { game: answer.game, side: function () { return sideWord(answer.side); },
    turn: function () { return t('turn-' + answer.turn); } }, 'ok');
  refresh();
}

function offerDownload(name, text) {
  const a = $('download');
  if (a.href.startsWith('blob:')) URL.revokeObjectURL(a.href);
  a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  a.download = name;
  a.classList.remove('hidden');
}

function seal() {
  if (!state.army || !state.army.complete) {
    sayWords('seal-message', 'need-army', {}, 'bad');
    return;
  }
  if (state.sealed) {
    sayWords('seal-message', 'sealed-once', { game: state.sealed.game }, 'bad');
    return;
  }
  const answer = core(Object.assign({ op: 'seal', game: $('game').value.trim(), turn: $('turn-order').value,
    setup: state.army.text, seed: window.randomHex(32) }, options()));
  if (!answer.ok) {
    say('seal-message', answer.error, 'bad');
    return;
  }
  state.sealed = { game: answer.game, side: answer.side, file: answer.file };
  $('commit-text').value = answer.commit;
  offerDownload(answer.file, answer.secret);
  $('forget').classList.remove('hidden');
  useSecret(answer.secret, 'secret-sealed');
  sayWords('seal-message', 'sealed', {}, 'ok');
}

// Forgetting the sealed army (asked first): its lines, its file and the
// secret in memory go, and an army may be sealed again.
function forget(really) {
  $('forget-confirm').classList.add('hidden');
  if (!really) return;
  const a = $('download');
  if (a.href.startsWith('blob:')) URL.revokeObjectURL(a.href);
  a.removeAttribute('href');
  a.removeAttribute('download');
  a.classList.add('hidden');
  $('commit-text').value = '';
  $('forget').classList.add('hidden');
  if (state.secretInfo && state.sealed && state.secretInfo.game === state.sealed.game) {
    state.secret = null;
    state.secretInfo = null;
    say('secret-message', '', '');
  }
  state.sealed = null;
  sayWords('seal-message', 'forgotten', {}, 'ok');
}

// ---- Your turn: the secret, the mail, the move, the reply ----

// A secret (or key) file loaded or sealed: checked by the core for what it
// is before it is used; `sealed` names the message of an army sealed here.
function useSecret(text, sealed) {
  const answer = core({ op: 'file', file: text });
  if (!answer.ok) {
    say('secret-message', answer.error, 'bad');
    return false;
  }
  state.secret = text;
  state.secretInfo = answer;
  $('key-side-row').classList.toggle('hidden', answer.kind !== 'key');
  sayWords('secret-message', answer.kind === 'key' ? 'key-loaded' : (sealed || 'secret-loaded'),
    { game: answer.game, side: function () { return sideWord(answer.side); } }, 'ok');
  if ($('mail-text').value.trim()) view();
  return true;
}

// The referee's mail: the head it ends with, what it asks for and, with the
// secret, the private board (own ranks in place, the other side's as ?).
// A new mail sets the move, the openings and the reveal afresh; with
// `keep` (the same mail in another language) they stay as the player left
// them.
function view(keep) {
  state.view = null;
  state.from = null;
  $('view-board').textContent = '';
  if (!$('mail-text').value.trim()) {
    sayWords('view-message', 'need-mail', {}, 'bad');
    return;
  }
  const answer = core({ op: 'view', secret: state.secret, mail: $('mail-text').value });
  if (!answer.ok) {
    say('view-message', answer.error, 'bad');
    return;
  }
  state.view = answer;
  const said = [fill('head-read', { game: answer.game, n: answer.n })];
  if (answer.rows) {
    said[0] = plural('view-done', answer.ply, { game: answer.game, me: sideWord(answer.me),
      to_move: sideWord(answer.to_move), ply: answer.ply });
    drawView();
  }
  if (keep !== true) {
    $('move').value = '';
    $('opens').value = answer.asks_open.join(' ');
    $('reveal').checked = answer.asks_reveal;
  }
  if (answer.asks_open.length) said.push(fill('asks-open', { squares: answer.asks_open.join(', ') }));
  if (answer.asks_reveal) said.push(t('asks-reveal'));
  const warnings = answer.warnings || [];
  say('view-message', said.concat(warnings).join(' '), warnings.length ? 'bad' : 'ok');
  if (!state.secret) sayWords('secret-message', 'need-secret', {}, 'bad');
}

function drawView() {
  const marks = {};
  if (state.from) marks[state.from] = 'selected';
  drawCells($('view-board'), state.view.rows, state.view.side, marks, 'button');
}

// A tap on the private board: the player's piece, then where it goes; the
// move is written as the rules write it (an attack from a distance is a
// Scout's run to the square before its target).
function onViewSquare(name) {
  const v = state.view;
  const at = function (sq) { return v.rows[10 - Number(sq.slice(1))][FILES.indexOf(sq[0])]; };
  const cell = at(name);
  if (!state.from || state.from === name) {
    state.from = state.from === name || !(cell && cell.side === v.side) ? null : name;
    drawView();
    return;
  }
  if (cell && cell.side === v.side) {
    state.from = name;
    drawView();
    return;
  }
  const from = state.from;
  let mv = from + '-' + name;
  if (cell && cell.side) {
    const df = Math.sign(FILES.indexOf(name[0]) - FILES.indexOf(from[0]));
    const dr = Math.sign(Number(name.slice(1)) - Number(from.slice(1)));
    const before = FILES[FILES.indexOf(name[0]) - df] + (Number(name.slice(1)) - dr);
    mv = before === from ? from + 'x' + name : from + '-' + before + 'x' + name;
  }
  $('move').value = mv;
  state.from = null;
  drawView();
}

// The reply to mail: the openings, the reveal, the move and the signature,
// made and checked by the core against the mail read.
function makeReply() {
  $('reply-text').value = '';
  if (!state.secret) {
    sayWords('reply-message', 'need-secret', {}, 'bad');
    return;
  }
  if (!$('mail-text').value.trim()) {
    sayWords('reply-message', 'need-mail', {}, 'bad');
    return;
  }
  const answer = core({ op: 'reply', file: state.secret, mail: $('mail-text').value, move: $('move').value,
    opens: $('opens').value.split(/[\s,]+/).filter(Boolean), reveal: $('reveal').checked,
    side: $('key-side').value });
  if (!answer.ok) {
    say('reply-message', answer.error, 'bad');
    return;
  }
  $('reply-text').value = answer.reply;
  const said = [t(answer.signed ? 'reply-done' : 'reply-unsigned')];
  if (answer.opens.length) said.push(fill('reply-opens', { squares: answer.opens.join(', ') }));
  say('reply-message', said.join(' '), 'ok');
}

// ---- Verify a finished game ----

// The replay of a verified game, of any of the three: a slider and step
// buttons over its positions, the board's special squares (forts,
// capitals, the fortress) and the last move's squares marked: where the
// piece left and went, the square it attacked and the pieces it took.
function showFrame() {
  const frame = state.replay.frames[Number($('replay-slider').value)];
  if (!frame) return;
  const marks = {};
  const mark = function (cls) {
    return function (sq) { marks[sq] = (marks[sq] ? marks[sq] + ' ' : '') + cls; };
  };
  state.replay.marks.forEach(mark('mark'));
  (frame.from ? [frame.from] : []).forEach(mark('from'));
  (frame.to || []).forEach(mark('to'));
  (frame.combat ? [frame.combat] : []).forEach(mark('combat'));
  (frame.taken || []).forEach(mark('taken'));
  const start = state.replay.game === 'lattaque' ? 'replay-start' : 'replay-start-open';
  $('replay-move').textContent = frame.n === 0 ? t(start) :
    frame.n + '. ' + frame.move + ' \u2014 ' + frame.report;
  drawCells($('replay-board'), frame.rows, 'south', marks);
}

function step(to) {
  const last = state.replay.frames.length - 1;
  $('replay-slider').value = String(Math.max(0, Math.min(last, to(Number($('replay-slider').value), last))));
  showFrame();
}

function replay() {
  const answer = core({ op: 'replay', transcript: $('transcript').value });
  state.replay = answer.ok ? answer : { frames: [] };
  $('replay').classList.toggle('hidden', !answer.ok);
  if (!answer.ok) return;
  $('replay-slider').max = String(answer.frames.length - 1);
  $('replay-slider').value = String(answer.frames.length - 1);
  showFrame();
}

function verify() {
  const answer = core({ op: 'verify', transcript: $('transcript').value, head: $('head').value });
  if (!answer.ok) {
    say('verify-result', answer.error, 'bad');
    $('replay').classList.add('hidden');
    return;
  }
  say('verify-result', answer.words, answer.status);
  if (answer.verified) replay(); else $('replay').classList.add('hidden');
}

// ---- The page ----

function wire() {
  document.querySelectorAll('.tabs button').forEach(function (b) {
    b.addEventListener('click', function () { showTab(b.dataset.tab); });
  });
  // Another language: the page's words, its messages, and what the core
  // said (the army checked, the mail read, the reply, the verification).
  $('lang').addEventListener('change', function () {
    lang = $('lang').value;
    translatePage();
    Object.keys(said).forEach(function (id) { sayWords(id, said[id][0], said[id][1], said[id][2]); });
    refresh();
    if (state.view) view(true);
    if ($('reply-text').value) makeReply();
    if ($('verify-result').textContent) verify();
  });
  // Your turn.
  $('secret-file').addEventListener('change', function () {
    readFile($('secret-file'), function (text) { useSecret(text); });
  });
  $('mail-file').addEventListener('change', function () {
    readFile($('mail-file'), function (text) { $('mail-text').value = text; view(); });
  });
  dropInto($('mail-text'), view);
  $('do-view').addEventListener('click', function () { view(); });
  $('view-board').addEventListener('click', function (e) {
    const sq = e.target.closest('.sq');
    if (sq && state.view && state.view.rows) onViewSquare(sq.dataset.square);
  });
  $('do-reply').addEventListener('click', makeReply);
  $('copy-reply').addEventListener('click', function () { copy('reply-text'); });
  // New game.
  $('invite-file').addEventListener('change', function () {
    readFile($('invite-file'), function (text) { $('invite-text').value = text; readInvitation(); });
  });
  dropInto($('invite-text'), readInvitation);
  $('do-invite').addEventListener('click', readInvitation);
  $('board').addEventListener('click', function (e) {
    const sq = e.target.closest('.sq');
    if (sq && !sq.disabled) onSquare(sq.dataset.square);
  });
  $('palette').addEventListener('click', function (e) {
    const b = e.target.closest('button');
    if (b) onRank(b.dataset.rank);
  });
  $('side').addEventListener('change', changeSide);
  $('variant').addEventListener('change', refresh);
  $('random').addEventListener('click', function () {
    setPieces(core(Object.assign({ op: 'random', random: window.randomHex(32) }, options())));
  });
  $('clear').addEventListener('click', function () { state.pieces = {}; state.square = null; refresh(); });
  $('import').addEventListener('click', function () {
    setPieces(core(Object.assign({ op: 'parse', text: $('setup-text').value }, options())));
  });
  $('copy-setup').addEventListener('click', function () { copy('setup-text'); });
  $('do-seal').addEventListener('click', seal);
  $('copy-commit').addEventListener('click', function () { copy('commit-text'); });
  $('forget').addEventListener('click', function () { $('forget-confirm').classList.remove('hidden'); });
  $('forget-yes').addEventListener('click', function () { forget(true); });
  $('forget-no').addEventListener('click', function () { forget(false); });
  // Verify.
  $('transcript-file').addEventListener('change', function () {
    readFile($('transcript-file'), function (text) { $('transcript').value = text; verify(); });
  });
  dropInto($('transcript'), verify);
  $('do-verify').addEventListener('click', verify);
  $('replay-slider').addEventListener('input', showFrame);
  $('replay-first').addEventListener('click', function () { step(function () { return 0; }); });
  $('replay-prev').addEventListener('click', function () { step(function (n) { return n - 1; }); });
  $('replay-next').addEventListener('click', function () { step(function (n) { return n + 1; }); });
  $('replay-last').addEventListener('click', function () { step(function (n, last) { return last; }); });
}

async function start() {
  const asked = (navigator.language || '').toLowerCase().slice(0, 2);
  lang = WORDS[asked] ? asked : 'en';
  $('lang').value = lang;
  translatePage();
  showTab('turn');
  sayWords('status', 'loading', {}, '');
  await Kit.load();
  state.rules = Kit.call({ op: 'rules' });
  state.rules.variants.forEach(function (v) {
    const o = document.createElement('option');
    o.value = v;
    o.textContent = v;
    $('variant').appendChild(o);
  });
  wire();
  refresh();
  sayWords('status', 'ready', {}, 'ok');
  // A page of the public archive carries its game's transcript: verified
  // and replayed at once.
  const carried = document.getElementById('estafette-transcript');
  if (carried) {
    showTab('verify');
    $('transcript').value = carried.textContent;
    verify();
  }
}

// For the tests and the curious: a promise that settles once the page is
// ready.
window.estafetteKit.ready = start();
window.estafetteKit.ready.catch(function (e) { say('status', t('start-failed') + ' ' + e, 'bad'); });
